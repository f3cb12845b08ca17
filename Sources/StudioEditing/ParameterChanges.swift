public import AnimationCore
import TerminalText

/// What differs between two parameter sets of one template: each changed name with its old and its
/// new value as printed, the reduced-motion variant last. The one description of a change: the
/// prompt's verbs (`set`, `unset`, `revert`, `undo`, `redo`, and the line `tune` leaves), `diff`,
/// `history`, the tuner's message line and the browser's notices all read it, each at its detail.
public struct ParameterChanges: Equatable, Sendable {
    /// One changed name: `duration 1 → 0.8`.
    public struct Change: Equatable, Sendable {
        public let name: String
        public let old: String
        public let new: String

        public init(_ name: String, _ old: String, _ new: String) {
            self.name = name
            self.old = old
            self.new = new
        }

        public var text: String { "\(name) \(old) → \(new)" }
    }

    /// How finely a change is named. The two differ only in how a timing is said: the text of a
    /// template number and of the variant is the same at both.
    public enum Detail: Sendable {
        /// By the names `show` lists and `set` takes: a timing whole, in its exact form, so the text
        /// reads back (the prompt's verbs, `diff`, `history`).
        case templateParameters
        /// By the lines of the tuner's list: a timing's numbers one by one, as derived numbers, and
        /// the timing whole only when its lines changed with its kind (the tuner's message line and
        /// the browser's notices, which name the line or control that moved).
        case tunableLines
    }

    /// What the tuner and the page say when a change left everything as it was.
    public static let none = "no change"

    public let list: [Change]

    public init(from old: ParameterSet, to new: ParameterSet, template: Template, detail: Detail) {
        let changed =
            switch detail {
            case .templateParameters: Self.byTemplateParameter(old, new, template)
            case .tunableLines: Self.byTunableLine(old, new, template)
            }
        guard old.reducedMotion != new.reducedMotion else {
            list = changed
            return
        }
        list =
            changed + [
                Change(
                    ParameterAssignment.reducedMotionName, old.reducedMotionText(template: template),
                    new.reducedMotionText(template: template))
            ]
    }

    public var isEmpty: Bool { list.isEmpty }

    /// `damping 0.4 → 0.62, reduced-motion instant → cross-fade(…)`, or ``none``.
    public var text: String { isEmpty ? Self.none : list.map(\.text).joined(separator: ", ") }

    private static func byTemplateParameter(_ old: ParameterSet, _ new: ParameterSet, _ template: Template)
        -> [Change]
    {
        template.parameters.compactMap { parameter in
            let a = old.values[parameter.name]?.description ?? ""
            let b = new.values[parameter.name]?.description ?? ""
            return a == b ? nil : Change(parameter.name, a, b)
        }
    }

    /// Each line of the tuner's list that changed. When the timing's lines are not the same lines
    /// (its kind changed, or a peer form's labels), the timing is said whole, then each template
    /// number that changed with it (a `uikit-spring` takes its duration along), matched by kind so
    /// that one before the timing and one after it are both said.
    private static func byTunableLine(_ old: ParameterSet, _ new: ParameterSet, _ template: Template) -> [Change] {
        let before = TunableParameter.all(template: template, parameters: old)
        let after = TunableParameter.all(template: template, parameters: new)
        func changed(_ before: [TunableParameter], _ after: [TunableParameter]) -> [Change] {
            zip(before, after).filter { $0.text != $1.text }.map { Change($1.name, $0.text, $1.text) }
        }
        guard
            TimingKind(old.timing) == TimingKind(new.timing)
                && old.timing.editableNumbers.map(\.name) == new.timing.editableNumbers.map(\.name)
        else {
            let numbers = { (list: [TunableParameter]) in list.filter { $0.kind == .template } }
            let timing = Change(
                ParameterKey.timing.name, old.timing.readableDescription, new.timing.readableDescription)
            return [timing] + changed(numbers(before), numbers(after))
        }
        return changed(before, after)
    }
}

extension ParameterSet {
    /// The reduced-motion variant as printed (a preset's name in it sanitized): the authored one, or
    /// the template's default marked `(template default)`.
    public func reducedMotionText(template: Template) -> String {
        guard let reducedMotion else {
            return TerminalText.sanitized(template.defaultReducedMotion.description) + " (template default)"
        }
        return TerminalText.sanitized(reducedMotion.description)
    }
}
