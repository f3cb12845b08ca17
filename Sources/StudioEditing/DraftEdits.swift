import AnimationCore
public import StudioStore

/// The one way a draft is edited, whoever edits it: `set`/`unset` at the prompt, the tuner, the
/// browser editor (and later an agent). Each change is a delta (``DraftChange``) applied to the
/// draft as it is inside one store transaction; with a base revision, a change to a draft that
/// moved on is refused as stale (the 409 rule) with nothing written. Undo, redo and commit go
/// through here too, so every caller gets the same typed results.
public struct DraftEdits: Sendable {
    public let store: StudioStore
    /// The time each change is stamped with.
    public let clock: @Sendable () -> String

    public init(store: StudioStore, clock: @escaping @Sendable () -> String) {
        self.store = store
        self.clock = clock
    }

    /// Applies `change` to the draft of `preset` as it is now; `burst` continues a run (one undo step).
    public func apply(
        _ change: DraftChange, to preset: String, basedOn revision: String? = nil, continuing burst: DraftBurst? = nil
    ) throws(EditFailure) -> DraftEdit {
        try ReducedMotionPresetRule.check(
            change, template: { () throws(EditFailure) in try draft(of: preset).parameters.template }, store: store)
        var note = ""
        let result: Result<DraftUpdate, EditError>
        do throws(StoreError) {
            result = try store.changeDraft(of: preset, at: clock(), continuing: burst, basedOn: revision) {
                current -> Result<PresetParameters, EditError> in
                do throws(EditError) {
                    let applied = try change.apply(to: current)
                    note = applied.note
                    return .success(applied.parameters)
                } catch { return .failure(error) }
            }
        } catch { throw .store(error) }
        switch result {
        case .success(let update):
            return DraftEdit(before: update.before, draft: update.draft, burst: update.burst, note: note)
        case .failure(let error): throw .refused(error)
        }
    }

    /// Restores the previous draft state.
    public func undo(_ preset: String, basedOn revision: String? = nil) throws(EditFailure) -> DraftEdit {
        try step(preset, undo: true, basedOn: revision)
    }

    /// Restores the state the last undo left.
    public func redo(_ preset: String, basedOn revision: String? = nil) throws(EditFailure) -> DraftEdit {
        try step(preset, undo: false, basedOn: revision)
    }

    /// Commits the draft as the next version, with `message` as given (empty: none); `agent` is
    /// recorded as the version's author when an agent commits (`commit` from `animstudio mcp`).
    public func commit(
        _ preset: String, message: String?, basedOn revision: String? = nil, by agent: String? = nil
    ) throws(EditFailure) -> PresetVersion {
        do throws(StoreError) {
            return try store.commit(of: preset, message: message, at: clock(), basedOn: revision, by: agent)
        } catch { throw .store(error) }
    }

    /// A commit message typed on a line of its own (the tuner's prompt, the page's field): without
    /// the spaces at either end; nil when nothing else is left.
    public static func typedMessage(_ text: String) -> String? {
        let trimmed = trimmingSpaces(text)
        return trimmed.isEmpty ? nil : trimmed
    }

    /// The draft of `preset` now.
    public func draft(of preset: String) throws(EditFailure) -> Draft {
        do throws(StoreError) { return try store.draft(of: preset) } catch { throw .store(error) }
    }

    private func step(_ preset: String, undo: Bool, basedOn revision: String?) throws(EditFailure) -> DraftEdit {
        do throws(StoreError) {
            let moved = try store.step(of: preset, undo: undo, at: clock(), basedOn: revision)
            return DraftEdit(before: moved.before, draft: moved.draft, burst: nil)
        } catch { throw .store(error) }
    }

    /// Without the spaces at either end (a typed commit message).
    static func trimmingSpaces(_ text: String) -> String {
        var text = Substring(text)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
