import AnimationCore
import TerminalText

/// `templates [TEMPLATE]`: the built-in animations and their parameters with defaults.
enum TemplatesCommand {
    static let command = Command(
        CommandSpec(
            "templates", group: .curves, summary: "the built-in animations and their parameters with defaults",
            positionals: [template], flags: [format],
            example: "templates tip-in"),
        run: run)

    /// Looked up when the line is parsed: an unknown name is refused there, with its caret.
    static let template = OptionalArgument.template("TEMPLATE")
    static let format = Flags.format(default: ReportFormat.text)

    static func run(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> Outcome {
        let named = arguments[Self.template]?.value
        let chosen = named.map { [$0] } ?? TemplateCatalog.all
        // On a terminal, long lines break between words under their own column (the terminal
        // would break them mid-word at its edge).
        let columns = session.terminal.isTTY ? session.terminal.columns : nil
        return try session.rendered(arguments[Self.format]) {
            guard let named else {
                let width = chosen.map(\.name.count).max() ?? 0
                return chosen.map { TextFit.hanging($0.name.padding(width) + "  ", $0.summary, width: columns) }
                    .joined(separator: "\n")
            }
            return text(named, width: columns)
        } json: {
            .array(chosen.map(json))
        }
    }

    /// One template, its parameters and their defaults, as the terminal shows them.
    private static func text(_ template: Template, width columns: Int?) -> String {
        var lines = [
            TextFit.hanging("\(template.name): ", template.summary, width: columns),
            TextFit.hanging("  reproduces: ", template.api, width: columns)
        ]
        let width = template.parameters.map(\.name.count).max() ?? 0
        let values = template.parameters.map { parameter in
            "\(parameter.defaultValue)" + (parameter.kind.unit.isEmpty ? "" : " " + parameter.kind.unit)
        }
        let valueWidth = values.map(\.count).max() ?? 0
        for (parameter, value) in zip(template.parameters, values) {
            lines.append(
                TextFit.hanging(
                    "  " + parameter.name.padding(width) + "  " + value.padding(valueWidth) + "  ", parameter.summary,
                    width: columns))
        }
        return lines.joined(separator: "\n")
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
