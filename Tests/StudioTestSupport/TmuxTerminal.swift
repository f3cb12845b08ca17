import Foundation

/// A real terminal for the tests: a detached tmux session on a private server (its own socket file
/// in the test's folder, no user configuration), running one shell command, read back with
/// `capture-pane` exactly as a person would see it, and resized like a window.
///
/// Every tmux command runs with a time limit (``TimedProcess``: Foundation's `Process` never sees
/// the client that starts the server end, since the server keeps the socket it watches), and
/// ``close()`` (or deinit) ends the server with everything running in it.
public final class TmuxTerminal {
    /// How long one tmux command may take.
    public static let commandTimeout = 20.0
    public let folder: String
    public let socket: String
    private var closed = false

    /// Starts `command` under `sh` in a `columns × rows` terminal with `environment`.
    public init(_ command: String, columns: Int, rows: Int, environment: [String: String], folder: String) throws {
        self.folder = folder
        socket = folder + "/tmux.socket"
        let configuration = folder + "/tmux.conf"
        try "set -g status off\nset -g escape-time 0\nset -g default-terminal xterm-256color\n"
            .write(toFile: configuration, atomically: true, encoding: .utf8)
        let variables = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.quoted($0.value))" }.joined(
            separator: " ")
        try tmux([
            "-f", configuration, "new-session", "-d", "-x", "\(columns)", "-y", "\(rows)",
            "env -i PATH=/usr/bin:/bin \(variables) sh -c \(Self.quoted(command))"
        ])
    }

    deinit { close() }

    /// Ends the tmux server and every process in its terminal.
    public func close() {
        guard !closed else { return }
        closed = true
        _ = try? TimedProcess("tmux", ["-S", socket, "kill-server"], timeout: Self.commandTimeout)
        unlink(socket)
    }

    public static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// Runs one tmux command on this terminal's server; its output, or an error with what tmux said.
    @discardableResult
    public func tmux(_ arguments: [String]) throws -> String {
        let run = try TimedProcess("tmux", ["-S", socket] + arguments, timeout: Self.commandTimeout)
        guard run.status == 0 else {
            throw TimedProcessError("tmux \(arguments.joined(separator: " ")) exited \(run.status): \(run.stderr)")
        }
        return run.stdout
    }

    /// Keys by tmux name (`Down`, `Right`, `Enter`, `C-c`, `Escape`).
    public func keys(_ names: String...) throws { try tmux(["send-keys", "-t", "0"] + names) }

    /// Text typed as is.
    public func type(_ text: String) throws { try tmux(["send-keys", "-t", "0", "-l", text]) }

    /// Exact bytes, as a terminal sends a pointer report.
    public func bytes(_ text: String) throws {
        try tmux(["send-keys", "-t", "0", "-H"] + text.utf8.map { String(format: "%02x", $0) })
    }

    /// What the screen shows now, trailing spaces removed; `joiningWrappedLines` reads a line the
    /// terminal wrapped (on the normal screen, after the tuner) as one.
    public func screen(joiningWrappedLines: Bool = false) throws -> String {
        var captured = try tmux(["capture-pane", "-p", "-t", "0"] + (joiningWrappedLines ? ["-J"] : []))
        if captured.hasSuffix("\n") { captured.removeLast() }  // each line ends with one
        return captured.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in
                var text = String(line)
                while text.hasSuffix(" ") { text.removeLast() }
                return text
            }.joined(separator: "\n")
    }

    /// The screen with its colours and attributes as SGR sequences (`capture-pane -e`).
    public func styledScreen() throws -> String { try tmux(["capture-pane", "-p", "-e", "-t", "0"]) }

    public func resize(columns: Int, rows: Int) throws {
        try tmux(["resize-window", "-t", "0", "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// Waits until the screen contains `text` and returns that screen; throws, with the screen it
    /// last saw, after `timeout` seconds.
    @discardableResult
    public func waitFor(_ text: String, timeout: Double = 20) throws -> String {
        try waitUntil("“\(text)”", timeout: timeout) { $0.contains(text) }
    }

    /// Waits until `condition` holds for the screen and returns that screen.
    @discardableResult
    public func waitUntil(_ what: String, timeout: Double = 20, _ condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var shown = try screen()
        while !condition(shown) {
            guard Date() < deadline else {
                throw TimedProcessError("the terminal did not show \(what) within \(timeout) s; it shows:\n\(shown)")
            }
            Thread.sleep(forTimeInterval: 0.03)
            shown = try screen()
        }
        return shown
    }

    /// The process id of the shell's child (the program under test).
    public func childProcess() throws -> Int32? {
        let shell = try tmux(["display-message", "-p", "-t", "0", "#{pane_pid}"]).trimmingCharacters(
            in: .whitespacesAndNewlines)
        let children = try TimedProcess("pgrep", ["-P", shell], timeout: Self.commandTimeout)
        return children.stdout.split(separator: "\n").first.flatMap { Int32($0) }
    }
}
