import Foundation
import StudioTestSupport
import Testing

/// The newcomer's rough edges where the terminal is the thing: `templates` at 80 columns broke words
/// (`opac|ity`) at the edge (in tmux, read back as a person sees it), `-c "preview …"` said
/// `preview stop` ends it, which a `-c` run cannot take, real-time `play` lost its last column, a
/// second Tab did not list, and `clear` left the prompt on the second line.
@Suite(.serialized) struct NewcomerRoughEdgeTerminalTests {
    let studio: TemporaryStudio

    init() throws { studio = try TemporaryStudio("rough") }

    @Test func templatesWrapBetweenWordsUnderTheirColumnAt80Columns() throws {
        let running = try StudioTerminal(
            program: "-c 'templates; templates tip-in'", on: studio, columns: 80, rows: 40, color: true)
        let terminal = running.terminal
        let screen = try terminal.waitFor("exit 0")
        #expect(
            screen.hasPrefix(
                """
                fade            alpha 0 → 1
                move-up-bounce  translation y: row height → 0
                move-up-fade    translation y: row height / 2 → 0, alpha 0 → 1
                slide-in        translation x: table width → 0
                tip-in          contentView: rotate −15° about z then translate (−20, −20);
                                opacity 0.8 → 1
                card-expand     centred card → full screen, corner radius → 0, description and
                                close alpha → 1, neighbours ∓50 pt in x
                toolbar-swap    tab bar alpha 1 → 0, tool bar y: screen height → screen height −
                                bar height
                tip-in: contentView: rotate −15° about z then translate (−20, −20); opacity 0.8
                        → 1
                  reproduces: CATransform3DTranslate(CATransform3DRotate(CATransform3DIdentity,
                              angle, 0, 0, 1), x, y, 0) → identity; UIView.animate(withDuration:
                              0.4), once per index path
                  duration      0.4 s        the animation's duration (springs given by
                                             mass/stiffness use their settling duration)
                  delay-factor  0 s          delay per row: row r starts after r × delay-factor
                  timing        ease-in-out  the timing curve
                  angle         -15 °        rotation about z applied first
                  offset-x      -20 pt       x translation, in the rotated layer's space
                  offset-y      -20 pt       y translation, in the rotated layer's space
                  opacity-from  0.8          starting opacity
                exit 0
                """))
    }

    /// In a pseudo-terminal (standard output a terminal, as a person runs it), a `-c` run serves
    /// its preview until Ctrl-C, and says so: `preview stop` cannot be typed there.
    @Test func aPreviewInACommandRunSaysCtrlCEndsIt() throws {
        var environment = studio.environment
        environment["TERM"] = "xterm-256color"
        environment["PATH"] = "/usr/bin:/bin"
        let terminal = try PseudoTerminal(
            ProgramRun.binary.path, arguments: ["-c", "new a from fade; preview a"], environment: environment)
        #expect(terminal.waitFor("(it follows every change"))
        terminal.pause()
        let shown = PseudoTerminal.plain(terminal.transcript)
        #expect(shown.contains("\n(it follows every change until Ctrl-C)"))
        #expect(!shown.contains("preview stop"))
        terminal.type("\u{03}")
        #expect(terminal.waitForExit() == 0)
    }

    /// Real-time `play` at the terminal's width: the rows' right edge is drawn in the last column (an
    /// erase after each line took it), and a header wider than the window is cut with `…` (with
    /// wrapping off, the rest of it was written over the last column: `offset 0.0 pt · Ctrl-C stops`
    /// showed as `offset 0.0 s`).
    @Test func realTimePlayDrawsTheLastColumnAndCutsTheHeader() throws {
        let running = try StudioTerminal("-c 'play bounce on demo-team --scroll \"wait 2\"'", columns: 60, rows: 20)
        defer { withExtendedLifetime(running) {} }
        let terminal = running.terminal
        let row = "▕ Avery Quinn · Motion Designer" + String(repeating: " ", count: 28) + "▏"
        let screen = try terminal.waitUntil("the first row whole") { $0.contains("\n" + row + "\n") }
        let header = String(screen.prefix { $0 != "\n" })
        #expect(header.hasPrefix("bounce@1 on demo-team · t = "))
        #expect(header.hasSuffix("s of 2.000s · offset 0.0…"))
        #expect(try terminal.waitFor("exit 0").hasPrefix("played 2.000s\nexit 0"))
    }

    /// The studio at its prompt, holding `bounce`, in an 80×20 terminal.
    func atThePrompt() throws -> StudioTerminal {
        let running = try StudioTerminal("", columns: 80, rows: 20)
        try running.terminal.waitFor("bounce@1>")
        return running
    }

    /// Types `line` and Enter.
    func enter(_ line: String, _ terminal: TmuxTerminal) throws {
        try terminal.type(line)
        try terminal.keys("Enter")
    }

    /// A Tab that adds what several candidates share, then a second Tab, lists them (it took a third).
    @Test func aSecondTabListsTheCandidatesTheFirstCouldNotChooseBetween() throws {
        let running = try atThePrompt()
        let terminal = running.terminal
        try terminal.type("new b from move")
        try terminal.keys("Tab")
        try terminal.waitFor("> new b from move-up-")
        try terminal.keys("Tab")
        let listed = try terminal.waitFor("move-up-bounce  move-up-fade")
        #expect(
            listed.trimmingCharacters(in: .newlines).hasSuffix(
                "bounce@1> new b from move-up-\nmove-up-bounce  move-up-fade\nbounce@1> new b from move-up-"))
        try terminal.keys("C-u")
        try enter("quit", terminal)
        try terminal.waitFor("exit 0")
    }

    /// `clear` leaves the prompt on the screen's first line, as Ctrl-L does (a newline pushed it to
    /// the second).
    @Test func clearLeavesThePromptOnTheFirstLine() throws {
        let running = try atThePrompt()
        let terminal = running.terminal
        try enter("clear", terminal)
        let cleared = try terminal.waitUntil("a clear screen") { !$0.contains("Tab completes") }
        #expect(cleared.trimmingCharacters(in: .newlines) == "bounce@1>")
        try enter("quit", terminal)
        try terminal.waitFor("exit 0")
    }
}
