import AnimationCore
import StudioStore
import TerminalText

/// `history [NAME]`: versions with time, tags, message and the parameters each changed.
enum HistoryCommand {
    static let command = Command(
        CommandSpec(
            "history", group: .presets,
            summary:
                "versions with time, tags, message and the parameters each changed (the current preset without NAME)",
            positionals: [name], flags: [format],
            example: "history bounce",
            store: .reads),
        run: run)

    private struct Entry {
        let number: Int
        let time: String
        let message: String?
        let tags: [String]
        let changes: [(String, String, String)]
    }

    static let name = OptionalArgument("NAME", .preset)
    static let format = Flags.format(["text", "json"])

    static func run(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> Outcome {
        let value = arguments[Self.name]
        let name: String
        if let value { name = value.text } else { name = try session.currentPresetName() }
        let store = try session.requireStore()
        guard let summary = try session.attempt({ try store.preset(named: name) }),
            let template = TemplateCatalog.template(named: summary.template)
        else {
            let names = (try? store.presets().map(\.name)) ?? []
            throw session.located(
                "no preset named “\(name)”" + Suggestions.didYouMean(name, among: names), value?.token)
        }
        let versions = try session.attempt { try store.versions(of: summary.name) }
        let tags = try session.attempt { try store.tags(of: summary.name) }
        var previous: ParameterSet?
        var entries: [Entry] = []
        for version in versions {
            let current = version.parameters.values
            let changes = previous.map { ParameterListing.changes(from: $0, to: current, template: template) } ?? []
            let named = tags.filter { $0.value == version.number }.keys.sorted()
            entries.append(
                Entry(
                    number: version.number, time: version.createdAt, message: version.message, tags: named,
                    changes: changes))
            previous = current
        }
        if arguments[Self.format] == "json" {
            return Outcome(
                JSONValue.array(
                    entries.map { entry in
                        .object([
                            "number": .number(Double(entry.number)), "time": .string(entry.time),
                            "message": entry.message.map(JSONValue.string) ?? .null,
                            "tags": .array(entry.tags.map(JSONValue.string)),
                            "changed": .array(
                                entry.changes.map {
                                    .object(["parameter": .string($0.0), "old": .string($0.1), "new": .string($0.2)])
                                })
                        ])
                    }
                ).pretty)
        }
        return Outcome(
            TextFit.wrapped(
                entries.map { entry in
                    let changes =
                        entry.changes.isEmpty
                        ? (entry.number == 1 ? "" : "  (no parameter changed)")
                        : "  " + entry.changes.map { "\($0.0) \($0.1) → \($0.2)" }.joined(separator: ", ")
                    let tagText =
                        entry.tags.isEmpty
                        ? "" : " (" + entry.tags.map(TerminalText.sanitized).joined(separator: ", ") + ")"
                    return "@\(entry.number)\(tagText)  \(entry.time)  \(TerminalText.sanitized(entry.message ?? "—"))"
                        + changes
                }.joined(separator: "\n"), width: session.tableWidth))
    }
}
