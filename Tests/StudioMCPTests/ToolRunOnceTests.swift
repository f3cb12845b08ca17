import AnimationCore
import StudioREPL
import StudioTestSupport
import Testing

@testable import StudioMCP

/// A tool call runs its verb once: the text and the JSON data of its result are two renderings of
/// one run, not two runs. ``WorkCounter`` counts the timing texts parsed and the records decoded on
/// the way, as docs/explanation/architecture.md describes it.
@Suite struct ToolRunOnceTests {
    /// A request line for `tools/call` of `tool` with `arguments` (JSON text).
    static func call(_ tool: String, _ arguments: String) -> [UInt8] {
        Array(
            #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"\#(tool)","arguments":\#(arguments)}}"#
                .utf8)
    }

    /// The structured content of an answer.
    static func structured(_ answer: JSONValue?) -> [String: JSONValue] {
        guard case .object(let message)? = answer, case .object(let result)? = message["result"],
            case .object(let structured)? = result["structuredContent"]
        else { return [:] }
        return structured
    }

    @Test func sampleParsesItsTimingOnceForTheTextAndTheData() throws {
        let studio = try TemporaryStudio("mcp-once")
        var dispatcher = RequestDispatcher(
            session: Session(terminal: .plain, openingStore: studio.open), catalog: try ToolCatalog(allowing: []))
        let counted = WorkCounter.counting {
            dispatcher.answer(Self.call("sample", #"{"curve":"spring(duration: 0.5, bounce: 0.2)","samples":2}"#))
        }
        // Typed once, parsed once: the text (CSV) and the data (JSON) come from that one run.
        #expect(counted.counted.parsed == ["spring(duration: 0.5, bounce: 0.2)"])
        let structured = Self.structured(counted.result)
        guard case .string(let text)? = structured["text"], case .object(let data)? = structured["data"],
            case .array(let samples)? = data["samples"]
        else {
            Issue.record("no text and data: \(structured)")
            return
        }
        #expect(
            text == """
                t,progress,velocity
                0,0,0
                0.385704700335,1.0137550176415873,0.10030163059992687
                0.77140940067,1,0
                """)
        #expect(data["timing"] == .string("spring(duration: 0.5, bounce: 0.2)"))
        #expect(data["duration"] == .number(0.7714094006693448))
        #expect(
            samples == [
                .object(["t": .number(0), "progress": .number(0), "velocity": .number(0)]),
                .object([
                    "t": .number(0.385704700335), "progress": .number(1.0137550176415873),
                    "velocity": .number(0.10030163059992687)
                ]),
                .object(["t": .number(0.77140940067), "progress": .number(1), "velocity": .number(0)])
            ])
    }

    @Test func showDecodesTheDraftOnceForTheTextAndTheData() throws {
        let studio = try TemporaryStudio("mcp-once")
        let session = Session(terminal: .plain, openingStore: studio.open)
        var dispatcher = RequestDispatcher(session: session, catalog: try ToolCatalog(allowing: []))
        _ = dispatcher.answer(Self.call("new", #"{"name":"bounce","source":"move-up-bounce"}"#))
        let counted = WorkCounter.counting { dispatcher.answer(Self.call("show", #"{"ref":"bounce@draft"}"#)) }
        // The verb's read, then the draft's revision for the agent's next write.
        #expect(counted.counted.decodes == 2)
        #expect(counted.counted.parsed == [])
        let structured = Self.structured(counted.result)
        guard case .string(let text)? = structured["text"], case .object(let data)? = structured["data"] else {
            Issue.record("no text and data: \(structured)")
            return
        }
        #expect(text.hasPrefix("bounce@draft  move-up-bounce  "))
        #expect(data["reference"] == .string("bounce@draft"))
        #expect(structured["preset"] == .string("bounce"))
    }

    /// `simulate` writes (it records its run in a preview session): run twice, it recorded two runs.
    @Test func anAgentsSimulateRecordsOneRunWithItsTextAndData() throws {
        let seen = try AgentClient.run("simulate")
        #expect(seen["runs"] as? [Int] == [1])
        #expect(seen["cells"] as? Int == 6)
        #expect(
            seen["heading"] as? String
                == "session probe run 1 · fade on demo-team · 6 rows × 44 pt, table 844 pt · policy first-screen · stagger row × 0.05s · animation 0.500s"
        )
    }

    /// Every tool whose verb has a JSON format gives it as data from the call's one run: the same
    /// JSON `--format json` prints. A verb given a JSON format later fails here until it is listed.
    @Test func everyToolWithAJSONFormatGivesTheJSONItPrintsAsData() throws {
        let studio = try TemporaryStudio("mcp-data")
        // The real binary seeds the demo datasets the table verbs read.
        let made = try studio.run("new bounce from move-up-bounce; simulate fade on demo-team --session probe")
        #expect(made.status == 0, "\(made.stderr)")
        let session = Session(terminal: .plain, openingStore: studio.open)
        let catalog = try ToolCatalog(allowing: [])
        var dispatcher = RequestDispatcher(session: session, catalog: catalog)
        let calls: [String: [String: JSONValue]] = [
            "presets": [:], "show": ["ref": .string("bounce@draft")], "history": ["name": .string("bounce")],
            "diff": ["ref": .array([.string("bounce@1"), .string("bounce@draft")])],
            "sample": ["curve": .string("ease-in"), "samples": .number(4)],
            "metrics": ["curve": .string("bounce@draft")],
            "convert": ["curve": .string("ease-in")], "templates": ["template": .string("fade")],
            "fit": ["kind": .string("spring"), "overshoot": .number(5)], "datasets": [:],
            "rows": ["name": .string("demo-team"), "limit": .number(3)], "sessions": [:],
            "records": ["session": .string("probe")], "gestures": [:], "events": [:],
            "compare": ["curve": .array([.string("ease-in")]), "fps": .string("60,120")]
        ]
        // simulate records a run on each call, so two runs differ; MCPAbuseTests counts its one run.
        #expect(Set(calls.keys) == Set(catalog.tools.filter(\.hasData).map(\.name)).subtracting(["simulate"]))
        for (name, arguments) in calls.sorted(by: { $0.key < $1.key }) {
            let structured = Self.structured(dispatcher.answer(Self.call(name, JSONValue.object(arguments).compact)))
            let tool = try #require(catalog.tool(named: name))
            var asJSON = try ToolArguments.named(arguments, for: tool)
            asJSON.values["format"] = .text("json")
            guard case .string(let text)? = structured["text"], let data = structured["data"],
                case .success(let printed) = session.execute(verb: name, named: asJSON)
            else {
                Issue.record("\(name) has no text and data: \(structured)")
                continue
            }
            #expect(!text.isEmpty && text != printed.text, "\(name)")
            #expect(data.pretty == printed.text, "\(name)")
        }
    }
}
