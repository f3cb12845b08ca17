import Foundation
import StudioTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The tuner's typed lines take any Unicode, and whatever ends the tuner, a crash included, the
/// terminal comes back: its settings (`stty -g`), the normal screen, pointer reports off and the
/// cursor shown, as tmux itself reports them.
@Suite(.serialized) struct TuneTerminalCrashTests {
    let studio: TuneTerminalFixture

    init() throws { studio = try TuneTerminalFixture() }

    /// tmux's own view of the terminal's modes: alternate screen, pointer reporting (any, button,
    /// standard, SGR) and whether the cursor shows.
    static let modes =
        "#{alternate_on} #{mouse_any_flag} #{mouse_button_flag} #{mouse_standard_flag} #{mouse_sgr_flag} #{cursor_flag}"
    static let normalModes = "0 0 0 0 0 1"
    static let tunerModes = "1 1 1 0 1 0"

    func modes(_ terminal: TmuxTerminal) throws -> String {
        try terminal.tmux(["display-message", "-p", "-t", "0", Self.modes]).trimmingCharacters(in: .newlines)
    }

    @Test func marksFlagsAndJoinersTypeIntoEveryLine() throws {
        #expect(try studio.run("new bounce from move-up-bounce").status == 0)
        let terminal = try studio.start()
        try terminal.keys("Down", "Down", "Down", "Enter")
        try terminal.waitFor("set damping 0.4")
        // A mark joins the 4; Backspace takes the 4 and its mark together.
        try terminal.type("\u{301}")
        try terminal.keys("Enter")
        try terminal.waitFor("error: damping must be a number, got “0.4\u{301}”")
        try terminal.keys("BSpace")
        try terminal.type("55\u{FE0F}")
        try terminal.keys("BSpace", "Enter")
        try terminal.waitFor("damping 0.4 → 0.5")
        try terminal.keys("c")
        try terminal.waitFor("commit -m")
        try terminal.type("ok ❤️ x 🇫🇷 👩‍👦")
        try terminal.keys("Left", "Left", "BSpace", "Enter")
        try terminal.waitFor("committed bounce@2")
        try terminal.keys("q")
        try studio.expectRestored(terminal, exit: "exit 0")
        #expect(try modes(terminal) == Self.normalModes)
        #expect(try studio.run("history bounce").stdout.contains("ok ❤️ x  👩‍👦"))
    }

    @Test(arguments: [("SIGABRT", SIGABRT), ("SIGSEGV", SIGSEGV)])
    func aFatalSignalGivesTheTerminalBack(name: String, signal: Int32) throws {
        #expect(try studio.run("new bounce from move-up-bounce").status == 0)
        // The runtime's crash report is printed (after the terminal is back), without waiting for a key.
        let terminal = try studio.start(environment: ["SWIFT_BACKTRACE": "interactive=no"])
        let during = try modes(terminal)
        #expect(during == Self.tunerModes)
        let pid = try #require(try terminal.childProcess())
        kill(pid, signal)
        // The shell reports the signal's death (128 + its number), then reads the settings again.
        try studio.expectRestored(terminal, exit: "exit \(128 + signal)")
        #expect(try modes(terminal) == Self.normalModes, "after \(name)")
    }
}
