public import AnimationCore
import StudioEditing
public import StudioExchange

/// What the page of `preview --edit` shows to edit one draft: its revision (sent back with every
/// change), whether undo and redo can act, the timing and its kind, and one control per number
/// (the tuner's list: the template's numbers, then the timing's), each with its unit, the values it
/// accepts and a step for the arrow keys (Shift: ten steps, Alt: a tenth).
public struct DraftControls: Codable, Equatable, Sendable {
    /// `bounce@draft`: what a change names.
    public var reference: String
    public var revision: String
    public var canUndo: Bool
    public var canRedo: Bool
    /// The timing in the studio's text, and its kind as the switch names it (`uikit-spring`, `cubic`, …).
    public var timing: String
    public var kind: String
    /// Every kind the switch offers, in the tuner's order.
    public var kinds: [String]
    public var controls: [Control]
    /// The timing to copy: the studio's text and the export's CSS, SwiftUI and UIKit one-liners
    /// (nil when the exporter cannot write this timing).
    public var copies: TimingOneLiners?
    /// The reduced-motion variant, which the page sets as `set reduced-motion VARIANT` does and
    /// removes as `unset reduced-motion` does.
    public var reducedMotion: ReducedMotionControl

    /// One number: a slider over `low...high` beside an exact field.
    public struct Control: Codable, Equatable, Sendable {
        /// The name `set` takes (`duration`, `damping`, `x1`, …).
        public var name: String
        public var value: Double
        /// The value as `set` prints it.
        public var text: String
        /// `s`, `pt`, `°` or none.
        public var unit: String
        /// The slider's ends: the allowed range where it is bounded, else a span around the value.
        public var low: Double
        public var high: Double
        public var step: Double
        /// What `set` accepts (`between 0 and 1`), for the field's hint.
        public var allowed: String
    }

    /// The controls of a draft holding `typed` parameters.
    public init(reference: String, parameters typed: PresetParameters, revision: String, canUndo: Bool, canRedo: Bool) {
        let template = typed.template
        let parameters = typed.values
        self.reference = reference
        self.revision = revision
        self.canUndo = canUndo
        self.canRedo = canRedo
        timing = parameters.timing.description
        kind = TimingKind(parameters.timing).name
        kinds = TimingKind.allCases.map(\.name)
        reducedMotion = ReducedMotionControl(typed)
        let name = String(reference.prefix { $0 != "@" })
        copies = try? TimingOneLiners(
            CodeExportRequest(
                presetName: name, versionLabel: reference, templateName: template.name, parameters: parameters,
                studioVersion: ""))
        controls = TunableParameter.all(template: template, parameters: parameters).compactMap { parameter in
            guard parameter.kind != .timingKind, let step = parameter.step, step > 0 else { return nil }
            let (low, high) = Self.span(parameter.range, value: parameter.value, step: step)
            return Control(
                name: parameter.name, value: parameter.value, text: parameter.text, unit: parameter.unit, low: low,
                high: high,
                step: step, allowed: parameter.range?.phrase ?? "a finite number")
        }
    }

    /// A slider's ends for `range`: an open end one step inside, and no farther from the value than
    /// four times it or a hundred steps (a drag should reach every useful value, not 3.4e38). Both
    /// ends are finite whatever the value (`set damping 1e308` is accepted, and four times it is
    /// infinity, which JSON cannot carry): at most the largest finite double.
    static func span(_ range: TimingError.Range?, value: Double, step: Double) -> (Double, Double) {
        let largest = Double.greatestFiniteMagnitude
        let far = min(max(abs(value) * 4, step * 100), largest)
        let (low, high): (Double, Double)
        switch range ?? .finite {
        case .finite: (low, high) = (-Double.infinity, .infinity)
        case .positive: (low, high) = (step, .infinity)
        case .nonNegative: (low, high) = (0, .infinity)
        case .unitInterval, .toggle: (low, high) = (0, 1)
        case .closed(let a, let b): (low, high) = (a, b)
        case .open(let a, let b): (low, high) = (a + step, b - step)
        case .positiveUpTo(let b): (low, high) = (step, b)
        }
        return (max(low, min(value, 0) - far, -largest), min(high, max(value, 0) + far, largest))
    }
}
