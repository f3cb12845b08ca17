import AnimationCore
import StudioREPL
import TerminalText

/// The verbs an agent may call, each as one tool generated from its declaration. Reads and draft
/// writes are always there; verbs that delete, replace or reach outside the database only when the
/// user names them with `--allow`.
struct ToolCatalog {
    /// What a tool may change.
    enum Access: Equatable {
        /// Reads the studio (or only computes).
        case reads
        /// Writes a preset's draft: names the preset and the draft revision it is based on.
        case draft
        /// Makes something new (a preset, a tag, a name) and overwrites nothing.
        case creates
        /// Deletes or replaces: only with `--allow`.
        case destructive
    }

    struct Tool {
        let spec: CommandSpec
        let access: Access
        /// The declared flags a tool leaves out: output files (an agent writes no file the user did
        /// not name), colour and the output format (the result carries text and data both).
        let omitted: Set<String>
        /// The verb's name; a subcommand's with an underscore for the space (`library_push`), as
        /// tool names have no spaces.
        var name: String { spec.name.replacing(" ", with: "_") }
        /// True when the verb has a JSON format: its result carries that JSON as `data` beside the text.
        var hasData: Bool { spec.flag(named: "--format")?.jsonChoice != nil }
    }

    static let reads = [
        "presets", "show", "history", "diff", "sample", "metrics", "convert", "compare", "plot", "templates", "fit",
        "export", "simulate", "datasets", "rows", "sessions", "records", "gestures", "events"
    ]
    static let draftWrites = ["set", "unset", "undo", "redo", "revert", "commit"]
    static let creates = ["new", "copy", "rename", "tag"]
    /// What `--allow` may name.
    static let destructive = ["delete", "restore", "delete-dataset", "import", "reset", "library"]

    let tools: [Tool]

    /// The tools for a server started with `--allow allowed`.
    /// - Throws: one line naming what `--allow` takes when it names anything else.
    init(allowing allowed: [String]) throws(RPCError) {
        for name in allowed where !Self.destructive.contains(name) {
            throw RPCError.invalidParameters(
                "--allow takes \(Self.destructive.joined(separator: ", ")); got “\(name)”")
        }
        var tools: [Tool] = []
        let groups: [([String], Access)] = [
            (Self.reads, .reads), (Self.draftWrites, .draft), (Self.creates, .creates),
            (Self.destructive.filter(allowed.contains), .destructive)
        ]
        for (names, access) in groups {
            for name in names {
                guard let command = CommandRegistry.command(named: name) else { continue }
                // A verb with subcommands (`library`) is one tool for itself and one for each of them.
                for spec in [command.spec] + command.spec.subcommands {
                    let omitted = spec.flags.filter { flag in
                        switch flag.value {
                        case .file?, .folder?: return true
                        // A verb the user allowed keeps the --force it asks for, as a person's must
                        // (delete-dataset); elsewhere it replaces a file or moves a tag, which no agent does.
                        case nil where flag.name == "--force": return access != .destructive
                        default: return ["--format", "--color", "--force"].contains(flag.name)
                        }
                    }
                    tools.append(Tool(spec: spec, access: access, omitted: Set(omitted.map(\.name))))
                }
            }
        }
        self.tools = tools
    }

    func tool(named name: String) -> Tool? { tools.first { $0.name == name } }

    /// Why `name` is no tool of this server, and what is: a destructive verb's tool needs `--allow`,
    /// any other name is compared with the tools there are.
    func refusal(ofUnknown name: String) -> String {
        let verb = name.split(separator: "_", maxSplits: 1).first.map(String.init) ?? name
        if Self.destructive.contains(verb), (try? ToolCatalog(allowing: [verb]))?.tool(named: name) != nil {
            return
                "“\(name)” is a tool only when the server is started with --allow \(verb) (verbs that delete, replace or reach outside the database are left out unless allowed)"
        }
        return "unknown tool “\(name)”; tools/list lists the \(tools.count) tools"
            + Suggestions.didYouMean(name, among: tools.map(\.name))
    }

    /// `tools/list`'s entry for `tool`: name, description, the JSON Schema of its arguments and hints.
    static func definition(_ tool: Tool) -> JSONValue {
        var extra: [(name: String, schema: JSONValue)] = []
        if tool.access == .draft {
            extra = [
                (
                    "preset",
                    .object(["type": .string("string"), "description": .string("the preset whose draft changes")])
                ),
                (
                    "revision",
                    .object([
                        "type": .string("string"),
                        "description": .string(
                            "the draft revision the change is based on (every result about the preset carries it); a draft that moved on since is left as it is and the call fails"
                        )
                    ])
                )
            ]
        }
        let description =
            tool.spec.summary + ". Usage: " + tool.spec.usage + ". Example: " + tool.spec.example
            + (tool.access == .draft ? ". Writes the preset's draft only, never a version (commit does that)." : "")
            + (tool.hasData ? ". Its structuredContent.data is what --format json prints" : "")
        return .object([
            "name": .string(tool.name),
            "description": .string(description),
            "inputSchema": ToolSchema.input(of: tool.spec, leavingOut: tool.omitted, extra: extra),
            "annotations": .object([
                "readOnlyHint": .bool(tool.access == .reads && tool.spec.store != .writes),
                "destructiveHint": .bool(tool.access == .destructive),
                "idempotentHint": .bool(tool.access == .reads),
                "openWorldHint": .bool(false)
            ])
        ])
    }
}
