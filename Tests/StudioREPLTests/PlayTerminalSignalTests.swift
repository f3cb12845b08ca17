import Foundation
import StudioTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `play` owns the screen (the alternate screen, the cursor hidden, wrapping off): SIGTERM or
/// SIGHUP in the middle of it end the program as they would have, but only after the terminal is
/// given back, as tmux itself reports it and `stty -g` reads it.
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
}
