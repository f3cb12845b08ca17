import AnimationCore
import StudioStore
import TerminalText

/// What a `CURVE` argument names: a timing expression, a template at its defaults, or a preset
/// reference, resolved in that order (a template name wins; `new` forbids presets named like one).
enum CurveSource {
    case timing(TimingExpression)
    case animation(label: String, TemplateAnimation, preset: ResolvedPreset?)

    /// The label plots and tables use.
    var label: String {
        switch self {
        case .timing(let timing): return timing.description
        case .animation(let label, _, _): return label
        }
    }
}

extension Session {
    /// Resolves a `CURVE` value; an unknown word gets the closest timings, templates and presets.
    func curveSource(_ value: ArgumentValue) throws(CommandError) -> CurveSource {
        let text = value.text
        if let template = TemplateCatalog.template(named: text) {
            do { return .animation(label: template.name, try TemplateAnimation(template: template), preset: nil) } catch
            {
                throw CommandError.timing(error)
            }
        }
        let word = text.prefix { $0 != "(" }
        if text.contains("(") || TimingExpression.names.contains(String(word)) {
            do { return .timing(try TimingExpression(parsing: text)) } catch {
                throw CommandError.timing(error, at: value.token)
            }
        }
        // A deleted preset resolves too, so it is refused as deleted rather than as unknown.
        if text.contains("@") || (try? store?.preset(named: text)) != nil {
            let preset = try resolve(PresetReference(text), at: value.token)
            return .animation(label: preset.label, preset.parameters.animation, preset: preset)
        }
        let presets = (try? store?.presets().map(\.name)) ?? []
        let names = TimingExpression.names + TemplateCatalog.all.map(\.name) + presets
        throw located(
            "no timing, template or preset named “\(text)”; see templates, presets, or help for the timings"
                + (ForeignTimingName(text)?.suggestion ?? Suggestions.didYouMean(text, among: names)), value.token)
    }

    /// A `CURVE` or `REF` that may be left out: without one, the current preset's draft (for every
    /// verb that shows a preset, no REF means the current draft).
    func curveSource(_ value: ArgumentValue?) throws(CommandError) -> CurveSource {
        guard let value else {
            let draft = try currentDraft()
            return .animation(label: draft.label, draft.parameters.animation, preset: draft)
        }
        return try curveSource(value)
    }

    /// Refuses `--duration` for a template or a preset, whose duration is a parameter.
    func refuseDuration(preset: Bool, _ arguments: ParsedArguments) throws(CommandError) {
        guard let duration = arguments.given(Flags.duration) else { return }
        throw located(
            "--duration does not apply to \(preset ? "a preset" : "a template"); its duration is a parameter",
            duration.token)
    }

    /// Binds a timing to a duration, turning core errors into command errors.
    func curve(_ timing: TimingExpression, duration: Double?) throws(CommandError) -> AnimationCurve {
        do { return try AnimationCurve(timing, duration: duration) } catch { throw CommandError.timing(error) }
    }
}
