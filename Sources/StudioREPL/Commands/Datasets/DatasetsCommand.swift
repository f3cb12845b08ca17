import AnimationCore
import StudioExchange
import StudioStore
import TerminalText

/// `datasets`, `rows NAME` and `delete-dataset NAME --force`.
enum DatasetsCommand {
    static let list = Command(
        CommandSpec(
            "datasets", group: .datasets, summary: "list datasets with kind and row count",
            flags: [format], example: "datasets", store: .reads),
        run: runList)

    static let rows = Command(
        CommandSpec(
            "rows", group: .datasets, summary: "a dataset's rows in file order",
            positionals: [name], flags: [limit, format],
            example: "rows demo-team --limit 3", store: .reads),
        run: runRows)

    static let delete = Command(
        CommandSpec(
            "delete-dataset", group: .datasets, summary: "remove a dataset and its rows",
            positionals: [name], flags: [force],
            example: "delete-dataset demo-cities --force", store: .writes),
        run: runDelete)

    static let name = RequiredArgument<DatasetName>.named("NAME", .dataset)
    static let format = Flags.format(default: ReportFormat.text)
    static let limit = DefaultedFlag.integer("--limit", 1...1_000_000, "N", "rows to show", default: 20)
    static let force = Switch("--force", "required: this cannot be undone")

    static func runList(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> Outcome {
        let store = try session.requireStore()
        let list = try session.attempt { try store.datasets() }
        return try session.rendered(arguments[Self.format]) {
            if list.isEmpty { return "no datasets; import members FILE or import cities FILE" }
            return Columns.render(
                [["dataset", "kind", "rows", "imported"]]
                    + list.map {
                        [TerminalText.sanitized($0.name), $0.kind.rawValue, "\($0.rowCount)", $0.createdAt]
                    }, rightAligned: [2], width: session.tableWidth)
        } json: {
            .array(
                list.map {
                    .object([
                        "name": .string($0.name), "kind": .string($0.kind.rawValue),
                        "rows": .number(Double($0.rowCount)), "created": .string($0.createdAt)
                    ])
                })
        }
    }

    static func runRows(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> Outcome {
        let limit = arguments[Self.limit]
        let store = try session.requireStore()
        let value = arguments[Self.name]
        let summary = try existingDataset(value, session)
        let rows = try session.attempt { try store.rows(dataset: summary.name, limit: limit) }
        let fields: [String]
        let table: [[String?]]
        switch rows {
        case .members(let members):
            fields = MemberEntry.fields
            table = members.map {
                [$0.name, $0.title, $0.location, $0.about, $0.image, $0.web, $0.facebook, $0.twitter]
            }
        case .cities(let cities):
            fields = CityEntry.fields
            table = cities.map { [$0.name, $0.image, $0.description] }
        }
        return try session.rendered(arguments[Self.format]) {
            let shown = table.enumerated().map { ["\($0.offset + 1)"] + $0.element.map(Columns.cell) }
            let more = table.count < summary.rowCount ? "\n(first \(table.count) of \(summary.rowCount) rows)" : ""
            return Columns.render([["#"] + fields] + shown, rightAligned: [0], width: session.tableWidth) + more
        } json: {
            .array(
                table.map { row in
                    .object(
                        Dictionary(uniqueKeysWithValues: zip(fields, row.map { $0.map(JSONValue.string) ?? .null })))
                })
        }
    }

    static func runDelete(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> Outcome {
        guard arguments[Self.force] else {
            throw session.located("deleting a dataset cannot be undone; add --force", arguments.verb.token)
        }
        let store = try session.requireStore()
        let summary = try existingDataset(arguments[Self.name], session)
        try session.attempt { try store.deleteDataset(named: summary.name) }
        return Outcome("deleted dataset “\(TerminalText.sanitized(summary.name))”")
    }

    /// The dataset a value names, or an error pointing at it with the closest names.
    static func existingDataset(_ value: DatasetName, _ session: Session) throws(CommandError) -> DatasetSummary {
        let store = try session.requireStore()
        guard let summary = try session.attempt({ try store.dataset(named: value.name) }) else {
            let names = (try? store.datasets().map(\.name)) ?? []
            throw session.located(
                "no dataset named “\(value.name)”; see datasets" + Suggestions.didYouMean(value.name, among: names),
                value.token)
        }
        return summary
    }
}
