import Foundation
import StudioTestSupport
import Testing

/// What no SDK would send, written straight to the server's standard input: each line gets the
/// JSON-RPC answer it deserves, and standard output carries nothing but protocol messages.
@Suite struct MCPProtocolTests {
    @Test func malformedUnknownAndOversizedMessagesGetJSONRPCErrorsAndTheServerGoesOn() throws {
        let seen = try AgentClient.run("raw")
        #expect(seen["status"] as? Int == 0)
        #expect(seen["stderr"] as? String == "")
        let answers = try #require(seen["answers"] as? [[String: Any]])
        func error(_ index: Int) -> String {
            let answer = answers[index]
            let error = answer["error"] as? [String: Any]
            return "\(answer["id"].map { "\($0)" } ?? "-") \(error?["code"] ?? "-") \(error?["message"] ?? "-")"
        }
        #expect(answers.count == 16)
        #expect(answers[0]["id"] as? Int == 1)
        #expect(error(1) == "<null> -32700 parse error: expected a key in quotes at line 1, column 2")
        #expect(error(2) == "<null> -32600 invalid request: batches are not supported; send one message per line")
        #expect(error(3) == "3 -32601 method not found: “no/such”")
        #expect(error(4) == "4 -32602 invalid params: unknown tool “no-such-tool”; tools/list lists the 29 tools")
        #expect(error(5) == "5 -32600 invalid request: “jsonrpc” must be “2.0”")
        #expect(answers[6]["id"] as? String == "six")
        #expect(error(7) == "<null> -32600 invalid request: a message is at most 1 MB (1048576 bytes); it was not read")
        #expect(error(8) == "8 -32002 resource not found: “animstudio://presets/none@1”: no preset named “none”")
        #expect(answers[9]["id"] as? Int == 9)
        // A method, or a tool, named with terminal controls or 100 kB of text is named visibly and shortened.
        #expect(error(10) == "10 -32601 method not found: “ping\\u{0}\\e[31m”")
        #expect(
            error(11) == "11 -32600 invalid request: initialize was answered already; a session is initialized once")
        #expect(error(12) == "12 -32602 invalid params: tools/call needs the tool's “name”, a string")
        #expect(
            error(13) == "13 -32601 method not found: “\(String(repeating: "[", count: 80))… (100000 characters)”")
        #expect(error(14) == "<null> -32700 parse error: nesting deeper than 64 levels at line 1, column 65")
        #expect(answers[15]["id"] as? Int == 14)
    }

    @Test func aClientThatLeavesMidCallLeavesTheDraftWholeAndTheServerExitsCleanly() throws {
        let database = FileManager.default.temporaryDirectory.appendingPathComponent("mcp-gone-\(UUID()).sqlite").path
        let made = try ProgramRun(["-c", "new bounce from move-up-bounce"], database: database)
        #expect(made.status == 0)
        let revision = try ProgramRun(["-c", "show bounce@draft --format json"], database: database)
        #expect(revision.status == 0)
        // The revision of the draft now, read the way an agent does.
        let seen = try AgentClient.run(
            "disconnect", database: database, extra: [try Self.revision(database)])
        #expect(seen["status"] as? Int == 0)
        #expect(seen["before"] as? String == "uikit-spring(damping: 0.4, velocity: 0.1)")
        let after = try ProgramRun(["-c", "show bounce@draft"], database: database)
        // The write either landed whole (one undo step) or not at all; the database is consistent.
        #expect(
            after.stdout.contains("uikit-spring(damping: 0.7, velocity: 0.1)")
                || after.stdout.contains("uikit-spring(damping: 0.4, velocity: 0.1)"))
        let check = try TimedProcess(
            "/usr/bin/sqlite3", [database, "pragma integrity_check; pragma foreign_key_check;"], timeout: 60)
        #expect(check.stdout == "ok\n")
    }

    /// The draft's revision, through the agent interface itself (a `show` call).
    static func revision(_ database: String) throws -> String {
        let request =
            #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"show","arguments":{"ref":"bounce@draft"}}}"#
        let run = try ProgramRun(["--db", database, "mcp"], stdin: request + "\n", database: database)
        let answer = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let result = try #require(answer["result"] as? [String: Any])
        return try #require((result["structuredContent"] as? [String: Any])?["revision"] as? String)
    }
}
