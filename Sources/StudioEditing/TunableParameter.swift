public import AnimationCore
import RealModule

/// One line of the tuner's parameter list: a template number, the timing's kind, or a number of the
/// timing, with its unit, the values it accepts and the step a nudge moves it by.
public struct TunableParameter: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// A number of the template (`duration`, `row-height`, …).
        case template
        /// The timing's kind (`uikit-spring`, `cubic`, `ease-in-out`, …): switched, not nudged.
        case timingKind
        /// A labelled number of the timing (`damping`, `x1`, …).
        case timing
        /// The reduced-motion variant's kind (`instant`, `cross-fade`, …): switched, not nudged.
        case variantKind
        /// The variant's own number (a cross-fade's duration).
        case variantNumber
        /// The variant's own timing (a cross-fade's or a retimed variant's): switched, not nudged.
        case variantTiming
        /// The preset a `preset(name:)` variant plays: typed, not nudged.
        case variantPreset
    }

    /// The name `set` takes.
    public let name: String
    public let kind: Kind
    public let value: Double
    /// The value as printed: a derived number (``NumberFormat/derived(_:)``: a converted spring's
    /// stiffness reads 229.674591645), the kind's name for ``Kind/timingKind``.
    public let text: String
    public let unit: String
    public let range: TimingError.Range?
    /// What ←/→ add; nil for the timing's kind and the variant's kind, timing and preset.
    public let step: Double?

    /// Every tunable parameter of a preset, in the template's order, each timing number right
    /// under the timing's kind.
    public static func all(template: Template, parameters: ParameterSet) -> [TunableParameter] {
        var list: [TunableParameter] = []
        for parameter in template.parameters {
            let value = parameters.values[parameter.name] ?? parameter.defaultValue
            if case .timing(let timing) = value {
                list.append(
                    TunableParameter(
                        name: parameter.name, kind: .timingKind, value: 0, text: Self.kindName(timing), unit: "",
                        range: nil, step: nil))
                for number in timing.editableNumbers {
                    list.append(
                        TunableParameter(
                            name: number.name, kind: .timing, value: number.value,
                            text: NumberFormat.derived(number.value), unit: number.unit, range: number.range,
                            step: number.step))
                }
                continue
            }
            let number = value.number ?? 0
            list.append(
                TunableParameter(
                    name: parameter.name, kind: .template, value: number, text: NumberFormat.derived(number),
                    unit: parameter.kind.unit, range: parameter.rule?.range, step: parameter.step))
        }
        return list
    }

    /// The value after a nudge of `scale` steps (±1 a step, ±10 coarse, ±0.1 fine), rounded to the
    /// fine step's decimals; nil when it would leave the allowed range (the value stays).
    public func nudged(by scale: Double) -> Double? {
        guard let step else { return nil }
        let fine = step / 10
        let decimals = max(0, Int((-Double.log10(fine) - 1e-9).rounded(.up)))
        let power = (0..<decimals).reduce(1.0) { result, _ in result * 10 }
        var next = ((value + step * scale) * power).rounded() / power
        if next == 0 { next = 0 }  // never -0
        guard range?.contains(next) ?? next.isFinite else {
            // A closed end is reachable exactly; an open one is not.
            if case .closed(let low, let high) = range, value != low, value != high {
                return scale < 0 ? low : high
            }
            if case .unitInterval = range, value != 0, value != 1 { return scale < 0 ? 0 : 1 }
            if case .nonNegative = range, value != 0, scale < 0 { return 0 }
            if case .positiveUpTo(let high) = range, value != high, scale > 0 { return high }
            return nil
        }
        return next
    }

    /// The timing's kind as the list shows it: the expression's head (`uikit-spring`, `pop`, …), and
    /// for the three forms written `spring(…)` the name `k` switches between (`spring` by mass and
    /// stiffness, `spring-bounce`, `spring-response`), which the head alone would show alike.
    static func kindName(_ timing: TimingExpression) -> String {
        switch timing {
        case .spring, .springDuration, .springResponse: return TimingKind(timing).name
        default: return String(timing.description.prefix { $0 != "(" })
        }
    }
}
