import AnimationCore
import StudioStore
import TerminalText

extension Session {
    /// The current preset's name, or an error saying how to choose one.
    func currentPresetName() throws(CommandError) -> String {
        let store = try requireStore()
        if current == nil {
            current = .some(try attempt { try store.currentPreset() })
        }
        guard let name = current ?? nil else {
            throw CommandError("no current preset; choose one with use NAME or make one with new NAME from TEMPLATE")
        }
        return name
    }

    /// The current preset's draft, for verbs whose reference may be left out.
    func currentDraft() throws(CommandError) -> ResolvedPreset {
        try resolve(.draft(of: try currentPresetName()), at: nil)
    }

    /// Makes `name` current here and remembers it for the next start.
    func makeCurrent(_ name: String?) throws(CommandError) {
        if remembersCurrent {
            let store = try requireStore()
            try attempt { try store.setCurrentPreset(name) }
        }
        current = .some(name)
    }

    /// Resolves a typed reference value.
    func resolve(_ value: ArgumentValue) throws(CommandError) -> ResolvedPreset {
        try resolve(value.reference ?? PresetReference(value.text), at: value.token)
    }

    /// Resolves a reference through the store's one resolver (the preview's too); its errors point
    /// at `token` when given.
    func resolve(_ reference: PresetReference, at token: Token?) throws(CommandError) -> ResolvedPreset {
        let store = try requireStore()
        do { return try store.resolve(reference) } catch {
            throw error.isReferenceError ? located(error.message, token) : CommandError(wrapping: error)
        }
    }

    /// An error at `token` when there is one, else without a caret.
    func located(_ message: String, _ token: Token?) -> CommandError {
        guard let token else { return CommandError(message) }
        return CommandError.syntax(message, offset: token.offset, length: token.length)
    }
}
