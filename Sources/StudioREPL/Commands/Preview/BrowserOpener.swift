import TerminalText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `preview --open`: asks the desktop's opener (`xdg-open`, else macOS's `open`, found on the PATH)
/// to show a page, and says what happened in one line. The opener's own output goes to a pipe the
/// studio reads, never raw onto the terminal after the prompt; when it fails or none exists, the
/// line gives the address to open by hand. The studio never waits longer than ``patience``, even
/// for an opener that exited but left a child holding its pipe.
///
/// An address holding a secret (`preview --edit`'s key) never goes on the opener's command line,
/// which every local user can read in `ps` while the browser starts: the opener gets a private
/// file (``LaunchFile``, mode 0600 in a 0700 folder) that redirects to the address, as Jupyter
/// does (jupyter_server, `ServerApp.write_browser_open_file` in jupyter_server/serverapp.py and
/// jupyter_server/templates/browser-open.html, commit 9a4d6eea2b16815a493b11fffe0b51b1fe55a81b).
enum BrowserOpener {
    static let openers = ["xdg-open", "open"]
    /// How long an opener may take to hand the page over before the studio stops waiting for it.
    static let patience = 3.0

    /// Opens `url`; with `secret`, through a launch file, whose path is returned to be removed
    /// when the preview stops.
    static func open(_ url: String, path: String, secret: Bool) -> (said: String, launchFile: String?) {
        guard let opener = openers.lazy.compactMap({ executable($0, path: path) }).first else {
            return (
                "could not open the browser: no \(openers.joined(separator: " or ")) on the PATH; open \(url) by hand",
                nil
            )
        }
        var target = url
        var launchFile: String?
        if secret {
            do throws(CommandError) {
                let file = try LaunchFile.make(redirectingTo: url)
                launchFile = file
                target = "file://" + file
            } catch {
                return ("could not open the browser: \(error.message); open \(url) by hand", nil)
            }
        }
        let said = run(opener, target, url: url)
        return (said, launchFile)
    }

    private static func run(_ opener: String, _ target: String, url: String) -> String {
        let name = opener.split(separator: "/").last.map(String.init) ?? opener
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else {
            return "could not open the browser: \(String(cString: strerror(errno))); open \(url) by hand"
        }
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t? = nil
        #else
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
        posix_spawn_file_actions_adddup2(&actions, fds[1], 2)
        posix_spawn_file_actions_addclose(&actions, fds[0])
        var pid = pid_t()
        let arguments = [opener, target]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let spawned = posix_spawn(&pid, opener, &actions, nil, &argv, environ)
        close(fds[1])
        defer { close(fds[0]) }
        // Read without blocking: a child of the opener may hold the pipe's other end for hours.
        _ = fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK)
        let started = now()
        guard spawned == 0 else {
            return
                "could not open the browser: \(name) did not start (\(String(cString: strerror(spawned)))); open \(url) by hand"
        }
        switch wait(for: pid) {
        case .none:
            // Some openers run the browser in the foreground: it may still come up.
            return "asked \(name) to open the browser; if no page appears, open \(url) by hand"
        case .some(0):
            return "opened \(url) in the browser (\(name))"
        case .some(let status):
            let said = firstLine(of: fds[0], until: started + patience)
            let shown = said.count > 120 ? String(said.prefix(119)) + "…" : said
            let detail = said.isEmpty ? "" : ": “\(TerminalText.sanitized(shown))”"
            return "could not open the browser: \(name) failed with status \(status)\(detail); open \(url) by hand"
        }
    }

    /// The opener's exit status, or nil when it is still running after ``patience`` seconds.
    private static func wait(for pid: pid_t) -> Int32? {
        var status: Int32 = 0
        var waited = 0.0
        while waited < patience {
            let done = waitpid(pid, &status, WNOHANG)
            if done == pid { return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f) }
            if done < 0 && errno != EINTR { return nil }
            usleep(20_000)
            waited += 0.02
        }
        return nil
    }

    /// The first non-empty line the opener wrote: what the pipe holds until it ends (every writer
    /// exited) or `deadline` passes (a child the opener left behind still holds it), whichever
    /// comes first.
    private static func firstLine(of descriptor: Int32, until deadline: Double) -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while bytes.count < 65_536, !bytes.contains(UInt8(ascii: "\n")) || bytes.allSatisfy(\.isSpace) {
            let count = read(descriptor, &buffer, buffer.count)
            if count > 0 {
                bytes += buffer[0..<count]
                continue
            }
            if count == 0 || (errno != EINTR && errno != EAGAIN && errno != EWOULDBLOCK) { break }
            let left = deadline - now()
            if left <= 0 { break }
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&ready, 1, Int32(min(left, 1) * 1000) + 1)
        }
        let text = String(decoding: bytes, as: UTF8.self)
        return text.split(whereSeparator: \.isNewline).map { $0.trimmingSpaces }.first { !$0.isEmpty } ?? ""
    }

    /// The monotonic clock in seconds (never stepped by a clock change).
    private static func now() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    /// The opener's path in one of `path`'s folders, if it is there and executable.
    private static func executable(_ name: String, path: String) -> String? {
        path.split(separator: ":").map { "\($0)/\(name)" }.first { access($0, X_OK) == 0 }
    }
}

extension UInt8 {
    fileprivate var isSpace: Bool { self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0D }
}

extension Substring {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
