import AnimationCore
import TerminalText

/// `help [VERB] [ACTION]`: every verb by group, or one verb's (or subcommand's) usage, flags and
/// example, all generated from the declarations.
enum HelpCommand {
    static let command = Command(
        CommandSpec(
            "help", group: .studio, summary: "list the commands, or show one command's syntax, options and an example",
            positionals: [verb, action], example: "help sample"),
        run: run)

    static let verb = OptionalArgument("VERB", .verb)
    static let action = OptionalArgument("ACTION", .subcommand)

    static func run(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> Outcome {
        let width = session.terminal.isTTY ? session.terminal.columns : nil
        if let name = arguments[verb] {
            guard let entry = CommandRegistry.command(named: name.text) else {
                if let what = notACommand(name.text) { throw session.located(what, name.token) }
                let names = CommandRegistry.all.map(\.spec.name)
                throw session.located(
                    "no command “\(name.text)”; expected one of \(names.joined(separator: ", "))"
                        + Suggestions.didYouMean(name.text, among: names), name.token)
            }
            guard let word = arguments[action] else { return Outcome(verbHelp(entry.spec, width: width)) }
            guard let child = entry.subcommand(word.text) else {
                let words = entry.subcommands.map(\.spec.word)
                let expected = words.isEmpty ? "it has none" : "expected one of \(words.joined(separator: ", "))"
                throw session.located(
                    "\(entry.spec.name) has no subcommand “\(word.text)”; \(expected)"
                        + Suggestions.didYouMean(word.text, among: words), word.token)
            }
            return Outcome(verbHelp(child.spec, width: width))
        }
        return Outcome(overview(width: width))
    }

    /// `help move-up-bounce`, `help uikit-spring`: the word is a template or a timing, and where to
    /// read about it instead.
    static func notACommand(_ word: String) -> String? {
        if TemplateCatalog.template(named: word) != nil {
            return "“\(word)” is a template, not a command: templates \(word) shows its parameters and defaults"
        }
        guard TimingExpression.names.contains(word) || word == "timings" else { return nil }
        return (word == "timings" ? "the timings are not commands" : "“\(word)” is a timing, not a command")
            + ": convert TIMING shows one in every API's terms; docs/reference/timing-expressions.md gives each "
            + "form and the API it reproduces"
    }

    /// `help VERB`: the usage line, the summary, each flag with its meaning and every choice, and
    /// the example, wrapped at the terminal's width (never cut).
    static func verbHelp(_ spec: CommandSpec, width: Int?) -> String {
        var lines = [usage(spec.usage, width: width), TextFit.wrapped("  " + spec.summary, width: width)]
        if !spec.flags.isEmpty {
            let shown = spec.flags.map { flag in
                (flag.short.map { "\($0), " } ?? "") + flag.name + (flag.value == nil ? "" : " " + flag.placeholder)
            }
            let column = (shown.map(TerminalText.width).max() ?? 0) + 2
            for (text, flag) in zip(shown, spec.flags) {
                var summary = flag.summary
                if case .choice(let words) = flag.value, flag.placeholder != words.joined(separator: "|") {
                    summary += ": " + words.joined(separator: ", ")
                }
                lines.append(TextFit.hanging("  " + text.padding(column), summary, width: width))
            }
        }
        if !spec.subcommands.isEmpty {
            let column = (spec.subcommands.map { TerminalText.width($0.word) }.max() ?? 0) + 2
            for child in spec.subcommands {
                lines.append(TextFit.hanging("  " + child.word.padding(column), child.summary, width: width))
            }
            lines.append(TextFit.wrapped("  type help \(spec.name) ACTION for its syntax and options", width: width))
        }
        lines += spec.notes.map { TextFit.wrapped("  " + $0, width: width) }
        lines.append(TextFit.wrapped("  example: " + spec.example, width: width))
        return lines.joined(separator: "\n")
    }

    /// The usage line wrapped between its parts, each `[--flag VALUE]` kept on one line.
    static func usage(_ text: String, width: Int?) -> String {
        var depth = 0
        let joined = String(
            text.map { character -> Character in
                if character == "[" { depth += 1 }
                if character == "]" { depth -= 1 }
                return character == " " && depth > 0 ? "\u{A0}" : character
            })
        return String(TextFit.wrapped(joined, width: width).map { $0 == "\u{A0}" ? " " : $0 })
    }

    /// `help`: every verb by group with its summary, then the timing and template names, wrapped
    /// at the terminal's width.
    static func overview(width: Int?) -> String {
        var lines: [String] = []
        let column = (CommandRegistry.all.map { TerminalText.width($0.spec.name) }.max() ?? 0) + 2
        for group in CommandSpec.Group.allCases {
            let members = CommandRegistry.all.filter { $0.spec.group == group }
            guard !members.isEmpty else { continue }
            lines.append(group.rawValue + ":")
            for entry in members {
                lines.append(TextFit.hanging("  " + entry.spec.name.padding(column), entry.spec.summary, width: width))
            }
        }
        lines.append(TextFit.wrapped("timings: " + TimingExpression.names.joined(separator: ", "), width: width))
        lines.append(
            TextFit.wrapped("templates: " + TemplateCatalog.all.map(\.name).joined(separator: ", "), width: width))
        lines.append(TextFit.wrapped("type help VERB for its syntax, options and an example", width: width))
        return lines.joined(separator: "\n")
    }
}
