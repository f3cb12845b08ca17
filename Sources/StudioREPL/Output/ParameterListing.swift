import AnimationCore
import StudioEditing
import TerminalText

/// How parameters print at the prompt: one per line with units, and the line that says what a
/// change to a draft did (its changes are ``ParameterChanges``', the editing layer's).
enum ParameterListing {
    /// One line per parameter: name, value with unit.
    /// The last entry is the reduced-motion variant, marked `(template default)` until one is authored.
    /// Its name is longer than most templates' names, and it does not widen their column: where it
    /// does not fit, it stands on its own line and its value starts below, in the values' column.
    static func lines(_ parameters: ParameterSet, template: Template) -> [String] {
        let width = template.parameters.map(\.name.count).max() ?? 0
        let variant = parameters.reducedMotionText(template: template)
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

    /// `bounce@draft  duration 1 → 0.8`, or `bounce@draft  (no change)` (in parentheses, where a
    /// parameter's name would stand).
    static func changeSummary(_ name: String, _ old: ParameterSet, _ new: ParameterSet, _ template: Template) -> String
    {
        let changes = ParameterChanges(from: old, to: new, template: template, detail: .templateParameters)
        return "\(TerminalText.sanitized(name))@draft  "
            + (changes.isEmpty ? "(\(ParameterChanges.none))" : changes.text)
    }
}

extension ParameterChanges.Change {
    /// `{"parameter": …, "old": …, "new": …}`: one change in `diff`'s and `history`'s JSON.
    var json: JSONValue { .object(["parameter": .string(name), "old": .string(old), "new": .string(new)]) }
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
