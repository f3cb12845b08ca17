public import AnimationCore

extension TunableParameter {
    /// The reduced-motion variant's lines of the tuner's list: its kind, then its own numbers and
    /// timing (a cross-fade's duration and timing, a retimed variant's timing, the preset a
    /// `preset(name:)` variant plays). A preset that never chose a variant shows its template's.
    public static func variant(template: Template, parameters: ParameterSet) -> [TunableParameter] {
        let variant = parameters.reducedMotion ?? template.defaultReducedMotion
        var list = [
            TunableParameter(
                name: ParameterAssignment.reducedMotionName, kind: .variantKind, value: 0, text: variant.kind,
                unit: "", range: nil, step: nil)
        ]
        if case .crossFade(let duration, _) = variant {
            let rule = ReducedMotionVariant.durationRule
            list.append(
                TunableParameter(
                    name: variantDurationName, kind: .variantNumber, value: duration,
                    text: NumberFormat.derived(duration), unit: rule.unit, range: rule.range,
                    step: ReducedMotionVariant.durationStep))
        }
        if let timing = variant.timing {
            list.append(
                TunableParameter(
                    name: variantTimingName, kind: .variantTiming, value: 0, text: timing.description, unit: "",
                    range: nil, step: nil))
        }
        if case .preset(let name) = variant {
            list.append(
                TunableParameter(
                    name: variantPresetName, kind: .variantPreset, value: 0, text: name, unit: "", range: nil,
                    step: nil))
        }
        return list
    }

    /// The names the variant's own lines show under `reduced-motion` (they are parts of the one
    /// value `set reduced-motion` takes, not names `set` takes on their own).
    public static let variantDurationName = "duration"
    public static let variantTimingName = "timing"
    public static let variantPresetName = "preset"

    /// True for the lines of the reduced-motion variant.
    public var isVariant: Bool {
        switch kind {
        case .variantKind, .variantNumber, .variantTiming, .variantPreset: return true
        case .template, .timingKind, .timing: return false
        }
    }
}
