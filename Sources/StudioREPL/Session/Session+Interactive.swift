import AnimationCore
import StudioStore
import TerminalText

extension Session {
    /// `bounce@3*> ` (the star when the draft differs from the latest version), or `> `.
    public var prompt: String {
        guard store != nil, let name = try? currentPresetName(), let store,
            let summary = try? store.preset(named: name), !summary.isDeleted
        else { return "> " }
        return "\(TerminalText.sanitized(summary.name))@\(summary.latestVersion)\(summary.draftDiffers ? "*" : "")> "
    }

    /// Names for Tab completion, read from the store when asked.
    public func completionSource(files: @escaping (String) -> [String]) -> CompletionSource {
        CompletionSource(
            presets: { [weak self] in (try? self?.store?.presets().map(\.name)) ?? [] },
            references: { [weak self] name in
                guard let store = self?.store, let summary = try? store.preset(named: name) else { return [] }
                let tags = (try? store.tags(of: summary.name).keys.sorted()) ?? []
                return (1...max(1, summary.latestVersion)).map(String.init) + tags + ["draft"]
            },
            parameters: { [weak self] in
                guard let self, let draft = try? self.currentDraft() else { return [] }
                return draft.template.parameters.map(\.name) + draft.parameters.timing.editableNumbers.map(\.name)
            },
            datasets: { [weak self] in (try? self?.store?.datasets().map(\.name)) ?? [] },
            files: files,
            sessions: { [weak self] in (try? self?.store?.previewSessions().map(\.name)) ?? [] })
    }
}
