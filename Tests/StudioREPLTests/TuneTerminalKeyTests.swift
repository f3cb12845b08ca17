import Foundation
import StudioTestSupport
import Testing

/// The tuner's other keys through the real binary in tmux: the timing's kind, the base, the wheel,
/// playing the motion, one undo step per run of nudges, the draft kept on the way out, a resize in
/// the middle of typing, and a preset name that must never reach the terminal raw.
@Suite(.serialized) struct TuneTerminalKeyTests {
    let studio: TuneTerminalFixture

    init() throws { studio = try TuneTerminalFixture() }

    /// An SGR pointer report at a 0-based cell, as xterm sends it.
    func pointer(_ button: Int, column: Int, row: Int, release: Bool = false) -> String {
        "\u{1B}[<\(button);\(column + 1);\(row + 1)\(release ? "m" : "M")"
    }

    @Test func kSwitchesTheTimingKindConvertingTheCurveAsOneStep() throws {
        #expect(try studio.run("new bounce from move-up-bounce").status == 0)
        let terminal = try studio.start(columns: 200, rows: 48)  // the longest message fits
        try terminal.keys("k")
        // The converted numbers are kept exact and said as derived numbers are printed.
        let spring = "spring(mass: 1, stiffness: 229.674591645, damping: 12.124014956, velocity: 0.1)"
        let exact = "spring(mass: 1, stiffness: 229.67459164514798, damping: 12.124014955982805, velocity: 0.1)"
        let switched = try terminal.waitFor("timing uikit-spring(damping: 0.4, velocity: 0.1) → \(spring)")
        // The timing's line is selected and shows the new kind with its numbers under it; a spring form
        // runs for its own duration, so the template's stays (the message names no other change).
        #expect(studio.line(switched, containing: "▸ timing")!.hasPrefix("▸ timing               spring   "))
        #expect(
            studio.line(switched, containing: "  stiffness")!.hasPrefix("    stiffness          229.674591645 (0, ∞)"))
        #expect(!studio.line(switched, containing: "→")!.contains("duration"))
        #expect(try studio.run("show bounce@draft").stdout.contains("timing        \(exact)\n"))
        // A form that starts at rest says the velocity is gone; the list names the form.
        try terminal.keys("k")
        let bounce = "spring(duration: 0.414594362016, bounce: 0.6)"
        let atRest = try terminal.waitFor(
            "timing \(spring) → \(bounce) (this form starts at rest: velocity 0.1 dropped)")
        #expect(studio.line(atRest, containing: "▸ timing")!.hasPrefix("▸ timing            spring-bounce   "))
        // K goes back the other way (at rest now); to a uikit-spring, which is derived from the
        // duration, the duration changes with it, and that is said.
        try terminal.keys("K")
        try terminal.waitFor("timing \(bounce) → spring(mass: 1, stiffness: 229.674591645")
        try terminal.keys("K")
        try terminal.waitFor("→ uikit-spring(damping: 0.4, velocity: 0), duration 1 → 1.00274393")
        #expect(try studio.run("show bounce@draft").stdout.contains("duration      1.00274393"))
        // Undo takes back one switch at a time, the duration with its switch.
        try terminal.keys("u")
        try terminal.waitFor(
            "undo: timing uikit-spring(damping: 0.4, velocity: 0) → spring(mass: 1, stiffness: 229.674591645")
        try terminal.keys("u")
        try terminal.waitFor("undo: timing spring(mass: 1, stiffness: 229.674591645")
        try terminal.keys("u", "u")
        try terminal.waitFor("undo: timing \(spring) → uikit-spring(damping: 0.4, velocity: 0.1)")
        let shown = try studio.run("show bounce@draft").stdout
        #expect(shown.contains("timing        uikit-spring(damping: 0.4, velocity: 0.1)\n"))
        #expect(shown.contains("duration      1 s\n"))
        try terminal.keys("q")
        try studio.expectRestored(terminal, exit: "exit 0")
    }

    @Test func bPicksTheBaseByVersionOrTagAndRefusesOneThatDoesNotExist() throws {
        #expect(
            try studio.run(
                "new bounce from move-up-bounce; set damping 0.5; commit -m two; tag bounce@1 first; set damping 0.7"
            ).status == 0)
        let terminal = try studio.start()
        #expect(try terminal.screen().hasPrefix("tune bounce@draft (move-up-bounce) — base bounce@2\n"))
        try terminal.keys("b")
        try terminal.waitFor("Enter accepts  Esc cancels")
        #expect(try terminal.screen().split(separator: "\n").contains("base bounce@"))
        try terminal.type("9")
        try terminal.keys("Enter")
        let refused = try terminal.waitFor("error: version 9 of “bounce” does not exist (latest is 2)")
        #expect(refused.hasPrefix("tune bounce@draft (move-up-bounce) — base bounce@2\n"))
        try terminal.keys("BSpace")
        try terminal.type("first")
        try terminal.keys("Enter")
        // A tag names its version.
        let picked = try terminal.waitFor("comparing with bounce@1")
        #expect(picked.hasPrefix("tune bounce@draft (move-up-bounce) — base bounce@1\n"))
        #expect(studio.line(picked, containing: "metric")!.hasSuffix("metric              bounce@1  draft (change)"))
        // The draft's damping 0.7 against version 1's 0.4: less overshoot than the base.
        #expect(studio.line(picked, containing: "overshoot (%)")!.hasSuffix("25.4     4.6 (-20.8)"))
        // Empty: the latest version again, which follows commits.
        try terminal.keys("b", "C-u")
        try terminal.keys("BSpace", "BSpace", "BSpace", "BSpace", "BSpace", "Enter")
        try terminal.waitFor("comparing with bounce@2")
        try terminal.keys("Escape")
        try studio.expectRestored(terminal, exit: "exit 0")
    }

    @Test func theWheelOverAParameterSelectsAndNudgesIt() throws {
        #expect(try studio.run("new bounce from move-up-bounce").status == 0)
        let terminal = try studio.start()
        let screen = try terminal.screen().split(separator: "\n", omittingEmptySubsequences: false)
        let damping = try #require(screen.firstIndex { $0.hasPrefix("    damping") })
        let velocity = try #require(screen.firstIndex { $0.hasPrefix("    velocity") })
        try terminal.bytes(pointer(64, column: 6, row: damping))
        let up = try terminal.waitFor("damping 0.4 → 0.41")
        #expect(studio.line(up, containing: "damping")!.hasPrefix("▸   damping      0.41 (0, ∞)"))
        try terminal.bytes(pointer(65, column: 6, row: velocity) + pointer(65, column: 6, row: velocity))
        let down = try terminal.waitFor("velocity 0 → -0.1")
        #expect(studio.line(down, containing: "velocity")!.hasPrefix("▸   velocity     -0.1 any"))
        #expect(try studio.run("show bounce@draft").stdout.contains("uikit-spring(damping: 0.41, velocity: -0.1)"))
        // The wheel over the plot or the metrics nudges nothing.
        try terminal.bytes(pointer(64, column: 60, row: 10))
        try terminal.keys("Up")
        try terminal.waitFor("▸   damping")
        #expect(try studio.run("show bounce@draft").stdout.contains("uikit-spring(damping: 0.41, velocity: -0.1)"))
        try terminal.keys("q")
        try studio.expectRestored(terminal, exit: "exit 0")
    }

    @Test func pPlaysTheTableEntranceInTheViewAndAKeyStopsIt() throws {
        #expect(try studio.run("new bounce from move-up-bounce").status == 0)
        let terminal = try studio.start()
        try terminal.keys("p")
        try terminal.waitFor("any key stops")
        let playing = try terminal.waitFor("bounce@draft on demo-team · t = ")
        // The frame's header says what the status line says, and what stops it: a key.
        #expect(!playing.contains("Ctrl-C"))
        try terminal.waitFor("▕ Felix Brandt · QA")
        let played = try terminal.waitFor("played 1.250s")
        #expect(played.contains("↑↓ select"))
        #expect(!played.contains("Avery Quinn"))  // back to the tuner's own view
        // A key stops a second run where it is.
        try terminal.keys("p")
        try terminal.waitFor("any key stops")
        try terminal.keys("x")
        let stopped = try terminal.waitUntil("“stopped at … of 1.250s”") {
            $0.contains("stopped at ") && $0.contains(" of 1.250s")
        }
        #expect(stopped.contains("↑↓ select"))
        try terminal.keys("q")
        try studio.expectRestored(terminal, exit: "exit 0")
    }

    @Test func eachRunOfNudgesIsOneUndoStep() throws {
        #expect(try studio.run("new bounce from move-up-bounce").status == 0)
        let terminal = try studio.start()
        try terminal.keys("Down", "Down", "Down", "Right", "Right", "Right")
        try terminal.waitFor("damping 0.42 → 0.43")
        try terminal.keys("Down", "Right", "Right")
        try terminal.waitFor("velocity 0.2 → 0.3")
        // Back to damping: a new run, not the first one continued.
        try terminal.keys("Up", "Right")
        try terminal.waitFor("damping 0.43 → 0.44")
        try terminal.keys("u")
        try terminal.waitFor("undo: damping 0.44 → 0.43")
        try terminal.keys("u")
        try terminal.waitFor("undo: velocity 0.3 → 0.1")
        try terminal.keys("u")
        try terminal.waitFor("undo: damping 0.43 → 0.4")
        #expect(try studio.run("show bounce@draft").stdout.contains("uikit-spring(damping: 0.4, velocity: 0.1)"))
        try terminal.keys("q")
        try studio.expectRestored(terminal, exit: "exit 0")
    }

    @Test func everyWayOutKeepsTheDraft() throws {
        #expect(try studio.run("new bounce from move-up-bounce").status == 0)
        let values = ["0.4", "0.41", "0.42", "0.43"]
        for (index, way) in ["q", "Escape", "C-c"].enumerated() {
            let terminal = try studio.start()
            try terminal.keys("Down", "Down", "Down", "Right")
            try terminal.waitFor("damping \(values[index]) → \(values[index + 1])")
            try terminal.keys(way)
            try studio.expectRestored(terminal, exit: "exit 0")
            terminal.close()
            let draft = "uikit-spring(damping: \(values[index + 1]), velocity: 0.1)"
            #expect(try studio.run("show bounce@draft").stdout.contains(draft), "after \(way)")
        }
        // Nothing was committed, and the next tuner opens on the kept draft.
        let history = try studio.run("history bounce").stdout.split(separator: "\n")
        #expect(history.count == 1 && history[0].hasPrefix("@1 ") && history[0].hasSuffix("from move-up-bounce"))
        let terminal = try studio.start()
        let reopened = try terminal.screen()
        #expect(studio.line(reopened, containing: "damping")!.hasPrefix("    damping      0.43 (0, ∞)"))
        #expect(studio.line(reopened, containing: "draft differs") != nil)
        try terminal.keys("q")
        try studio.expectRestored(terminal, exit: "exit 0")
    }

    @Test func aResizeWhileTypingKeepsTheLineAndTheValueLands() throws {
        #expect(try studio.run("new bounce from move-up-bounce").status == 0)
        let terminal = try studio.start()
        try terminal.keys("Down", "Down", "Down", "Enter")
        try terminal.waitFor("set damping 0.4")
        try terminal.type("5")
        try terminal.resize(columns: 100, rows: 30)
        let resized = try terminal.waitUntil("the view at 100×30") {
            $0.split(separator: "\n", omittingEmptySubsequences: false).count == 30 && $0.contains("set damping 0.45")
        }
        #expect(resized.split(separator: "\n").allSatisfy { $0.count <= 100 })
        try terminal.resize(columns: 50, rows: 12)
        try terminal.waitFor("this one is 50×12")
        try terminal.resize(columns: 80, rows: 24)
        try terminal.waitFor("set damping 0.45")
        try terminal.keys("Enter")
        try terminal.waitFor("damping 0.4 → 0.45")
        #expect(try studio.run("show bounce@draft").stdout.contains("uikit-spring(damping: 0.45, velocity: 0.1)"))
        try terminal.keys("q")
        try studio.expectRestored(terminal, exit: "exit 0")
    }

    /// A name only an old or foreign database can hold (`new` refuses it): an OSC title change, a
    /// bell, a right-to-left override and a colour. The tuner shows them escaped, in its title, its
    /// status line and the summary after it, and the terminal's title never changes.
    @Test func aHostilePresetNameNeverReachesTheTerminalRaw() throws {
        #expect(try studio.run("new bounce from move-up-bounce").status == 0)
        let name = "evil\u{1B}]0;owned\u{7}\u{202E}x\u{1B}[31mred"
        let quoted = name.replacingOccurrences(of: "'", with: "''")
        let sql =
            "UPDATE presets SET name = '\(quoted)'; UPDATE settings SET value = '\(quoted)' WHERE key = 'current_preset';"
        #expect(try TimedProcess("sqlite3", [studio.database, sql], timeout: 30).status == 0)
        let shown = #"evil\e]0;owned\u{7}\u{202E}x\e[31mred"#
        let terminal = try studio.start(columns: 120, showing: "tune \(shown)@draft (move-up-bounce) — base \(shown)@1")
        try terminal.keys("Right")
        let nudged = try terminal.waitFor("duration 1 → 1.05")
        #expect(studio.line(nudged, containing: "draft differs")!.hasPrefix("\(shown)@1 · draft differs · "))
        #expect(!nudged.unicodeScalars.contains { $0 == "\u{202E}" || $0 == "\u{7}" || $0 == "\u{1B}" })
        #expect(try !terminal.styledScreen().unicodeScalars.contains("\u{202E}"))
        try terminal.keys("q")
        try studio.expectRestored(terminal, exit: "exit 0")
        #expect(try terminal.screen(joiningWrappedLines: true).contains("\(shown)@draft  duration 1 → 1.05"))
        #expect(try terminal.tmux(["display-message", "-p", "-t", "0", "#{pane_title}"]) != "owned\n")
    }
}
