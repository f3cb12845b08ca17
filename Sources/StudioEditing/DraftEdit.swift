public import AnimationCore
public import StudioStore
import TerminalText

/// What a change did to a draft: the parameters it was applied to (the draft inside the write, not
/// what the caller read earlier), the draft now with its new revision, the burst that continues the
/// run, and what a conversion lost.
public struct DraftEdit: Sendable, Equatable {
    public var before: PresetParameters
    public var draft: Draft
    /// Pass with the next change of the same drag or run of nudges: one undo step for the run.
    public var burst: DraftBurst?
    /// What a timing conversion lost (` (this form starts at rest: velocity 2 dropped)`), or empty.
    public var note: String

    /// The draft's revision now (a change based on another one is refused as stale).
    public var revision: String { draft.revision }

    /// `damping 0.4 → 0.62`: what changed, as short as a message line needs (the whole timing when
    /// its kind changed), and the conversion's note.
    public var changes: String {
        EditSummary.changes(from: before.values, to: draft.parameters.values, template: before.template) + note
    }

    public init(before: PresetParameters, draft: Draft, burst: DraftBurst?, note: String = "") {
        self.before = before
        self.draft = draft
        self.burst = burst
        self.note = note
    }
}

/// Short descriptions of a change, the same for the tuner's message line and the browser's notices.
public enum EditSummary {
    /// `damping 0.62 → 0.4`: each line of the tuner's list that changed. A timing whose kind changed
    /// is said whole, with any template number that changed with it (a `uikit-spring` takes its
    /// duration along).
    public static func changes(from old: ParameterSet, to new: ParameterSet, template: Template) -> String {
        let before = TunableParameter.all(template: template, parameters: old)
        let after = TunableParameter.all(template: template, parameters: new)
        let changed = zip(before, after).filter { $0.text != $1.text }
        func said(_ pairs: [(TunableParameter, TunableParameter)]) -> [String] {
            pairs.map { "\($1.name) \($0.text) → \($1.text)" }
        }
        if TimingKind(old.timing) != TimingKind(new.timing)
            || old.timing.editableNumbers.map(\.name) != new.timing.editableNumbers.map(\.name)
        {
            let templateNumbers = changed.filter { $0.1.kind == .template && $0.0.name == $0.1.name }
            let timing = "timing \(old.timing.readableDescription) → \(new.timing.readableDescription)"
            return ([timing] + said(templateNumbers) + variant(from: old, to: new, template: template))
                .joined(separator: ", ")
        }
        let said = said(changed) + variant(from: old, to: new, template: template)
        return said.isEmpty ? "no change" : said.joined(separator: ", ")
    }

    /// `reduced-motion instant → cross-fade(duration: 0.2, timing: ease-out)` when the variant changed
    /// (the template's default marked so); nothing otherwise.
    static func variant(from old: ParameterSet, to new: ParameterSet, template: Template) -> [String] {
        guard old.reducedMotion != new.reducedMotion else { return [] }
        func text(_ set: ParameterSet) -> String {
            guard let variant = set.reducedMotion else {
                return template.defaultReducedMotion.description + " (template default)"
            }
            return TerminalText.sanitized(variant.description)
        }
        return ["\(ParameterAssignment.reducedMotionName) \(text(old)) → \(text(new))"]
    }
}
