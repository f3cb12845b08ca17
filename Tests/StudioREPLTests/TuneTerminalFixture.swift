import Foundation
import StudioTestSupport
import Testing

/// What the tuner's terminal tests share: a ``TemporaryStudio`` (database, tmux socket, `stty`
/// readings), `tune` started in tmux (``StudioTerminal``) between two `stty -g` readings, the same
/// database read by another process, and everything ended and removed with the test. Every wait has
/// a time limit, so a hang fails the test instead of the run.
final class TuneTerminalFixture {
    let studio: TemporaryStudio
    var folder: String { studio.folder }
    var database: String { studio.database }
    private var terminals: [StudioTerminal] = []

    init() throws { studio = try TemporaryStudio("tune") }

    /// `animstudio -c "tune ARGS"` in a terminal, between two `stty -g` readings.
    func start(
        _ arguments: String = "", columns: Int = 80, rows: Int = 24, color: Bool = false,
        showing title: String = "tune bounce@draft", environment more: [String: String] = [:]
    ) throws -> TmuxTerminal {
        let started = try StudioTerminal(
            command: "stty -g > \(folder)/before; \(ProgramRun.binary.path) -c 'tune \(arguments)'",
            then: "stty -g > \(folder)/after; echo after", on: studio, columns: columns, rows: rows, color: color,
            environment: more)
        terminals.append(started)
        let terminal = started.terminal
        try terminal.waitFor(title)
        try terminal.waitFor("↑↓ select")  // the status line, drawn last: the whole first frame is there
        return terminal
    }

    /// `animstudio -c COMMAND` on the same database, as another process (no terminal), within a time limit.
    func run(_ command: String) throws -> TimedProcess { try studio.run(command) }

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
