import Foundation
import StudioTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `preview --open` through a real opener on the PATH (a shell script standing in for xdg-open):
/// the edit key never on any process's command line, and an opener that fails while a child of
/// its own still holds its output never holds the studio.
@Suite(.serialized) struct PreviewOpenerTests {
    let folder: String
    let database: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("opener-\(UUID())").path
        database = folder + "/studio.sqlite"
        try FileManager.default.createDirectory(atPath: folder + "/bin", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/run", withIntermediateDirectories: true)
        chmod(folder + "/run", 0o700)
        #expect(try ProgramRun(["-c", "new f from fade"], database: database).status == 0)
    }

    func opener(_ script: String) throws {
        try "#!/bin/sh\n\(script)\n".write(toFile: folder + "/bin/xdg-open", atomically: true, encoding: .utf8)
        chmod(folder + "/bin/xdg-open", 0o755)
    }

    /// `animstudio -c COMMAND` ended with SIGTERM after `seconds`, its output read as it comes.
    func start(_ command: String, seconds: Int) throws -> (Process, Pipe) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["-s", "TERM", "\(seconds)", ProgramRun.binary.path, "--db", database, "-c", command]
        process.environment = [
            "PATH": folder + "/bin", "HOME": folder, "LANG": "C.UTF-8", "XDG_RUNTIME_DIR": folder + "/run"
        ]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        return (process, out)
    }

    /// Every process's arguments, as /proc shows them to any local user.
    static func everyCommandLine() -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { $0.allSatisfy(\.isNumber) }.compactMap { pid in
            FileManager.default.contents(atPath: "/proc/\(pid)/cmdline").map {
                String(decoding: $0.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
            }
        }
    }

    @Test func theEditKeyReachesTheOpenerOnlyInAPrivateFile() throws {
        // The opener records what it got and the file's modes, then stays a while, as a browser
        // starting up does, while this test reads every process's arguments.
        try opener(
            """
            echo "$1" > \(folder)/argument
            file="${1#file://}"
            /usr/bin/stat -c '%a' "$file" "${file%/*}" > \(folder)/modes
            /bin/cat "$file" > \(folder)/page
            : > \(folder)/ready
            /bin/sleep 2
            """)
        let (process, out) = try start("preview --edit f --open", seconds: 6)
        let deadline = Date().addingTimeInterval(20)
        while !FileManager.default.fileExists(atPath: folder + "/ready"), Date() < deadline { usleep(20_000) }
        let commandLines = Self.everyCommandLine()
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let lines = output.split(separator: "\n").map(String.init)
        let address = String(lines.first?.split(separator: " ").last ?? "")
        let key = address.components(separatedBy: "?key=").dropFirst().first ?? ""
        #expect(key.count == 64)
        #expect(commandLines.contains { $0.contains("xdg-open") })  // the opener was running when read
        #expect(!commandLines.contains { $0.contains(key) })
        let argument = try String(contentsOfFile: folder + "/argument", encoding: .utf8)
        #expect(argument.hasPrefix("file://\(folder)/run/animstudio-open-") && argument.hasSuffix("/preview.html\n"))
        #expect(try String(contentsOfFile: folder + "/modes", encoding: .utf8) == "600\n700\n")
        let page = try String(contentsOfFile: folder + "/page", encoding: .utf8)
        #expect(page.contains("<meta http-equiv=\"refresh\" content=\"0;url=\(address)\">"))
        #expect(lines.dropFirst().first == "opened \(address) in the browser (xdg-open)")
        // Stopping the preview removed the file and its folder.
        let file = String(argument.dropFirst("file://".count).dropLast())
        #expect(!FileManager.default.fileExists(atPath: file))
        #expect(!FileManager.default.fileExists(atPath: (file as NSString).deletingLastPathComponent))
    }

    @Test func anOpenerThatFailsWhileItsChildHoldsThePipeDoesNotHangTheStudio() throws {
        try opener(
            """
            /bin/sleep 60 &
            echo $! > \(folder)/child
            echo "xdg-open: no method available for opening '$1'" >&2
            exit 4
            """)
        let (process, out) = try start("preview f --open", seconds: 6)
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if let child = try? String(contentsOfFile: folder + "/child", encoding: .utf8),
            let pid = Int32(child.trimmingCharacters(in: .whitespacesAndNewlines))
        {
            kill(pid, SIGKILL)
        }
        let lines = output.split(separator: "\n").map(String.init)
        let address = String(lines.first?.split(separator: " ").last ?? "")
        #expect(address.hasPrefix("http://127.0.0.1:"))
        // Said before the studio was ended (on main it waited for the child: nothing after the address).
        #expect(
            lines.dropFirst().first
                == "could not open the browser: xdg-open failed with status 4: “xdg-open: no method available for opening '\(address)'”; open \(address) by hand"
        )
        #expect(lines.last == "(it follows every change until Ctrl-C)")
    }
}
