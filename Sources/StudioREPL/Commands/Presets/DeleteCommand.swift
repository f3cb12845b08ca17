import StudioStore
import TerminalText

/// `delete NAME` and `restore NAME`: hide a preset (its versions are kept) and bring it back.
enum DeleteCommand {
    static let name = RequiredArgument<PresetName>.named("NAME", .preset)
    static let force = Switch(
        "--force", "delete it even while another preset plays it as its reduced-motion variant (preset(name: NAME))")

    static let delete = Command(
        CommandSpec(
            "delete", group: .presets, summary: "hide a preset; its versions are kept",
            positionals: [name], flags: [force], example: "delete bounce", store: .writes),
        run: { arguments, session throws(CommandError) in
            let store = try session.requireStore()
            let value = arguments[DeleteCommand.name]
            let name = value.name
            let force = arguments[DeleteCommand.force]
            let time = session.clock()
            do throws(StoreError) { try store.deletePreset(named: name, at: time, force: force) } catch {
                // Who still plays the name is said under it, as that it names nothing would be.
                if case .presetPlayedAsVariant = error { throw session.located(error.message, value.source.token) }
                try session.attempt(at: value.source) { throw error }
            }
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
            let value = arguments[DeleteCommand.name]
            let name = value.name
            try session.attempt(at: value.source) { try store.restorePreset(named: name) }
            return Outcome("restored \(TerminalText.sanitized(name))")
        })
}
