import AnimationCore
import StudioEditing
import StudioStore
import TerminalText

/// `history [NAME]`: versions with time, author, tags, message and the parameters each changed.
enum HistoryCommand {
    static let command = Command(
        CommandSpec(
            "history", group: .presets,
            summary:
                "versions with time, author, tags, message and the parameters each changed (the current preset without NAME)",
            positionals: [name], flags: [format],
            example: "history bounce",
            store: .reads),
        run: run)

    private struct Entry {
        let number: Int
        let time: String
        /// The library author who made the version; nil for one made in this studio.
        let author: String?
        let message: String?
        let tags: [String]
        let changes: ParameterChanges
    }

    static let name = OptionalArgument<PresetName>.named("NAME", .preset)
    static let format = Flags.format(default: ReportFormat.text)

    static func run(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> Outcome {
        let value = arguments[Self.name]
        let name: String
        if let value { name = value.name } else { name = try session.currentPresetName() }
        let store = try session.requireStore()
        guard let summary = try session.attempt({ try store.preset(named: name) }),
            let template = TemplateCatalog.template(named: summary.template)
        else {
            let names = (try? store.presets().map(\.name)) ?? []
            throw session.located(
                "no preset named “\(name)”" + Suggestions.didYouMean(name, among: names), value?.token)
        }
        let versions = try session.attempt(at: value?.source) { try store.versions(of: summary.name) }
        let tags = try session.attempt(at: value?.source) { try store.tags(of: summary.name) }
        let authors = try session.attempt(at: value?.source) { try store.versionAuthors(of: summary.name) }
        var previous: ParameterSet?
        var entries: [Entry] = []
        for version in versions {
            let current = version.parameters.values
            // The first version against itself: nothing changed.
            let changes = ParameterChanges(
                from: previous ?? current, to: current, template: template, detail: .templateParameters)
            let named = tags.filter { $0.value == version.number }.keys.sorted()
            entries.append(
                Entry(
                    number: version.number, time: version.createdAt, author: authors[version.number],
                    message: version.message, tags: named,
                    changes: changes))
            previous = current
        }
        return try session.rendered(arguments[Self.format]) {
            text(entries, width: session.tableWidth)
        } json: {
            .array(
                entries.map { entry in
                    .object([
                        "number": .number(Double(entry.number)), "time": .string(entry.time),
                        "author": entry.author.map(JSONValue.string) ?? .null,
                        "message": entry.message.map(JSONValue.string) ?? .null,
                        "tags": .array(entry.tags.map(JSONValue.string)),
                        "changed": .array(entry.changes.list.map(\.json))
                    ])
                })
        }
    }

    /// The versions as the terminal shows them.
    private static func text(_ entries: [Entry], width: Int?) -> String {
        // Version (with its tags), time and author in aligned columns, then the message and changes.
        let heads = entries.map { entry in
            [
                "@\(entry.number)"
                    + (entry.tags.isEmpty
                        ? "" : " (" + entry.tags.map(TerminalText.sanitized).joined(separator: ", ") + ")"),
                displayTime(entry.time), entry.author.map(TerminalText.sanitized) ?? "this studio"
            ]
        }
        let widths = (0..<3).map { column in heads.map { TerminalText.width($0[column]) }.max() ?? 0 }
        return TextFit.wrapped(
            zip(entries, heads).map { entry, head in
                let changes =
                    entry.changes.isEmpty
                    ? (entry.number == 1 ? "" : "  (no parameter changed)")
                    : "  " + entry.changes.text
                let columns = head.enumerated().map { column, text in
                    text + String(repeating: " ", count: widths[column] - TerminalText.width(text))
                }
                return (columns + [TerminalText.sanitized(entry.message ?? "—") + changes]).joined(separator: "  ")
            }.joined(separator: "\n"), width: width)
    }

    /// A stored time (`2026-11-23T10:00:00.000Z`) in `library log`'s form, which is Git's strict
    /// ISO 8601 (`2026-11-23T10:00:00+00:00`); any other text is shown as it is.
    static func displayTime(_ stored: String) -> String {
        guard stored.hasSuffix("Z"), stored.count >= 20 else { return stored }
        let seconds = stored.prefix(19)
        let fraction = stored.dropFirst(19).dropLast()
        guard fraction.isEmpty || (fraction.first == "." && fraction.dropFirst().allSatisfy(\.isNumber)) else {
            return stored
        }
        return seconds + "+00:00"
    }
}
