import AnimationCore

/// `help [VERB]`: every verb by group, or one verb's usage, flags and example, all generated from
/// the declarations.
enum HelpCommand {
    static let command = Command(
        CommandSpec(
            "help", group: .studio, summary: "list the commands, or show one command's syntax, options and an example",
            positionals: [.optional("VERB", .verb)], example: "help sample"),
        run: run)

    static func run(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> Outcome {
        let width = session.terminal.isTTY ? session.terminal.columns : nil
        if let name = arguments.positional("VERB") {
            guard let entry = CommandRegistry.command(named: name.text) else {
                let names = CommandRegistry.all.map(\.spec.name)
                throw session.located(
                    "no command “\(name.text)”; expected one of \(names.joined(separator: ", "))"
                        + Suggestions.didYouMean(name.text, among: names), name.token)
            }
            return Outcome(verbHelp(entry.spec, width: width))
        }
        return Outcome(overview(width: width))
    }

    /// `help VERB`: the usage line, the summary, each flag with its meaning, and the example.
    static func verbHelp(_ spec: CommandSpec, width: Int?) -> String {
        var lines = [spec.usage, "  " + spec.summary]
        if !spec.flags.isEmpty {
            let shown = spec.flags.map { flag in
                (flag.short.map { "\($0), " } ?? "") + flag.name + (flag.value == nil ? "" : " " + flag.placeholder)
            }
            let column = (shown.map(\.count).max() ?? 0) + 2
            for (text, flag) in zip(shown, spec.flags) {
                var summary = flag.summary
                if case .choice(let words) = flag.value, flag.placeholder != words.joined(separator: "|") {
                    summary += ": " + words.joined(separator: ", ")
                }
                lines.append(TextFit.line("  " + text.padding(column) + summary, width: width))
            }
        }
        lines += spec.notes.map { TextFit.line("  " + $0, width: width) }
        lines.append("  example: " + spec.example)
        return lines.joined(separator: "\n")
    }

    /// `help`: every verb by group with its summary, then the timing and template names.
    static func overview(width: Int?) -> String {
        var lines: [String] = []
        let column = (CommandRegistry.all.map(\.spec.name.count).max() ?? 0) + 2
        for group in CommandSpec.Group.allCases {
            let members = CommandRegistry.all.filter { $0.spec.group == group }
            guard !members.isEmpty else { continue }
            lines.append(group.rawValue + ":")
            for entry in members {
                lines.append(TextFit.line("  " + entry.spec.name.padding(column) + entry.spec.summary, width: width))
            }
        }
        lines.append("timings: " + TimingExpression.names.joined(separator: ", "))
        lines.append("templates: " + TemplateCatalog.all.map(\.name).joined(separator: ", "))
        lines.append("type help VERB for its syntax, options and an example")
        return lines.joined(separator: "\n")
    }
}
