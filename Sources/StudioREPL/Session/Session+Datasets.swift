import AnimationCore
import StudioExchange
import StudioStore

extension Session {
    func importFile(_ verb: Token, _ arguments: [Token]) throws(CommandError) -> Outcome {
        let args = try ArgumentReader(verb: verb, tokens: arguments, valued: ["--as", "--format"])
        let usage = "import members|cities|preset FILE [--as NAME]"
        try args.expectPositionals(2...2, usage: usage)
        let (kind, pathToken) = (args.positionals[0], args.positionals[1])
        let path = pathToken.text
        let store = try requireStore()
        switch kind.text {
        case "preset":
            let file = try exchange { () throws(ExchangeError) in try PresetFile(bytes: try FileAccess.read(path, limit: 16 * 1024 * 1024)) }
            let name = args.flags["--as"]?.text ?? file.name
            if TemplateCatalog.template(named: name) != nil || TimingExpression.names.contains(name) {
                throw CommandError("preset name “\(TerminalText.sanitized(name))” is the name of a template or timing; import it under another name with --as NAME")
            }
            let versions = file.versions.map { NewVersion(number: $0.number, time: $0.time, message: $0.message, parameters: $0.parameters.text) }
            let summary = try stored { () throws(StoreError) in
                try store.importPreset(name: name, template: file.template, versions: versions, tags: file.tags, at: clock())
            }
            return Outcome("imported \(summary.name) with \(versions.count) version\(versions.count == 1 ? "" : "s") (latest \(summary.name)@\(summary.latestVersion))")
        case "members", "cities":
            let bytes = try exchange { () throws(ExchangeError) in try FileAccess.read(path, limit: DatasetLimits.maximumFileSize) }
            let format: DatasetReader.Format
            switch try args.choice("--format", ["json", "csv", "auto"], default: "auto") {
            case "json": format = .json
            case "csv": format = .csv
            default: format = path.lowercased().hasSuffix(".csv") ? .csv : DatasetReader.sniff(bytes)
            }
            let name = args.flags["--as"]?.text ?? Session.datasetName(from: path)
            let summary: DatasetSummary
            // Rows stream from the parser into the store's transaction: a bad record rolls it all back.
            let parse = { (body: () throws -> Void) throws -> Void in
                do { try body() } catch let error as ExchangeError { throw RowSourceFailure(TerminalText.sanitized(error.message)) }
            }
            if kind.text == "members" {
                summary = try stored { () throws(StoreError) in
                    // Parsing fills batches on a second core while this thread inserts them; field
                    // bytes go from the file buffer to SQLite without a String per field.
                    try store.importMembers(dataset: name, at: clock(), batchProducer: { emit in
                        try parse {
                            try Pipeline.run(produce: { send in
                                var batch = MemberBatch()
                                _ = try DatasetReader.readMemberFields(bytes, format: format) { fields in
                                    batch.append(MemberRowBytes(
                                        name: fields.name, title: fields.title, location: fields.location,
                                        about: fields.about, image: fields.image, web: fields.web,
                                        facebook: fields.facebook, twitter: fields.twitter))
                                    if batch.isFull {
                                        guard send(batch) else { throw PipelineStopped() }
                                        batch.removeAll()
                                    }
                                }
                                if batch.count > 0 { _ = send(batch) }
                            }, consume: emit)
                        }
                    })
                }
            } else {
                summary = try stored { () throws(StoreError) in
                    try store.importCities(dataset: name, at: clock()) { emit in
                        try parse {
                            _ = try DatasetReader.readCities(bytes, format: format) { entry in
                                try emit(CityRow(name: entry.name, image: entry.image, description: entry.description))
                            }
                        }
                    }
                }
            }
            return Outcome("imported \(summary.rowCount) \(kind.text) into dataset \"\(TerminalText.sanitized(summary.name))\"")
        default:
            throw CommandError.syntax("import what? expected members, cities or preset: usage: \(usage)", offset: kind.offset, length: kind.length)
        }
    }

