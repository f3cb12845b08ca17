import Foundation
import StudioTestSupport
import Testing

/// The agent interface as an agent meets it: the official MCP Python SDK (PyPI's `mcp`, installed
/// by `make setup` into `.venv-mcp`) starts the real binary and talks to it over stdio.
/// `Clients/agent_client.py` runs one scenario and prints what it saw; these tests assert it exactly.
@Suite struct MCPClientTests {
    @Test func handshakeNegotiatesTheNewestHandshakeVersionAndListsTheToolsOfTheDeclarations() throws {
        let seen = try AgentClient.run("handshake")
        #expect(seen["protocolVersion"] as? String == "2025-11-25")
        #expect(seen["server"] as? String == "animstudio")
        #expect(
            seen["tools"] as? [String] == [
                "presets", "show", "history", "diff", "sample", "metrics", "convert", "compare", "plot", "templates",
                "fit",
                "export", "simulate", "datasets", "rows", "sessions", "records", "gestures", "events", "set", "unset",
                "undo", "redo", "revert", "commit", "new", "copy", "rename", "tag"
            ])
        let sample = try #require(seen["sample"] as? [String: Any])
        let properties = try #require(sample["properties"] as? [String: [String: Any]])
        #expect(properties.keys.sorted() == ["curve", "duration", "fps", "row", "samples"])
        #expect(properties["samples"]?["minimum"] as? Int == 1)
        #expect(properties["samples"]?["maximum"] as? Int == 100_000)
        #expect(properties["samples"]?["default"] as? Int == 100)
        #expect(properties["duration"]?["exclusiveMinimum"] as? Int == 0)
        #expect(properties["duration"]?["maximum"] as? Int == 3600)
        let set = try #require(seen["set"] as? [String: Any])
        #expect(set["required"] as? [String] == ["changes", "preset", "revision"])
        #expect(seen["setHints"] as? [String: Bool] == ["readOnly": false, "destructive": false])
    }
}

/// Runs `Clients/agent_client.py SCENARIO BINARY DATABASE` with the SDK's Python.
enum AgentClient {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let python = folder.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(".venv-mcp/bin/python")

    static func run(_ scenario: String, database: String? = nil, extra: [String] = []) throws -> [String: Any] {
        guard FileManager.default.isExecutableFile(atPath: python.path) else {
            throw TimedProcessError("no MCP client at \(python.path): run make setup, which installs PyPI's mcp there")
        }
        let path =
            database ?? FileManager.default.temporaryDirectory.appendingPathComponent("mcp-\(UUID()).sqlite").path
        let run = try TimedProcess(
            python.path,
            [folder.appendingPathComponent("Clients/agent_client.py").path, scenario, ProgramRun.binary.path, path]
                + extra, timeout: 120)
        guard run.status == 0,
            let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        else {
            throw TimedProcessError("\(scenario) exited \(run.status): \(run.stdout)\n\(run.stderr)")
        }
        return object
    }
}
