import AnimationCore
import StudioREPL
import StudioStore

/// Runs one `tools/call`: the arguments become the verb's named arguments, the verb's own handler
/// runs on the agent's session, and the result carries the text the terminal would show beside
/// structured data (the verb's JSON where it prints one, the draft's new revision after a write).
struct ToolRunner {
    let session: Session
    let catalog: ToolCatalog
    /// The agent client's name (from `initialize`), for the studio's notices.
    var agent: String = "agent"

    /// The tool's result, or a protocol error for a tool that does not exist or arguments that are
    /// not an object. A verb that fails is a tool result with `isError` and the studio's message.
    func call(_ params: [String: JSONValue]) -> Result<JSONValue, RPCError> {
        guard case .string(let name)? = params["name"] else {
            return .failure(.invalidParameters("tools/call needs the tool's “name”, a string"))
        }
        guard let tool = catalog.tool(named: name) else {
            return .failure(.invalidParameters(catalog.refusal(ofUnknown: name)))
        }
        var given: [String: JSONValue] = [:]
        switch params["arguments"] {
        case nil, .null?: break
        case .object(let members)?: given = members
        default: return .failure(.invalidParameters("“arguments” must be an object"))
        }
        do {
            return .success(try run(tool, given))
        } catch {
            return .success(Self.failure(error, revision: nil))
        }
    }

    private func run(_ tool: ToolCatalog.Tool, _ given: [String: JSONValue]) throws(CommandError) -> JSONValue {
        var given = given
        var preset: String?
        var revision: String?
        if tool.access == .draft {
            preset = try Self.text(given.removeValue(forKey: "preset"), "preset", of: tool)
            revision = try Self.text(given.removeValue(forKey: "revision"), "revision", of: tool)
        }
        let arguments = try ToolArguments.named(given, for: tool)
        let outcome: Outcome
        switch session.execute(verb: tool.spec.name, named: arguments, onDraftOf: preset, basedOn: revision) {
        case .success(let done): outcome = done
        case .failure(let error):
            // A stale write says which revision the draft holds now, for the agent's next try.
            let now = preset.flatMap { try? session.draftRevision(of: $0) }
            return Self.failure(error, revision: now)
        }
        var structured: [String: JSONValue] = ["text": .string(outcome.text)]
        if !outcome.warnings.isEmpty { structured["warnings"] = .array(outcome.warnings.map(JSONValue.string)) }
        // The verb's JSON, rendered from the same run as the text (the session renders data).
        if let data = outcome.data { structured["data"] = data }
        if tool.access == .creates || tool.access == .destructive {
            session.recordAgentNotice(outcome.text, by: agent)
        }
        if preset == nil, let named = Self.presetNamed(in: given),
            let now = try? session.draftRevision(of: named)
        {
            // A read about one preset carries its draft's revision: what a change based on it passes.
            structured["preset"] = .string(named)
            structured["revision"] = .string(now)
        }
        if let preset {
            structured["preset"] = .string(preset)
            structured["revision"] = (try? session.draftRevision(of: preset)).map(JSONValue.string) ?? .null
            session.recordAgentNotice(outcome.text, by: agent)
        }
        let shown = ([outcome.text] + outcome.warnings.map(ErrorRenderer.warning)).filter { !$0.isEmpty }
        return .object([
            "content": .array([.object(["type": .string("text"), "text": .string(shown.joined(separator: "\n"))])]),
            "structuredContent": .object(structured),
            "isError": .bool(false)
        ])
    }

    /// The preset a call names by `ref` or `name` (`bounce@2` names `bounce`), read as every
    /// reference is (``PresetReference``).
    private static func presetNamed(in given: [String: JSONValue]) -> String? {
        for key in ["ref", "name"] {
            if case .string(let text)? = given[key], case let name = PresetReference(text).name, !name.isEmpty {
                return name
            }
        }
        return nil
    }

    /// A tool result saying the verb failed: the studio's own error text, caret line included.
    static func failure(_ error: CommandError, revision: String?) -> JSONValue {
        // The message as the renderer prints it: data made visible and long values shortened.
        let rendered = ErrorRenderer.render(error)
        let line = rendered.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? rendered
        var structured: [String: JSONValue] = ["error": .string(String(line.dropFirst("error: ".count)))]
        if let revision { structured["revision"] = .string(revision) }
        return .object([
            "content": .array([.object(["type": .string("text"), "text": .string(rendered)])]),
            "structuredContent": .object(structured),
            "isError": .bool(true)
        ])
    }

    private static func text(_ value: JSONValue?, _ name: String, of tool: ToolCatalog.Tool) throws(CommandError)
        -> String
    {
        switch value {
        case .string(let text)? where !text.isEmpty: return text
        case nil, .null?, .string?:
            throw CommandError(
                "\(tool.name) needs “\(name)”: the preset whose draft it changes and the draft revision it is based on")
        case let other?:
            throw CommandError(
                "\(tool.name)'s argument “\(name)” is a string (\(name == "preset" ? "a preset's name" : "the revision a result about the preset carries")); got \(ToolArguments.shown(other))"
            )
        }
    }
}
