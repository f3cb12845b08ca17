import AnimationCore

/// A preset taken apart into the fields the merge compares, each one thing `set` addresses on its
/// own: `name`, every template parameter but the timing, `timing` (the timing's kind, such as
/// `uikit-spring(damping:, velocity:)` or `ease-in-out`) and each number of the timing (`damping`,
/// `velocity`, …) and `reduced-motion` when one is authored. Values are canonical text.
public struct PresetFields: Equatable {
    static let timingKind = ParameterKey.timing.name
    /// The authored reduced-motion variant, one field (absent while the template's default shows).
    static let reducedMotion = "reduced-motion"

    var values: [String: String]

    init(_ content: PresetContent) {
        var values: [String: String] = ["name": content.name]
        for (name, value) in content.parameters.values where name != Self.timingKind {
            values[name] = value.description
        }
        let timing = content.parameters.timing
        values[Self.timingKind] = Self.kind(of: timing)
        for number in timing.editableNumbers { values[number.name] = NumberFormat.shortest(number.value) }
        if let variant = content.parameters.reducedMotion { values[Self.reducedMotion] = variant.description }
        self.values = values
    }

    /// The timing without its numbers: what changes when a preset moves from one curve to another.
    static func kind(of timing: TimingExpression) -> String {
        let names = timing.editableNumbers.map(\.name)
        guard !names.isEmpty else { return timing.description }
        let head = timing.description.prefix { $0 != "(" }
        return "\(head)(\(names.map { "\($0):" }.joined(separator: ", ")))"
    }

    /// The names of the timing's numbers.
    static func timingNumbers(_ content: PresetContent) -> [String] {
        content.parameters.timing.editableNumbers.map(\.name)
    }
}

extension PresetFields {
    /// The fields that differ from `old` to `new` (nil: the side has no such field), sorted by name.
    static func differences(_ old: PresetContent?, _ new: PresetContent?) -> [(
        field: String, old: String?, new: String?
    )] {
        let a = old.map { PresetFields($0).values } ?? [:]
        let b = new.map { PresetFields($0).values } ?? [:]
        return Set(a.keys).union(b.keys).sorted().compactMap { field in
            a[field] == b[field] ? nil : (field, a[field], b[field])
        }
    }

    /// `damping 0.4 → 0.55, velocity 0.1 → 0` (`+ name` / `- name` for fields only one side has).
    public static func summary(from old: PresetContent?, to new: PresetContent?) -> String {
        differences(old, new).map { change in
            switch (change.old, change.new) {
            case (let old?, let new?): return "\(change.field) \(old) → \(new)"
            case (nil, let new?): return "\(change.field) \(new)"
            default: return "\(change.field) removed"
            }
        }.joined(separator: ", ")
    }
}
