import Foundation
import StudioTestSupport
import Testing

/// `tune` run by the real binary in a real terminal (tmux): what the screen shows, what the draft
/// holds for another process, and the terminal given back as it was on every way out.
@Suite(.serialized) struct TuneTerminalTests {
    let studio: TuneTerminalFixture

    init() throws { studio = try TuneTerminalFixture() }

    @Test func aBurstOfNudgesIsOneUndoStepEverywhere() throws {
        #expect(try studio.run("new bounce from move-up-bounce").status == 0)
        let terminal = try studio.start()
        let opened = try terminal.screen()
        assertSnapshot(opened, named: "tune-80x24")
        try terminal.keys("Down", "Down", "Down")
        try terminal.waitFor("▸   damping")
        for _ in 0..<22 { try terminal.keys("Right") }
        try terminal.waitFor("damping 0.61 → 0.62")
        let nudged = try terminal.screen()
        #expect(studio.line(nudged, containing: "▸   damping")!.contains("0.62"))
        // The metrics and the plot follow.
        #expect(studio.line(opened, containing: "settle time") != studio.line(nudged, containing: "settle time"))
        #expect(studio.line(nudged, containing: "overshoot (%)")!.contains("(-"))
        #expect(opened.split(separator: "\n")[3] != nudged.split(separator: "\n")[3])
        // Another process reads the draft at once.
        #expect(try studio.run("show bounce@draft").stdout.contains("uikit-spring(damping: 0.62, velocity: 0.1)"))
        // One undo takes the whole run back.
        try terminal.keys("u")
        try terminal.waitFor("undo: damping 0.62 → 0.4")
        #expect(try studio.run("show bounce@draft").stdout.contains("uikit-spring(damping: 0.4, velocity: 0.1)"))
        try terminal.keys("r")
        try terminal.waitFor("redo: damping 0.4 → 0.62")
        try terminal.keys("q")
        try studio.expectRestored(terminal, exit: "exit 0")
        #expect(
            try terminal.screen(joiningWrappedLines: true).contains(
                "bounce@draft  timing uikit-spring(damping: 0.4, velocity: 0.1) → uikit-spring(damping: 0.62, velocity: 0.1)"
            ))
        // And at the prompt: undo after tuning goes back to 0.40 in one step.
        #expect(
            try studio.run("undo").stdout
                == "undo: bounce@draft  timing uikit-spring(damping: 0.62, velocity: 0.1) → uikit-spring(damping: 0.4, velocity: 0.1)\n"
        )
    }

    @Test func aTypedValueWithAnErrorShowsTheCaretAndChangesNothingThenCommits() throws {
        #expect(try studio.run("new bounce from move-up-bounce").status == 0)
        let terminal = try studio.start()
        try terminal.keys("Down", "Down", "Down", "Enter")
        try terminal.waitFor("set damping 0.4")
        try terminal.type("x")
        try terminal.keys("Enter")
        try terminal.waitFor("            ^^^^ error: damping must be a number, got “0.4x”")
        #expect(try studio.run("show bounce@draft").stdout.contains("uikit-spring(damping: 0.4, velocity: 0.1)"))
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
        try studio.expectRestored(terminal, exit: "exit 0")
        #expect(try studio.run("history bounce").stdout.contains("less wobble"))
    }

    @Test func aResizeRedrawsAndTooSmallSaysWhatItNeeds() throws {
        #expect(try studio.run("new bounce from move-up-bounce").status == 0)
        let terminal = try studio.start()
        try terminal.resize(columns: 160, rows: 48)
        // The status line runs across the new width once the view redrew.
        try terminal.waitFor("q quit")
        let wide = try terminal.screen()
        #expect(wide.split(separator: "\n", omittingEmptySubsequences: false).count == 48)
        #expect(studio.line(wide, containing: "bounce@1 · draft = bounce@1")!.count > 100)
        assertSnapshot(wide, named: "tune-160x48")
        try terminal.resize(columns: 50, rows: 12)
        try terminal.waitFor("tune needs a terminal of at least 60×18")
        try terminal.waitFor("this one is 50×12")
        try terminal.keys("q")
        try studio.expectRestored(terminal, exit: "exit 0")
    }

    @Test func ctrlCRestoresTheTerminal() throws {
        #expect(try studio.run("new bounce from move-up-bounce").status == 0)
        let terminal = try studio.start(color: true)
        try terminal.keys("C-c")
        try studio.expectRestored(terminal, exit: "exit 0")
    }

    @Test func sigtermRestoresTheTerminalThenEnds() throws {
        #expect(try studio.run("new bounce from move-up-bounce").status == 0)
        let terminal = try studio.start()
        let pid = try #require(try terminal.childProcess())
        kill(pid, SIGTERM)
        try studio.expectRestored(terminal, exit: "exit 143")
    }

    @Test func sighupRestoresTheTerminalThenEnds() throws {
        #expect(try studio.run("new bounce from move-up-bounce").status == 0)
        let terminal = try studio.start()
        let pid = try #require(try terminal.childProcess())
        kill(pid, SIGHUP)
        try studio.expectRestored(terminal, exit: "exit 129")
    }

    @Test func aDraggedControlPointMovesTheCubic() throws {
        #expect(try studio.run("new bounce from card-expand; set timing cubic(0.17, 0.67, 0.76, 1)").status == 0)
        let terminal = try studio.start()
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
        // The tuner draws after each read of its input, so a frame may show the first motion's
        // message while the second is still being written. A key sent after the release is handled
        // after it: once the key's effect shows, the whole drag is handled and written.
        try terminal.keys("Down")
        let dragged = try terminal.waitFor("▸ delay-factor")
        let message = try #require(studio.line(dragged, containing: "control point 1 (0.17, 0.67) → ("))
        // What the screen says is what another process reads.
        let moved = try #require(message.split(separator: "→ (").last?.split(separator: ")").first)
            .split(separator: ", ")
        let expected = "cubic(\(moved[0]), \(moved[1]), 0.76, 1)"
        #expect(try studio.run("show bounce@draft").stdout.contains(expected))
        // The whole drag is one undo step.
        try terminal.keys("u")
        try terminal.waitFor("undo: x1 ")
        #expect(try studio.run("show bounce@draft").stdout.contains("cubic(0.17, 0.67, 0.76, 1)"))
        try terminal.keys("q")
        try studio.expectRestored(terminal, exit: "exit 0")
    }

    @Test func outsideATerminalTuneSaysItNeedsOne() throws {
        #expect(try studio.run("new bounce from move-up-bounce").status == 0)
        let run = try studio.run("tune")
        #expect(run.status == 1)
        #expect(
            run.stderr
                == "error: tune needs a terminal (standard input and output); scripts change the draft with set\n")
    }
}
