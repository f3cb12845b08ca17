import StudioStore
import TerminalText

/// `use NAME`: make a preset current.
enum UseCommand {
    static let command = Command(
        CommandSpec(
            "use", group: .presets, summary: "make a preset current", positionals: [name],
            example: "use bounce", store: .writes),
        run: run)

    static let name = RequiredArgument("NAME", .preset)

    static func run(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> Outcome {
        let store = try session.requireStore()
        let value = arguments[Self.name]
        guard let summary = try session.attempt({ try store.preset(named: value.text) }) else {
            let names = (try? store.presets().map(\.name)) ?? []
            throw session.located(
                "no preset named “\(value.text)”" + Suggestions.didYouMean(value.text, among: names), value.token)
        }
        if summary.isDeleted {
            throw session.located(
                "preset “\(summary.name)” is deleted; bring it back with restore \(summary.name)", value.token)
        }
        try session.makeCurrent(summary.name)
        return Outcome(
            "\(TerminalText.sanitized(summary.name))@\(summary.latestVersion)\(summary.draftDiffers ? "*" : "")  \(summary.template)"
        )
    }
}
