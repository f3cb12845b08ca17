public import AnimationCore
public import StudioStore

/// A `preset(name:)` reduced-motion variant plays another preset's latest version: that preset must
/// exist and be able to stand in (another table entrance for an entrance, the same template
/// otherwise). One rule for every way to edit (`set`, the tuner, the browser editor), checked by
/// ``DraftEdits/apply(_:to:basedOn:continuing:)`` before any change naming a preset is written.
public enum ReducedMotionPresetRule {
    /// Why `other` cannot stand in for a preset of `template`, or nil when it can.
    public static func refusal(of other: ResolvedPreset, for template: Template) -> String? {
        let fits =
            template.entrance != nil ? other.template.entrance != nil : other.template.name == template.name
        guard !fits else { return nil }
        let wanted = template.entrance != nil ? "a table entrance" : "a \(template.name) preset"
        return
            "reduced-motion preset “\(other.name)” is a \(other.template.name); a \(template.name) needs \(wanted)"
    }

    /// Refuses `change` when a variant it sets names a preset that does not exist or cannot stand in
    /// for a preset of `template`; reads the store only when the change names one.
    static func check(_ change: DraftChange, template: () throws(EditFailure) -> Template, store: StudioStore)
        throws(EditFailure)
    {
        guard case .set(let assignments) = change else { return }
        for case .reducedMotion(.preset(let name)) in assignments {
            let other: ResolvedPreset
            do { other = try store.resolve(PresetReference(name: name, .latest)) } catch {
                throw .refused(EditError(error.message, at: .value))
            }
            if let refusal = refusal(of: other, for: try template()) { throw .refused(EditError(refusal, at: .value)) }
        }
    }
}
