import Foundation
import StudioTestSupport
import Testing

/// A tuning session, stale writes, refusals and hostile text, each through the official SDK's client
/// starting the real binary (see ``AgentClient``).
@Suite struct MCPSessionTests {
    @Test func aDraftTunedByAnAgentIsCommittedExportedAndUndone() throws {
        let seen = try AgentClient.run("tune")
        let set = try #require(seen["set"] as? [String: Any])
        #expect(set["isError"] as? Bool == false)
        #expect(
            set["text"] as? String
                == "bounce@draft  timing uikit-spring(damping: 0.4, velocity: 0.1) → uikit-spring(damping: 0.55, velocity: 0)"
        )
        #expect(try #require(seen["metrics"] as? Double) == 0.1263240867614932)
        let commit = try #require(seen["commit"] as? [String: Any])
        #expect(commit["text"] as? String == "bounce@2")
        let history = try #require(seen["history"] as? [[String: Any]])
        #expect(history.map { $0["message"] as? String } == ["from move-up-bounce", "less wobble"])
        // The version the agent committed is the agent's in history; the first is this studio's.
        #expect(history.map { $0["author"] as? String } == [nil, "agent test-agent"])
        let undo = try #require(seen["undo"] as? [String: Any])
        #expect(
            undo["text"] as? String
                == "undo: bounce@draft  timing uikit-spring(damping: 0.55, velocity: 0) → uikit-spring(damping: 0.4, velocity: 0.1)"
        )
        // The undo went back to the draft the agent started from: the same revision as then.
        let shown = try #require(seen["show"] as? [String: Any])
        let before = try #require((shown["structured"] as? [String: Any])?["revision"] as? String)
        #expect((undo["structured"] as? [String: Any])?["revision"] as? String == before)
        let export = try #require(seen["export"] as? String)
        #expect(export.contains("static let bounce: Animation = .interpolatingSpring(mass: 1, stiffness: 139.242"))
        #expect(
            seen["resources"] as? [String] == [
                "animstudio://reference/commands.md", "animstudio://reference/animstudio.1",
                "animstudio://presets/bounce@draft", "animstudio://presets/bounce@2", "animstudio://presets/bounce@1"
            ])
        let resource = try #require(seen["resource"] as? [String: Any])
        #expect(resource["timing"] as? String == "uikit-spring(damping: 0.55, velocity: 0)")
    }

    @Test func aWriteBasedOnAStaleRevisionIsRefusedAndWritesNothing() throws {
        let seen = try AgentClient.run("stale")
        let first = try #require(seen["first"] as? [String: Any])
        let now = try #require((first["structured"] as? [String: Any])?["revision"] as? String)
        let again = try #require(seen["again"] as? [String: Any])
        #expect(again["isError"] as? Bool == true)
        let text = try #require(again["text"] as? String)
        #expect(text.hasPrefix("error: the draft of “bounce” changed since revision "))
        #expect(text.hasSuffix("(it is now \(now)); nothing was written"))
        #expect((again["structured"] as? [String: Any])?["revision"] as? String == now)
        #expect(seen["timing"] as? String == "uikit-spring(damping: 0.5, velocity: 0.1)")
    }

    @Test func refusalsAreToolErrorsWithTheStudiosOwnMessages() throws {
        let seen = try AgentClient.run("errors")
        func text(_ key: String) -> String? { (seen[key] as? [String: Any])?["text"] as? String }
        #expect(text("badValue") == "error: x1 must be between 0 and 1, got 1.2")
        #expect(
            text("outOfRange")
                == "error: sample's argument “samples”: --samples must be a whole number from 1 to 100000, got “100001”\n  100001\n  ^^^^^^"
        )
        #expect(
            text("unknownArgument")
                == "error: sample has no argument “sample”; expected “curve”, “duration”, “format”, “fps”, “row”, “samples”; did you mean “samples”?"
        )
        #expect(text("missingPreset") == "error: no preset named “nosuch”")
        #expect(text("noFiles") == "error: export's argument “output” is not available to an agent")
        #expect(
            seen["delete"] as? String
                == "invalid params: “delete” is a tool only when the server is started with --allow delete (verbs that delete, replace or reach outside the database are left out unless allowed)"
        )
    }

    @Test func textFromDataReachesTheClientEscapedNeverAsRawControls() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mcp-hostile-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let database = folder.appendingPathComponent("studio.sqlite").path
        let members = folder.appendingPathComponent("hostile.json")
        try Data(
            #"{"team": [{"name": "Eve \u001b[2J\u001b]0;owned\u0007", "title": "\u202eevil", "location": "x", "about": "y", "image": "z.png", "web": "https://example.com"}]}"#
                .utf8
        ).write(to: members)
        let imported = try ProgramRun(["-c", "import members \(members.path) --as hostile"], database: database)
        #expect(imported.status == 0, "\(imported.stderr)")
        let raw = try TimedProcess(
            AgentClient.python.path,
            [
                AgentClient.folder.appendingPathComponent("Clients/agent_client.py").path, "hostile",
                ProgramRun.binary.path, database
            ], timeout: 120)
        #expect(raw.status == 0, "\(raw.stderr)")
        let rows = try #require(
            ((try JSONSerialization.jsonObject(with: Data(raw.stdout.utf8)) as? [String: Any])?["rows"]
                as? [String: Any])?["text"] as? String)
        #expect(rows.contains("Eve \\e[2J\\e]0;owned\\u{7}  \\u{202E}evil"), "\(rows)")
        #expect(!rows.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E })
    }
}
