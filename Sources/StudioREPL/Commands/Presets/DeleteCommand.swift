import StudioStore
import TerminalText

/// `delete NAME` and `restore NAME`: hide a preset (its versions are kept) and bring it back.
enum DeleteCommand {
    static let name = RequiredArgument("NAME", .preset)

    static let delete = Command(
        CommandSpec(
            "delete", group: .presets, summary: "hide a preset; its versions are kept",
            positionals: [name], example: "delete bounce", store: .writes),
        run: { arguments, session throws(CommandError) in
            let store = try session.requireStore()
            let name = arguments[DeleteCommand.name].text
            try session.attempt { try store.deletePreset(named: name, at: session.clock()) }
            if (try? session.currentPresetName()) == name { session.current = .some(nil) }
            let shown = TerminalText.sanitized(name)
            return Outcome("deleted \(shown) (its versions are kept; restore \(shown) brings it back)")
        })

    static let restore = Command(
        CommandSpec(
            "restore", group: .presets, summary: "bring a deleted preset back",
            positionals: [name], example: "restore bounce", store: .writes),
        run: { arguments, session throws(CommandError) in
            let store = try session.requireStore()
            let name = arguments[DeleteCommand.name].text
            try session.attempt { try store.restorePreset(named: name) }
            return Outcome("restored \(TerminalText.sanitized(name))")
        })
}
