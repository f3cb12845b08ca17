import StudioTestSupport
import Foundation
import Testing

/// `tune` run by the real binary in a real terminal (tmux): what the screen shows, what the draft
/// holds for another process, and the terminal given back as it was on every way out.
///
/// Each test has its own folder (database, tmux socket, `stty` readings) and its own tmux server,
/// ended with the test; every wait has a time limit, so a hang fails the test instead of the run.
@Suite(.serialized) final class TuneTerminalTests {
    let folder: String
    var database: String { folder + "/studio.sqlite" }
    private var terminals: [TmuxTerminal] = []

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("animstudio-tune-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    deinit {
        for terminal in terminals { terminal.close() }
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// `animstudio -c "tune ARGS"` in a terminal, between two `stty -g` readings.
    func start(
        _ arguments: String = "", columns: Int = 80, rows: Int = 24, color: Bool = false, showing title: String = "tune bounce@draft"
    ) throws -> TmuxTerminal {
        var environment = ["ANIMSTUDIO_DB": database, "HOME": folder, "LANG": "C.UTF-8", "TERM": "xterm-256color"]
        if !color { environment["NO_COLOR"] = "1" }
        let command = "stty -g > \(folder)/before; \(ProgramRun.binary.path) -c 'tune \(arguments)'; echo \"exit $?\"; "
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

    @Test func aBurstOfNudgesIsOneUndoStepEverywhere() throws {
        #expect(try run("new bounce from move-up-bounce").status == 0)
        let terminal = try start()
        let opened = try terminal.screen()
        assertSnapshot(opened, named: "tune-80x24")
        try terminal.keys("Down", "Down", "Down")
        try terminal.waitFor("▸   damping")
        for _ in 0..<22 { try terminal.keys("Right") }
        try terminal.waitFor("damping 0.61 → 0.62")
        let nudged = try terminal.screen()
        #expect(line(nudged, containing: "▸   damping")!.contains("0.62"))
        // The metrics and the plot follow.
        #expect(line(opened, containing: "settle time") != line(nudged, containing: "settle time"))
        #expect(line(nudged, containing: "overshoot (%)")!.contains("(-"))
        #expect(opened.split(separator: "\n")[3] != nudged.split(separator: "\n")[3])
        // Another process reads the draft at once.
        #expect(try run("show bounce@draft").stdout.contains("uikit-spring(damping: 0.62, velocity: 0.1)"))
        // One undo takes the whole run back.
        try terminal.keys("u")
        try terminal.waitFor("undo: damping 0.62 → 0.4")
        #expect(try run("show bounce@draft").stdout.contains("uikit-spring(damping: 0.4, velocity: 0.1)"))
        try terminal.keys("r")
        try terminal.waitFor("redo: damping 0.4 → 0.62")
        try terminal.keys("q")
        try expectRestored(terminal, exit: "exit 0")
        #expect(try terminal.screen(joiningWrappedLines: true).contains("bounce@draft  timing uikit-spring(damping: 0.4, velocity: 0.1) → uikit-spring(damping: 0.62, velocity: 0.1)"))
        // And at the prompt: undo after tuning goes back to 0.40 in one step.
        #expect(try run("undo").stdout == "undo: bounce@draft  timing uikit-spring(damping: 0.62, velocity: 0.1) → uikit-spring(damping: 0.4, velocity: 0.1)\n")
    }

    @Test func aTypedValueWithAnErrorShowsTheCaretAndChangesNothingThenCommits() throws {
        #expect(try run("new bounce from move-up-bounce").status == 0)
        let terminal = try start()
        try terminal.keys("Down", "Down", "Down", "Enter")
        try terminal.waitFor("set damping 0.4")
        try terminal.type("x")
        try terminal.keys("Enter")
        try terminal.waitFor("            ^^^^ error: damping must be a number, got “0.4x”")
        #expect(try run("show bounce@draft").stdout.contains("uikit-spring(damping: 0.4, velocity: 0.1)"))
        try terminal.keys("BSpace", "BSpace")
        try terminal.type("55")
        try terminal.keys("Enter")
        try terminal.waitFor("damping 0.4 → 0.55")
        try terminal.waitFor("draft differs")
        try terminal.keys("c")
        try terminal.waitFor("commit -m")
        try terminal.type("less wobble")
        try terminal.keys("Enter")
        try terminal.waitFor("committed bounce@2")
        try terminal.waitFor("bounce@2 · draft = bounce@2")
        try terminal.keys("Escape")
        try expectRestored(terminal, exit: "exit 0")
        #expect(try run("history bounce").stdout.contains("less wobble"))
    }

    @Test func aResizeRedrawsAndTooSmallSaysWhatItNeeds() throws {
        #expect(try run("new bounce from move-up-bounce").status == 0)
        let terminal = try start()
        try terminal.resize(columns: 160, rows: 48)
        // The status line runs across the new width once the view redrew.
        try terminal.waitFor("q quit")
        let wide = try terminal.screen()
        #expect(wide.split(separator: "\n", omittingEmptySubsequences: false).count == 48)
        #expect(line(wide, containing: "bounce@1 · draft = bounce@1")!.count > 100)
        assertSnapshot(wide, named: "tune-160x48")
        try terminal.resize(columns: 50, rows: 12)
        try terminal.waitFor("tune needs a terminal of at least 60×18")
        try terminal.waitFor("this one is 50×12")
        try terminal.keys("q")
        try expectRestored(terminal, exit: "exit 0")
    }

    @Test func ctrlCRestoresTheTerminal() throws {
        #expect(try run("new bounce from move-up-bounce").status == 0)
        let terminal = try start(color: true)
        try terminal.keys("C-c")
        try expectRestored(terminal, exit: "exit 0")
    }

    @Test func sigtermRestoresTheTerminalThenEnds() throws {
        #expect(try run("new bounce from move-up-bounce").status == 0)
        let terminal = try start()
        let pid = try #require(try terminal.childProcess())
        kill(pid, SIGTERM)
        try expectRestored(terminal, exit: "exit 143")
    }

    @Test func sighupRestoresTheTerminalThenEnds() throws {
        #expect(try run("new bounce from move-up-bounce").status == 0)
        let terminal = try start()
        let pid = try #require(try terminal.childProcess())
        kill(pid, SIGHUP)
        try expectRestored(terminal, exit: "exit 129")
    }

    @Test func aDraggedControlPointMovesTheCubic() throws {
        #expect(try run("new bounce from card-expand; set timing cubic(0.17, 0.67, 0.76, 1)").status == 0)
        let terminal = try start()
        let screen = try terminal.screen().split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
        // The first ● from the left is control point 1 (x1 = 0.17 is left of x2 = 0.76).
        var points: [(column: Int, row: Int)] = []
        for (row, line) in screen.enumerated() {
            for (column, character) in line.enumerated() where character == "●" { points.append((column, row)) }
        }
        #expect(points.count == 2)
        let first = try #require(points.min { $0.column < $1.column })
        try terminal.bytes("\u{1B}[<0;\(first.column + 1);\(first.row + 1)M")
        try terminal.bytes("\u{1B}[<32;\(first.column + 4);\(first.row)M")
        try terminal.bytes("\u{1B}[<32;\(first.column + 7);\(first.row - 1)M")
        try terminal.bytes("\u{1B}[<0;\(first.column + 7);\(first.row - 1)m")
        try terminal.waitFor("control point 1 (0.17, 0.67) → (")
        let message = try #require(line(try terminal.screen(), containing: "control point 1 (0.17, 0.67) → ("))
        // What the screen says is what another process reads.
        let moved = message.split(separator: "→ (").last!.split(separator: ")").first!.split(separator: ", ")
        let expected = "cubic(\(moved[0]), \(moved[1]), 0.76, 1)"
        #expect(try run("show bounce@draft").stdout.contains(expected))
        // The whole drag is one undo step.
        try terminal.keys("u")
        try terminal.waitFor("undo: x1 ")
        #expect(try run("show bounce@draft").stdout.contains("cubic(0.17, 0.67, 0.76, 1)"))
        try terminal.keys("q")
        try expectRestored(terminal, exit: "exit 0")
    }

    @Test func outsideATerminalTuneSaysItNeedsOne() throws {
        #expect(try run("new bounce from move-up-bounce").status == 0)
        let run = try run("tune")
        #expect(run.status == 1)
        #expect(run.stderr == "error: tune needs a terminal (standard input and output); scripts change the draft with set\n")
    }
}