    func datasets(_ verb: Token, _ arguments: [Token]) throws(CommandError) -> Outcome {
        let args = try ArgumentReader(verb: verb, tokens: arguments, valued: ["--format"])
        try args.expectPositionals(0...0, usage: "datasets [--format text|json]")
        let format = try args.choice("--format", ["text", "json"], default: "text")
        let store = try requireStore()
        let list = try stored { () throws(StoreError) in try store.datasets() }
        if format == "json" {
            return Outcome(JSONValue.array(list.map {
                .object(["name": .string($0.name), "kind": .string($0.kind.rawValue), "rows": .number(Double($0.rowCount)), "created": .string($0.createdAt)])
            }).pretty)
        }
        if list.isEmpty { return Outcome("no datasets; import members FILE or import cities FILE") }
        return Outcome(Session.columns([["dataset", "kind", "rows", "imported"]] + list.map {
            [TerminalText.sanitized($0.name), $0.kind.rawValue, "\($0.rowCount)", $0.createdAt]
        }))
    }

    func rows(_ verb: Token, _ arguments: [Token]) throws(CommandError) -> Outcome {
        let args = try ArgumentReader(verb: verb, tokens: arguments, valued: ["--limit", "--format"])
        try args.expectPositionals(1...1, usage: "rows NAME [--limit N] [--format text|json]")
        let format = try args.choice("--format", ["text", "json"], default: "text")
        let limit = try args.integer("--limit", 1...1_000_000) ?? 20
        let store = try requireStore()
        let name = args.positionals[0].text
        let rows = try stored { () throws(StoreError) in try store.rows(dataset: name, limit: limit) }
        let fields: [String]
        let table: [[String?]]
        switch rows {
        case .members(let members):
            fields = MemberEntry.fields
            table = members.map { [$0.name, $0.title, $0.location, $0.about, $0.image, $0.web, $0.facebook, $0.twitter] }
        case .cities(let cities):
            fields = CityEntry.fields
            table = cities.map { [$0.name, $0.image, $0.description] }
        }
        if format == "json" {
            return Outcome(JSONValue.array(table.map { row in
                .object(Dictionary(uniqueKeysWithValues: zip(fields, row.map { $0.map(JSONValue.string) ?? .null })))
            }).pretty)
        }
        let shown = table.map { row in row.map { Session.cell($0) } }
        return Outcome(Session.columns([["#"] + fields] + shown.enumerated().map { ["\($0.offset + 1)"] + $0.element }))
    }

    func deleteDataset(_ verb: Token, _ arguments: [Token]) throws(CommandError) -> Outcome {
        let args = try ArgumentReader(verb: verb, tokens: arguments, boolean: ["--force"])
        try args.expectPositionals(1...1, usage: "delete-dataset NAME --force")
        guard args.has("--force") else {
            throw CommandError.syntax("deleting a dataset cannot be undone; add --force", offset: verb.offset, length: verb.length)
        }
        let store = try requireStore()
        try stored { () throws(StoreError) in try store.deleteDataset(named: args.positionals[0].text) }
        return Outcome("deleted dataset \(TerminalText.sanitized(args.positionals[0].text))")
    }

    /// The consumer stopped (a database error); the parser stops too.
    struct PipelineStopped: Error {}

    func exchange<T>(_ body: () throws(ExchangeError) -> T) throws(CommandError) -> T {
        do { return try body() } catch { throw CommandError(TerminalText.sanitized(error.message)) }
    }

    /// A table cell: control characters visible, long text shortened with an ellipsis, nil as "—".
    static func cell(_ text: String?) -> String {
        guard let text else { return "—" }
        let visible = TerminalText.sanitized(text)
        return visible.count > 24 ? String(visible.prefix(23)) + "…" : visible
    }

    /// `TeamMembers.json` → `TeamMembers`.
    static func datasetName(from path: String) -> String {
        var name = path.split(separator: "/").last.map(String.init) ?? path
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = String(name[..<dot]) }
        return name
    }
}
