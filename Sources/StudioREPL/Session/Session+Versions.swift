import AnimationCore
import StudioStore

extension Session {
    func presets(_ verb: Token, _ arguments: [Token]) throws(CommandError) -> Outcome {
        let args = try ArgumentReader(verb: verb, tokens: arguments, valued: ["--format"], boolean: ["--all"])
        try args.expectPositionals(0...0, usage: "presets [--all] [--format text|json]")
        let format = try args.choice("--format", ["text", "json"], default: "text")
        let store = try requireStore()
        let list = try stored { () throws(StoreError) in try store.presets(includeDeleted: args.has("--all")) }
        if format == "json" {
            return Outcome(JSONValue.array(list.map { p in
                .object([
                    "name": .string(p.name), "template": .string(p.template), "latestVersion": .number(Double(p.latestVersion)),
                    "lastChange": .string(p.lastChangedAt), "draftDiffers": .bool(p.draftDiffers), "deleted": .bool(p.isDeleted),
                ])
            }).pretty)
        }
        if list.isEmpty { return Outcome("no presets yet; make one with new NAME from TEMPLATE (templates lists them)") }
        let rows = list.map { p in
            [TerminalText.sanitized(p.name), p.template, "@\(p.latestVersion)\(p.draftDiffers ? "*" : "")", p.lastChangedAt + (p.isDeleted ? "  (deleted)" : "")]
        }
        return Outcome(Session.columns([["preset", "template", "latest", "last change"]] + rows))
    }

    func history(_ verb: Token, _ arguments: [Token]) throws(CommandError) -> Outcome {
        let args = try ArgumentReader(verb: verb, tokens: arguments, valued: ["--format"])
        try args.expectPositionals(0...1, usage: "history [NAME] [--format text|json]")
        let format = try args.choice("--format", ["text", "json"], default: "text")
        let name: String
        if let given = args.positionals.first { name = given.text } else { name = try currentPresetName() }
        let store = try requireStore()
        guard let summary = try stored({ () throws(StoreError) in try store.preset(named: name) }),
            let template = TemplateCatalog.template(named: summary.template)
        else { throw CommandError("no preset named “\(name)”") }
        let versions = try stored { () throws(StoreError) in try store.versions(of: name) }
        var previous: ParameterSet?
        var entries: [(Int, String, String?, [(String, String, String)])] = []
        for version in versions {
            let current = try parameters(version.parameters, template)
            let changes = previous.map { Session.changes(from: $0, to: current, template: template) } ?? []
            entries.append((version.number, version.createdAt, version.message, changes))
            previous = current
        }
        if format == "json" {
            return Outcome(JSONValue.array(entries.map { entry in
                .object([
                    "number": .number(Double(entry.0)), "time": .string(entry.1), "message": entry.2.map(JSONValue.string) ?? .null,
                    "changed": .array(entry.3.map { .object(["parameter": .string($0.0), "old": .string($0.1), "new": .string($0.2)]) }),
                ])
            }).pretty)
        }
        return Outcome(entries.map { entry in
            let changes = entry.3.isEmpty ? (entry.0 == 1 ? "" : "  (no parameter changed)") : "  " + entry.3.map { "\($0.0) \($0.1) → \($0.2)" }.joined(separator: ", ")
            return "@\(entry.0)  \(entry.1)  \(TerminalText.sanitized(entry.2 ?? "—"))" + changes
        }.joined(separator: "\n"))
    }

    func tag(_ verb: Token, _ arguments: [Token]) throws(CommandError) -> Outcome {
        let args = try ArgumentReader(verb: verb, tokens: arguments, boolean: ["--force"])
        try args.expectPositionals(2...2, usage: "tag REF TAG [--force]")
        let resolved = try resolve(args.positionals[0])
        guard let number = resolved.version else {
            throw CommandError.syntax("only committed versions can be tagged; commit the draft first", offset: args.positionals[0].offset, length: args.positionals[0].length)
        }
        let store = try requireStore()
        let tag = args.positionals[1].text
        _ = try stored { () throws(StoreError) in try store.tag(tag, of: resolved.name, version: number, force: args.has("--force"), at: clock()) }
        return Outcome("\(resolved.name)@\(tag) → \(resolved.name)@\(number)")
    }

