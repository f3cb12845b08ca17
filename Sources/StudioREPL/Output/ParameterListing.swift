import AnimationCore
import StudioEditing
import TerminalText

/// How parameters print: one per line with units, and the changes between two sets.
enum ParameterListing {
    /// One line per parameter: name, value with unit.
    /// The last entry is the reduced-motion variant, marked `(template default)` until one is authored.
    /// Its name is longer than most templates' names, and it does not widen their column: where it
    /// does not fit, it stands on its own line and its value starts below, in the values' column.
    static func lines(_ parameters: ParameterSet, template: Template) -> [String] {
        let width = template.parameters.map(\.name.count).max() ?? 0
        let variant = reducedMotionText(parameters, template: template)
        let reduced =
            reducedMotionName.count <= width
            ? [reducedMotionName.padding(width) + "  " + variant]
            : [reducedMotionName, "".padding(width) + "  " + variant]
        return template.parameters.map { parameter in
            let value = parameters.values[parameter.name] ?? parameter.defaultValue
            let unit = parameter.kind.unit.isEmpty ? "" : " " + parameter.kind.unit
            return parameter.name.padding(width) + "  " + value.description + unit
        } + reduced
    }

    /// What `set`, `unset`, `show` and `diff` call the variant.
    static let reducedMotionName = ParameterAssignment.reducedMotionName

    /// The variant as printed (preset names sanitized): the authored one, or the template's default marked so.
    static func reducedMotionText(_ parameters: ParameterSet, template: Template) -> String {
        guard let variant = parameters.reducedMotion else {
            return TerminalText.sanitized(template.defaultReducedMotion.description) + " (template default)"
        }
        return TerminalText.sanitized(variant.description)
    }

    /// Parameters whose values differ, in template order, as (name, old, new).
    static func changes(from old: ParameterSet, to new: ParameterSet, template: Template) -> [(String, String, String)]
    {
        let changed: [(String, String, String)] = template.parameters.compactMap { parameter in
            let a = old.values[parameter.name]?.description ?? ""
            let b = new.values[parameter.name]?.description ?? ""
            return a == b ? nil : (parameter.name, a, b)
        }
        guard old.reducedMotion != new.reducedMotion else { return changed }
        return changed + [
            (
                reducedMotionName, reducedMotionText(old, template: template),
                reducedMotionText(new, template: template)
            )
        ]
    }

    /// `bounce@draft  duration 1 → 0.8`, or `(no change)`.
    static func changeSummary(_ name: String, _ old: ParameterSet, _ new: ParameterSet, _ template: Template) -> String
    {
        let changes = changes(from: old, to: new, template: template)
        if changes.isEmpty { return "\(TerminalText.sanitized(name))@draft  (no change)" }
        return "\(TerminalText.sanitized(name))@draft  "
            + changes.map { "\($0.0) \($0.1) → \($0.2)" }.joined(separator: ", ")
    }
}

extension String {
    /// Pads with spaces to `width` terminal columns (never truncates).
    func padding(_ width: Int) -> String {
        TextFit.padded(self, to: width)
    }

    func trimmedRight() -> String {
        TextFit.trimmedRight(self)
    }
}
