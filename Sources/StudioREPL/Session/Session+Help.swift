import AnimationCore

extension Session {
    func help(_ verb: Token, _ arguments: [Token]) throws(CommandError) -> Outcome {
        let args = try ArgumentReader(verb: verb, tokens: arguments)
        try args.expectPositionals(0...1, usage: "help [VERB]")
        if let name = args.positionals.first {
            guard let entry = VerbCatalog.verb(named: name.text) else {
                throw CommandError.syntax(
                    "no command “\(name.text)”; expected one of \(VerbCatalog.all.map(\.name).joined(separator: ", "))",
                    offset: name.offset, length: name.length)
            }
            return Outcome("\(entry.syntax)\n  \(entry.summary)\n  example: \(entry.example)")
        }
        var lines: [String] = []
        for group in VerbCatalog.groups {
            lines.append(group + ":")
            let width = (VerbCatalog.all.map(\.name.count).max() ?? 0) + 2
            for entry in VerbCatalog.all where entry.group == group {
                lines.append("  " + entry.name.padding(width) + entry.summary)
            }
        }
        lines.append("timings: " + TimingExpression.names.joined(separator: ", "))
        lines.append("templates: " + TemplateCatalog.all.map(\.name).joined(separator: ", "))
        lines.append("type help VERB for its syntax and an example")
        return Outcome(lines.joined(separator: "\n"))
    }

    func templates(_ verb: Token, _ arguments: [Token]) throws(CommandError) -> Outcome {
        let args = try ArgumentReader(verb: verb, tokens: arguments, valued: ["--format"])
        try args.expectPositionals(0...1, usage: VerbCatalog.verb(named: "templates")!.syntax)
        let format = try args.choice("--format", ["text", "json"], default: "text")
        var chosen = TemplateCatalog.all
        if let name = args.positionals.first {
            guard let template = TemplateCatalog.template(named: name.text) else {
                throw CommandError.syntax(
                    "no template “\(name.text)”; expected one of \(TemplateCatalog.all.map(\.name).joined(separator: ", "))",
                    offset: name.offset, length: name.length)
            }
            chosen = [template]
        }
        if format == "json" {
            return Outcome(JSONValue.array(chosen.map(Session.templateJSON)).pretty)
        }
        if args.positionals.isEmpty {
            let width = chosen.map(\.name.count).max() ?? 0
            return Outcome(chosen.map { $0.name.padding(width) + "  " + $0.summary }.joined(separator: "\n"))
        }
        let template = chosen[0]
        var lines = ["\(template.name): \(template.summary)", "  reproduces: \(template.api)"]
        let width = template.parameters.map(\.name.count).max() ?? 0
        let values = template.parameters.map { parameter in
            "\(parameter.defaultValue)" + (parameter.kind.unit.isEmpty ? "" : " " + parameter.kind.unit)
        }
        let valueWidth = values.map(\.count).max() ?? 0
        for (parameter, value) in zip(template.parameters, values) {
            lines.append("  " + parameter.name.padding(width) + "  " + value.padding(valueWidth) + "  " + parameter.summary)
        }
        return Outcome(lines.joined(separator: "\n"))
    }

    static func templateJSON(_ template: Template) -> JSONValue {
        .object([
            "name": .string(template.name),
            "summary": .string(template.summary),
            "api": .string(template.api),
            "parameters": .array(template.parameters.map { parameter in
                .object([
                    "name": .string(parameter.name),
                    "unit": .string(parameter.kind.unit),
                    "default": parameter.defaultValue.number.map(JSONValue.number) ?? .string(parameter.defaultValue.description),
                    "summary": .string(parameter.summary),
                ])
            }),
        ])
    }
}
