import AnimationCore
import StudioStore
import TerminalText

/// `new NAME from TEMPLATE|REF`: a preset whose version 1 holds the source's parameters.
enum NewCommand {
    static let command = Command(
        CommandSpec(
            "new", group: .presets,
            summary: "create a preset whose version 1 holds the source's parameters, and make it current",
            positionals: [name, RequiredArgument("from", .keyword("from")), source], flags: [message],
            example: "new bounce from move-up-bounce", store: .writes),
        run: run)

    static let name = RequiredArgument<PresetName>.named("NAME", .newName(.preset))
    static let source = RequiredArgument(
        Positional("SOURCE", .presetSource, shownAs: "TEMPLATE|REF"), convert: Conversion.located)
    static let message = ValueFlag(
        "--message", short: "-m", .text, "MESSAGE", "the version's message", default: .quoted("from SOURCE"))

    static func run(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> Outcome {
        let nameValue = arguments[Self.name]
        let source = arguments[Self.source]
        let name = nameValue.name
        try RenameCommand.refuseReservedName(nameValue, session)
        let store = try session.requireStore()
        let typed: PresetParameters
        if let named = TemplateCatalog.template(named: source.text) {
            do { typed = try PresetParameters.defaults(of: named) } catch { throw CommandError.timing(error) }
        } else if source.text.contains("@") || (try? store.preset(named: source.text)) != nil {
            typed = try session.resolve(source).parameters
        } else {
            // Neither: the closest template or preset names, as sample suggests for a curve.
            let names = TemplateCatalog.all.map(\.name) + ((try? store.presets().map(\.name)) ?? [])
            throw session.located(
                "no template or preset named “\(source.text)”; see templates or presets"
                    + Suggestions.didYouMean(source.text, among: names), source.token)
        }
        let template = typed.template
        let parameters = typed.values
        let message = arguments[Self.message]?.text ?? "from \(source.text)"
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
