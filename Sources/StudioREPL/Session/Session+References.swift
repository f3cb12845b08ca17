import AnimationCore
import StudioStore

/// A preset version (or draft) read from the store: its typed parameters, checked when read.
struct ResolvedPreset {
    let name: String
    /// `bounce@3` or `bounce@draft`.
    let label: String
    let version: Int?
    let preset: PresetParameters
    let time: String
    let message: String?

    var template: Template { preset.template }
    var parameters: ParameterSet { preset.values }

    /// The animation the parameters make (solved once, when they were read).
    func animation() throws(CommandError) -> TemplateAnimation { preset.animation }
}

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
        try resolve(PresetReference(try currentPresetName() + "@draft"), at: nil)
    }

    /// Makes `name` current here and remembers it for the next start.
    func makeCurrent(_ name: String?) throws(CommandError) {
        let store = try requireStore()
        try attempt { try store.setCurrentPreset(name) }
        current = .some(name)
    }

    /// Resolves a typed reference value.
    func resolve(_ value: ArgumentValue) throws(CommandError) -> ResolvedPreset {
        try resolve(value.reference ?? PresetReference(value.text), at: value.token)
    }

    /// Resolves a reference to validated parameters; errors point at `token` when given.
    func resolve(_ reference: PresetReference, at token: Token?) throws(CommandError) -> ResolvedPreset {
        let store = try requireStore()
        guard let summary = try attempt({ try store.preset(named: reference.name) }) else {
            let names = (try? store.presets().map(\.name)) ?? []
            throw located(
                "no preset named “\(reference.name)”" + Suggestions.didYouMean(reference.name, among: names), token)
        }
        let number: Int
        switch reference.selector {
        case .draft:
            let draft = try attempt { try store.draft(of: summary.name) }
            let label = "\(summary.name)@draft"
            return ResolvedPreset(
                name: summary.name, label: label, version: nil, preset: draft.parameters, time: draft.changedAt,
                message: nil)
        case .latest: number = summary.latestVersion
        case .version(let n): number = n
        case .tag(let tag):
            guard let tagged = try attempt({ try store.resolveTag(tag, of: summary.name) }) else {
                throw located("\(summary.name) has no version or tag “\(tag)”; use a number, draft or a tag", token)
            }
            number = tagged
        }
        let version = try attempt { try store.version(of: summary.name, number: number) }
        let label = "\(summary.name)@\(number)"
        return ResolvedPreset(
            name: summary.name, label: label, version: number, preset: version.parameters, time: version.createdAt,
            message: version.message)
    }

    /// An error at `token` when there is one, else without a caret.
    func located(_ message: String, _ token: Token?) -> CommandError {
        guard let token else { return CommandError(message) }
        return CommandError.syntax(message, offset: token.offset, length: token.length)
    }

    /// True when the store has a live preset of this name.
    func isPresetName(_ name: String) -> Bool {
        guard let store, let summary = try? store.preset(named: name) else { return false }
        return !summary.isDeleted
    }
}
