import AnimationCore
import StudioStore
import TerminalText
import TunerView

/// The changes a page of `preview --edit` makes to a draft, through exactly what `set`, `undo`,
/// `redo` and `commit` run: the same parsing, checks, error text and store calls (``DraftEditing``),
/// each based on the draft revision the page showed, so a change to a draft that moved on since is
/// refused with nothing written.
///
/// Called from the preview server's threads: each change runs in a session of its own on the
/// same database, never in the interactive session. Every change that lands is announced
/// (`browser: bounce damping 0.4 → 0.62`).
public struct BrowserEditor: Sendable {
    /// What became of a change.
    public enum Result: Sendable, Equatable {
        /// Written: the draft now, the burst to pass with the next change of a drag, and what changed.
        case saved(Draft, burst: DraftBurst?, change: String)
        /// Nothing written: the draft holds another revision than the change was based on; the draft now.
        case stale(Draft, message: String)
        /// Nothing written: the change broke a rule; the message is the one `set` prints.
        case refused(String)
    }

    let store: StudioStore
    let clock: @Sendable () -> String
    let announce: @Sendable (Announcement) -> Void
    /// Where each drag started, for its one line.
    let origins = DragOrigins()

    public init(
        store: StudioStore, clock: @escaping @Sendable () -> String,
        announce: @escaping @Sendable (Announcement) -> Void
    ) {
        self.store = store
        self.clock = clock
        self.announce = announce
    }

    /// `set PARAMETER VALUE …` on `preset`'s draft, each value as typed; `burst` continues a drag.
    public func set(
        _ preset: String, _ pairs: [(parameter: String, value: String)], basedOn revision: String,
        continuing burst: DraftBurst?
    ) -> Result {
        run(preset, basedOn: revision, continuing: burst) { session, draft throws(CommandError) in
            var parameters = draft.parameters.values
            for (parameter, value) in pairs {
                let key = ArgumentValue(
                    Token(text: parameter, offset: 0, length: parameter.unicodeScalars.count), .text)
                let typed = ArgumentValue(Token(text: value, offset: 0, length: value.unicodeScalars.count), .text)
                parameters = try DraftEditing.setting(
                    key, typed, in: parameters, template: draft.template, session: session)
            }
            let saved = try DraftEditing.write(
                draft.name, draft.template, parameters, session, continuing: burst, basedOn: revision)
            // A drag's line says the whole drag: from where its first change started.
            let origin = origins.origin(
                of: draft.name, continuing: burst, current: draft.parameters.values, next: saved.burst)
            return (saved.draft, saved.burst, Self.change(draft, parameters, from: origin))
        }
    }

    /// The timing switched to another kind (`cubic`, `uikit-spring`, `ease-in-out`, …), the curve
    /// converted as the tuner converts it.
    public func switchTiming(_ preset: String, to kind: String, basedOn revision: String) -> Result {
        run(preset, basedOn: revision) { session, draft throws(CommandError) in
            guard let target = TimingKind.allCases.first(where: { $0.name == kind }) else {
                throw CommandError(
                    "a timing kind is one of \(TimingKind.allCases.map(\.name).joined(separator: ", ")); got “\(TerminalText.sanitized(kind))”"
                )
            }
            let converted = try Tuner.convert(draft.parameters.animation.curve, to: target)
            var parameters = draft.parameters.values
            parameters.values["timing"] = .timing(converted.timing)
            if let duration = converted.duration, draft.template.parameter(named: "duration") != nil {
                parameters.values["duration"] = .number(duration)
            }
            let saved = try DraftEditing.write(
                draft.name, draft.template, parameters, session, continuing: nil, basedOn: revision)
            return (saved.draft, nil, Self.change(draft, parameters) + converted.note)
        }
    }

    /// `undo` (or `redo`) on `preset`'s draft.
    public func step(_ preset: String, undo: Bool, basedOn revision: String) -> Result {
        run(preset, basedOn: revision) { session, draft throws(CommandError) in
            let store = try session.requireStore()
            let moved = try session.attempt {
                undo
                    ? try store.undo(of: draft.name, at: session.clock(), basedOn: revision)
                    : try store.redo(of: draft.name, at: session.clock(), basedOn: revision)
            }
            let after = moved.parameters.values
            return (moved, nil, (undo ? "undo: " : "redo: ") + Self.change(draft, after))
        }
    }

    /// `commit -m MESSAGE` of `preset`'s draft (an empty message commits without one).
    public func commit(_ preset: String, message: String, basedOn revision: String) -> Result {
        run(preset, basedOn: revision) { session, draft throws(CommandError) in
            let store = try session.requireStore()
            let text = message.trimmingSpaces
            let version = try session.attempt {
                try store.commit(
                    of: draft.name, message: text.isEmpty ? nil : text, at: session.clock(), basedOn: revision)
            }
            let now = try session.attempt { try store.draft(of: draft.name) }
            return (now, nil, "committed \(TerminalText.sanitized(version.preset))@\(version.number)")
        }
    }

    /// Runs `change` on the draft of `preset` in a session of its own; a failure while the draft
    /// holds another revision than `revision` is a stale change, any other one a refusal.
    private func run(
        _ preset: String, basedOn revision: String, continuing: DraftBurst? = nil,
        _ change: (Session, ResolvedPreset) throws(CommandError) -> (Draft, DraftBurst?, String)
    ) -> Result {
        let session = Session(store: store, clock: clock)
        do {
            let draft = try session.resolve(PresetReference(preset + "@draft"), at: nil)
            let (saved, burst, text) = try change(session, draft)
            announce(
                Announcement("browser: \(text)", run: burst == nil ? nil : draft.name, continues: continuing != nil))
            return .saved(saved, burst: burst, change: text)
        } catch {
            if let now = try? store.draft(of: preset), now.revision != revision {
                return .stale(
                    now,
                    message: StoreError.draftChanged(preset: preset, basedOn: revision, current: now.revision).message)
            }
            return .refused(error.message)
        }
    }

    /// `bounce damping 0.4 → 0.62`: the preset and what changed, as the tuner says it.
    static func change(_ draft: ResolvedPreset, _ parameters: ParameterSet, from origin: ParameterSet? = nil)
        -> String
    {
        TerminalText.sanitized(draft.name) + " "
            + Tuner.changes(from: origin ?? draft.parameters.values, to: parameters, template: draft.template)
    }
}
