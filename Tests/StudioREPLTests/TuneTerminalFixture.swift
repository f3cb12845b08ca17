import Foundation
import StudioTestSupport
import Testing

/// What the tuner's terminal tests share: a folder of their own (database, tmux socket, `stty`
/// readings), `tune` started in tmux between two `stty -g` readings, the same database read by
/// another process, and everything ended and removed with the test. Every wait has a time limit,
/// so a hang fails the test instead of the run.
final class TuneTerminalFixture {
    let folder: String
    var database: String { folder + "/studio.sqlite" }
    private var terminals: [TmuxTerminal] = []

    init() throws {
        folder =
            FileManager.default.temporaryDirectory.appendingPathComponent(
                "animstudio-tune-\(UUID().uuidString.prefix(8))"
            ).path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    deinit {
        for terminal in terminals { terminal.close() }
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// `animstudio -c "tune ARGS"` in a terminal, between two `stty -g` readings.
    func start(
        _ arguments: String = "", columns: Int = 80, rows: Int = 24, color: Bool = false,
        showing title: String = "tune bounce@draft", environment more: [String: String] = [:]
    ) throws -> TmuxTerminal {
        var environment = ["ANIMSTUDIO_DB": database, "HOME": folder, "LANG": "C.UTF-8", "TERM": "xterm-256color"]
        environment.merge(more) { $1 }
        if !color { environment["NO_COLOR"] = "1" }
        let command =
            "stty -g > \(folder)/before; \(ProgramRun.binary.path) -c 'tune \(arguments)'; echo \"exit $?\"; "
            + "stty -g > \(folder)/after; echo after; exec sleep 600"
        let terminal = try TmuxTerminal(command, columns: columns, rows: rows, environment: environment, folder: folder)
        terminals.append(terminal)
        try terminal.waitFor(title)
        try terminal.waitFor("↑↓ select")  // the status line, drawn last: the whole first frame is there
        return terminal
    }

    /// `animstudio -c COMMAND` on the same database, as another process (no terminal), within a time limit.
    func run(_ command: String) throws -> TimedProcess {
        var environment = ProcessInfo.processInfo.environment
        environment["ANIMSTUDIO_DB"] = database
        return try TimedProcess(ProgramRun.binary.path, ["-c", command], environment: environment, timeout: 60)
    }

    /// The terminal's settings are what they were before `tune`.
    func expectRestored(_ terminal: TmuxTerminal, exit status: String) throws {
        let screen = try terminal.waitFor("after")
        #expect(screen.contains(status))
        #expect(!screen.contains("tune bounce@draft"))  // the alternate screen is gone
        let before = try String(contentsOfFile: folder + "/before", encoding: .utf8)
        let after = try String(contentsOfFile: folder + "/after", encoding: .utf8)
        #expect(!before.isEmpty && before == after)
    }

    func line(_ screen: String, containing text: String) -> String? {
        screen.split(separator: "\n").first { $0.contains(text) }.map(String.init)
    }
}
