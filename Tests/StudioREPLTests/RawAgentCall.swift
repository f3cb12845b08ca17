import Foundation
import StudioTestSupport
import Testing

/// One `tools/call` written straight to the real binary's `animstudio mcp`: its result object.
enum RawAgentCall {
    static func result(_ tool: String, _ arguments: String, database: String, allow: [String] = []) throws
        -> [String: Any]
    {
        let request =
            #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":""# + tool + #"","arguments":"#
            + arguments + "}}"
        let options = allow.isEmpty ? [] : ["--allow", allow.joined(separator: ",")]
        let run = try ProgramRun(["--db", database, "mcp"] + options, stdin: request + "\n", database: database)
        let answer = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        return try #require(answer["result"] as? [String: Any])
    }

    /// The text of a result's error, or nil when it succeeded.
    static func error(_ result: [String: Any]) -> String? {
        guard result["isError"] as? Bool == true else { return nil }
        return (result["structuredContent"] as? [String: Any])?["error"] as? String
    }
}
