import Foundation
import StudioTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `play` owns the screen (the alternate screen, the cursor hidden, wrapping off): SIGTERM or
/// SIGHUP in the middle of it end the program as they would have, but only after the terminal is
/// given back, as tmux itself reports it and `stty -g` reads it; Ctrl-C while the last frame is held
/// says the whole animation played.
@Suite(.serialized) struct PlayTerminalSignalTests {
    /// tmux's view: alternate screen, and whether the cursor shows.
    static let modes = "#{alternate_on} #{cursor_flag}"

    @Test(arguments: [("SIGTERM", SIGTERM), ("SIGHUP", SIGHUP)])
    func anEndingSignalGivesTheTerminalBack(name: String, signal: Int32) throws {
        let studio = try TemporaryStudio("play-signal")
        #expect(try studio.run("new bounce from move-up-bounce").status == 0)
        let folder = studio.folder
        let started = try StudioTerminal(
            command:
                "stty -g > \(folder)/before; \(ProgramRun.binary.path) -c 'play bounce on demo-team --scroll \"wait 60\" --fps 10'",
            then: "stty -g > \(folder)/after; echo after", on: studio, columns: 80, rows: 24)
        let terminal = started.terminal
        defer { withExtendedLifetime(started) {} }  // its end closes the terminal
        try terminal.waitFor("Ctrl-C stops")
        let modes = {
            try terminal.tmux(["display-message", "-p", "-t", "0", Self.modes]).trimmingCharacters(in: .newlines)
        }
        #expect(try modes() == "1 0")
        let pid = try #require(try terminal.childProcess())
        kill(pid, signal)
        let screen = try terminal.waitFor("after")
        #expect(screen.contains("exit \(128 + signal)"), "after \(name)")
        #expect(try modes() == "0 1", "after \(name)")
        let before = try String(contentsOfFile: folder + "/before", encoding: .utf8)
        let after = try String(contentsOfFile: folder + "/after", encoding: .utf8)
        #expect(!before.isEmpty && before == after)
    }

    /// The last frame is held for half a second after the end: its header keeps the end's time (it
    /// counted on: `t = 1.300s of 1.250s`), and Ctrl-C then, or the hold running out, both say the
    /// whole animation played (it said `stopped at 1.467s of 1.250s`).
    @Test func theHeldLastFrameKeepsTheEndsTime() throws {
        let studio = try TemporaryStudio("play-hold")
        #expect(try studio.run("new bounce from move-up-bounce").status == 0)
        let started = try StudioTerminal(
            program: "-c 'play bounce on demo-team --fps 10'", on: studio, columns: 80, rows: 24)
        let terminal = started.terminal
        defer { withExtendedLifetime(started) {} }  // its end closes the terminal
        let held = try terminal.waitFor("t = 1.250s of 1.250s")
        #expect(!held.contains("t = 1.3"))
        // Ctrl-C as the studio alone gets it (tmux's C-c would also reach the shell once it ended).
        if let pid = try terminal.childProcess() { kill(pid, SIGINT) }
        let screen = try terminal.waitFor("exit 0")
        #expect(screen.contains("played 1.250s"))
        #expect(!screen.contains("stopped at"))
    }
}
