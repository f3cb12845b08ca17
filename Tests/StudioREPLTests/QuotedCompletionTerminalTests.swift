import Foundation
import StudioTestSupport
import Testing

/// Completion of a quoted name at the real studio in a real terminal (tmux): what the screen shows
/// after Tab, and that the completed line runs.
@Suite(.serialized) struct QuotedCompletionTerminalTests {
    @Test func anOpenQuoteIsCompletedClosedAndTheLineRuns() throws {
        let studio = try StudioTerminal(program: "", on: TemporaryStudio("quoted"), columns: 80, rows: 30)
        let terminal = studio.terminal
        // The prompt, not only the banner: what is typed before the editor draws it is echoed by the
        // terminal and then drawn again, garbling the line.
        try terminal.waitFor("Tab completes; quit leaves\n>")
        try terminal.type("new \"my bounce\" from fade")
        try terminal.keys("Enter")
        try terminal.waitFor("my bounce@1>")
        try terminal.type("new other from fade")
        try terminal.keys("Enter")
        try terminal.waitFor("other@1>")
        try terminal.type("use \"my b")
        try terminal.keys("Tab")
        // The closing quote and a space after it (the screen's trailing spaces are trimmed).
        let completed = try terminal.waitFor("other@1> use \"my bounce\"")
        #expect(completed.split(separator: "\n").last == "other@1> use \"my bounce\"")
        #expect(try terminal.tmux(["display-message", "-p", "-t", "0", "#{cursor_x}"]) == "25\n")
        try terminal.keys("Enter")
        // The line ran: `use` shows the preset, and the prompt follows it.
        try terminal.waitFor("other@1> use \"my bounce\"\nmy bounce@1  fade\nmy bounce@1>")
        try terminal.type("quit")
        try terminal.keys("Enter")
        try terminal.waitFor("exit 0")
    }
}
