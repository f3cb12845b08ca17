import Foundation
import StudioTestSupport
import Testing

/// The interactive studio's rough edges a new user hit, in a real pseudo-terminal.
@Suite(.serialized) struct NewcomerTerminalTests {
    static func folder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("newcomer-pty-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    static func environment(_ folder: String) -> [String: String] {
        [
            "ANIMSTUDIO_DB": folder + "/studio.sqlite", "XDG_STATE_HOME": folder + "/state", "HOME": folder,
            "TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"
        ]
    }

    /// Ctrl-D on an empty line ends the studio without libedit's `^D` echo; with text on the line it
    /// deletes the character under the cursor. `clear` clears the screen.
    @Test func controlDQuitsCleanlyAndClearClears() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let terminal = try PseudoTerminal(ProgramRun.binary.path, arguments: [], environment: Self.environment(folder))
        #expect(terminal.waitFor("help lists the commands"))
        #expect(terminal.waitFor("> "))
        terminal.pause()
        #expect(!terminal.transcript.contains("\u{1B}[H\u{1B}[2J"))
        terminal.type("clear\r")
        terminal.pause()
        #expect(terminal.transcript.contains("\u{1B}[H\u{1B}[2J"))
        terminal.pause()
        terminal.type("metrics linearx\u{02}\u{04}\r")  // Ctrl-B back over the x, Ctrl-D deletes it
        #expect(terminal.waitFor("jump 120 Hz  0.8 % of the progress between 0.0000 and 0.0083 s\n> "))
        terminal.pause()
        terminal.type("\u{04}")
        #expect(terminal.waitForExit() == 0)
        #expect(!terminal.transcript.contains("^D"))
        #expect(PseudoTerminal.plain(terminal.transcript).hasSuffix("> \n"))
    }

    /// With standard output piped (`animstudio | tee log`) and a person typing, the banner and the
    /// prompt show on the terminal (standard error) and only the results go down the pipe.
    @Test func pipedOutputKeepsThePromptOnTheTerminal() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let terminal = try PseudoTerminal(
            "/bin/sh", arguments: ["-c", "'\(ProgramRun.binary.path)' > '\(folder)/out.txt'"],
            environment: Self.environment(folder))
        #expect(terminal.waitFor("help lists the commands"))
        #expect(terminal.waitFor("> "))
        terminal.pause()
        terminal.type("metrics linear\r")
        terminal.pause()
        terminal.type("sample nope\r")
        #expect(terminal.waitFor("error: no timing, template or preset named “nope”"))
        terminal.pause()
        terminal.type("quit\r")
        #expect(terminal.waitForExit() == 0)
        let piped = try String(contentsOfFile: folder + "/out.txt", encoding: .utf8)
        #expect(
            piped == """
                linear
                  settleTime   0.9990 s
                  overshoot    0.00 %
                  oscillations 0
                  peakVelocity 1.0000 /s at 0.0000 s
                  t50          0.5000 s
                  duration     1.0000 s
                  jump 60 Hz   1.7 % of the progress between 0.0000 and 0.0167 s
                  jump 120 Hz  0.8 % of the progress between 0.0000 and 0.0083 s

                """)
        #expect(!PseudoTerminal.plain(terminal.transcript).contains("settleTime"))
    }
}
