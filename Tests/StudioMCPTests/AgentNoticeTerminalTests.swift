import Foundation
import StudioTestSupport
import Testing

/// An agent's change, made by `animstudio mcp` in another process, is said in the interactive studio
/// on the same database as it happens, in a real terminal (tmux), and `undo` there takes it back.
@Suite(.serialized) struct AgentNoticeTerminalTests {
    @Test func anAgentsChangeIsSaidInTheInteractiveStudioAndUndoTakesItBack() throws {
        let studio = try StudioTerminal(columns: 170)
        let terminal = studio.terminal
        let database = studio.database
        try terminal.waitFor("bounce@1>")

        let revision = try MCPProtocolTests.revision(database)
        let lines = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"claude","version":"1"}}}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"set","arguments":{"preset":"bounce","revision":"\#(revision)","changes":{"damping":0.62}}}}"#
        ]
        let agent = try ProgramRun(["--db", database, "mcp"], stdin: lines.joined(separator: "\n") + "\n")
        #expect(agent.status == 0)
        try terminal.waitFor(
            "agent claude: bounce@draft  timing uikit-spring(damping: 0.4, velocity: 0.1) → uikit-spring(damping: 0.62, velocity: 0.1)"
        )
        try terminal.type("undo")
        try terminal.keys("Enter")
        try terminal.waitFor(
            "undo: bounce@draft  timing uikit-spring(damping: 0.62, velocity: 0.1) → uikit-spring(damping: 0.4, velocity: 0.1)"
        )
        try terminal.type("quit")
        try terminal.keys("Enter")
        try terminal.waitFor("exit 0")
    }
}
