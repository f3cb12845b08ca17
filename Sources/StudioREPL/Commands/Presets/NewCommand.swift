import AnimationCore
import StudioStore

/// `new NAME from TEMPLATE|REF`: a preset whose version 1 holds the source's parameters.
enum NewCommand {
    static let command = Command(
        CommandSpec(
            "new", group: .presets,
            summary: "create a preset whose version 1 holds the source's parameters, and make it current",
            positionals: [Positional("NAME", .newName), .keyword("from"), Positional("SOURCE", .curve, shownAs: "TEMPLATE|REF")],
            flags: [Flag("--message", short: "-m", .text, "MESSAGE", "the version's message (default “from SOURCE”)")],
            example: "new bounce from move-up-bounce", store: .writes),
        run: run)

    static func run(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> Outcome {
        let nameValue = arguments.positional("NAME")!, source = arguments.positional("SOURCE")!
        let name = nameValue.text
        if TemplateCatalog.template(named: name) != nil || TimingExpression.names.contains(name) {
            throw session.located(
                "“\(name)” is the name of a template or timing; choose another preset name", nameValue.token)
        }
        let typed: PresetParameters
        if let named = TemplateCatalog.template(named: source.text) {
            do { typed = try PresetParameters.defaults(of: named) } catch { throw CommandError.timing(error) }
        } else {
            typed = try session.resolve(source).preset
        }
        let template = typed.template, parameters = typed.values
        let store = try session.requireStore()
        let message = arguments.text("--message") ?? "from \(source.text)"
        let version = try session.attempt {
            try store.createPreset(
                name: name, parameters: typed, message: message, at: session.clock())
        }
        try session.makeCurrent(version.preset)
        return Outcome(
            "\(TerminalText.sanitized(version.preset))@1  \(template.name)\n"
                + ParameterListing.lines(parameters, template: template).map { "  " + $0 }.joined(separator: "\n"))
    }
}
