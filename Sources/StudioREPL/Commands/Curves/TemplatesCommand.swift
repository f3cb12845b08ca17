import AnimationCore
import TerminalText

/// `templates [TEMPLATE]`: the built-in animations and their parameters with defaults.
enum TemplatesCommand {
    static let command = Command(
        CommandSpec(
            "templates", group: .curves, summary: "the built-in animations and their parameters with defaults",
            positionals: [.optional("TEMPLATE", .template(entrances: false))], flags: [Flags.format(["text", "json"])],
            example: "templates tip-in"),
        run: run)

    static func run(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> Outcome {
        var chosen = TemplateCatalog.all
        if let name = arguments.positional("TEMPLATE") {
            guard let template = TemplateCatalog.template(named: name.text) else {
                let names = TemplateCatalog.all.map(\.name)
                throw session.located(
                    "no template “\(name.text)”; expected one of \(names.joined(separator: ", "))"
                        + Suggestions.didYouMean(name.text, among: names), name.token)
            }
            chosen = [template]
        }
        if arguments.choice("--format", default: "text") == "json" {
            return Outcome(JSONValue.array(chosen.map(json)).pretty)
        }
        if arguments.positional("TEMPLATE") == nil {
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
            lines.append(
                "  " + parameter.name.padding(width) + "  " + value.padding(valueWidth) + "  " + parameter.summary)
        }
        return Outcome(lines.joined(separator: "\n"))
    }

    static func json(_ template: Template) -> JSONValue {
        .object([
            "name": .string(template.name),
            "summary": .string(template.summary),
            "api": .string(template.api),
            "parameters": .array(
                template.parameters.map { parameter in
                    .object([
                        "name": .string(parameter.name),
                        "unit": .string(parameter.kind.unit),
                        "default": parameter.defaultValue.number.map(JSONValue.number)
                            ?? .string(parameter.defaultValue.description),
                        "summary": .string(parameter.summary)
                    ])
                })
        ])
    }
}
