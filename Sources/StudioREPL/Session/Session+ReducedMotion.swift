import AnimationCore
import StudioEditing
import StudioStore

extension Session {
    /// The animation `preset` shows with Reduce Motion; a `preset(name:)` variant plays that preset's
    /// latest version, resolved here (the one place a variant reaches the store).
    func reducedMotionAnimation(of preset: ResolvedPreset) throws(CommandError) -> TemplateAnimation {
        var referenced: PresetParameters?
        if case .preset(let name) = preset.parameters.reducedMotion {
            referenced = try reducedMotionPreset(name, for: preset.template, at: nil).parameters
        }
        do { return try preset.parameters.reducedMotionAnimation(referenced: referenced) } catch {
            throw CommandError.timing(error)
        }
    }

    /// The latest version of the preset a `preset(name:)` variant names, refused unless it can stand
    /// in for a preset of `template`: another table entrance for an entrance, the same template otherwise.
    func reducedMotionPreset(_ name: String, for template: Template, at token: Token?) throws(CommandError)
        -> ResolvedPreset
    {
        let other = try resolve(PresetReference(name: name, .latest), at: token)
        if let refusal = ReducedMotionPresetRule.refusal(of: other, for: template) { throw located(refusal, token) }
        return other
    }
}

extension Session {
    /// `--reduce-motion`: the same template or preset as its reduced-motion variant plays it (a
    /// template at its defaults shows its default variant); a bare timing has none.
    func reducedMotion(_ source: CurveSource, at token: Token?) throws(CommandError) -> CurveSource {
        switch source {
        case .timing(let timing):
            throw located(
                "--reduce-motion applies to templates and presets; “\(timing)” is a timing with no reduced-motion variant",
                token)
        case .animation(let label, _, let preset?):
            return .animation(
                label: label + " (reduce motion)", try reducedMotionAnimation(of: preset), preset: preset)
        case .animation(let label, let animation, nil):
            do {
                let defaults = try PresetParameters.defaults(of: animation.template)
                return .animation(
                    label: label + " (reduce motion)", try defaults.reducedMotionAnimation(), preset: nil)
            } catch {
                throw CommandError.timing(error)
            }
        }
    }
}