    func show(_ verb: Token, _ arguments: [Token]) throws(CommandError) -> Outcome {
        let args = try ArgumentReader(verb: verb, tokens: arguments, valued: ["--format"])
        try args.expectPositionals(0...1, usage: "show [REF] [--format text|json]")
        let format = try args.choice("--format", ["text", "json"], default: "text")
        let token: Token
        if let given = args.positionals.first {
            token = given
        } else {
            token = Token(text: try currentPresetName() + "@draft", offset: verb.offset, length: verb.length)
        }
        let preset = try resolve(token)
        if format == "json" {
            return Outcome(JSONValue.object([
                "reference": .string(preset.label), "template": .string(preset.template.name), "time": .string(preset.time),
                "message": preset.message.map(JSONValue.string) ?? .null,
                "parameters": .object(preset.parameters.values.mapValues { $0.number.map(JSONValue.number) ?? .string($0.description) }),
            ]).pretty)
        }
        var lines = ["\(preset.label)  \(preset.template.name)  \(preset.time)" + (preset.message.map { "  \(TerminalText.sanitized($0))" } ?? "")]
        lines += Session.describe(preset.parameters, template: preset.template).map { "  " + $0 }
        return Outcome(lines.joined(separator: "\n"))
    }

    func diff(_ verb: Token, _ arguments: [Token]) throws(CommandError) -> Outcome {
        let args = try ArgumentReader(verb: verb, tokens: arguments, valued: ["--format", "--canvas", "--width", "--height", "--color"])
        try args.expectPositionals(2...2, usage: "diff REF REF [--format text|json]")
        let format = try args.choice("--format", ["text", "json"], default: "text")
        let (a, b) = (try resolve(args.positionals[0]), try resolve(args.positionals[1]))
        guard a.template.name == b.template.name else {
            throw CommandError("\(a.label) is a \(a.template.name) and \(b.label) a \(b.template.name); diff compares presets of one template")
        }
        let changes = Session.changes(from: a.parameters, to: b.parameters, template: a.template)
        let (ma, mb) = (CurveMetrics(try a.animation().curve), CurveMetrics(try b.animation().curve))
        if format == "json" {
            var metrics: [String: JSONValue] = [:]
            for field in CurveMetrics.fields {
                metrics[field.key] = .object(["old": .number(ma.value(of: field.key)), "new": .number(mb.value(of: field.key)),
                                              "change": .number(mb.value(of: field.key) - ma.value(of: field.key))])
            }
            return Outcome(JSONValue.object([
                "from": .string(a.label), "to": .string(b.label),
                "changed": .array(changes.map { .object(["parameter": .string($0.0), "old": .string($0.1), "new": .string($0.2)]) }),
                "metrics": .object(metrics),
            ]).pretty)
        }
        var lines = ["\(a.label) → \(b.label)"]
        lines += changes.isEmpty ? ["  no parameter changed"] : changes.map { "  \($0.0)  \($0.1) → \($0.2)" }
        let chart = try previewChart([(a.label, try a.animation()), (b.label, try b.animation())], args)
        return Outcome((lines + [chart, TableFormatter.comparison([(a.label, ma), (b.label, mb)])]).joined(separator: "\n"))
    }

    func deleteOrRestore(_ verb: Token, _ arguments: [Token], delete: Bool) throws(CommandError) -> Outcome {
        let args = try ArgumentReader(verb: verb, tokens: arguments)
        try args.expectPositionals(1...1, usage: "\(verb.text) NAME")
        let store = try requireStore()
        let name = args.positionals[0].text
        if delete {
            try stored { () throws(StoreError) in try store.deletePreset(named: name, at: clock()) }
            if (try? currentPresetName()) == name { current = .some(nil) }
            return Outcome("deleted \(name) (its versions are kept; restore \(name) brings it back)")
        }
        try stored { () throws(StoreError) in try store.restorePreset(named: name) }
        return Outcome("restored \(name)")
    }

    /// Left-aligned columns separated by two spaces.
    /// Rows as aligned columns two spaces apart; `rightAligned` columns line up on their right edge.
    static func columns(_ rows: [[String]], rightAligned: Set<Int> = []) -> String {
        let widths = (0..<(rows.first?.count ?? 0)).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, text in
                rightAligned.contains(column)
                    ? String(repeating: " ", count: widths[column] - text.count) + text : text.padding(widths[column])
            }.joined(separator: "  ").trimmedRight()
        }.joined(separator: "\n")
    }
}

extension String {
    func trimmedRight() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
