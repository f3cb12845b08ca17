import AnimationCore
import StudioStore
import TerminalText

/// What `set`, `unset`, `undo`, `redo` and `revert` share: the draft they edit and how it is saved.
enum DraftEditing {
    /// Checks the new parameters make an animation, saves them as the draft and says what changed.
    static func save(
        _ draft: ResolvedPreset, _ parameters: ParameterSet, _ session: Session, prefix: String = ""
    ) throws(CommandError) -> Outcome {
        let animation = try write(draft.name, draft.template, parameters, session, continuing: nil).animation
        let timingChanged =
            draft.parameters.timing != parameters.timing
            || draft.parameters.number("duration") != parameters.number("duration")
        return Outcome(
            prefix + ParameterListing.changeSummary(draft.name, draft.parameters.values, parameters, draft.template),
            warnings: timingChanged ? CurveWarnings.of(animation) : [])
    }

    /// `set KEY VALUE`: a template parameter, or a labelled number of the timing, through the
    /// parameter's own checks (the same a flag of that name applies).
    static func setting(
        _ key: ArgumentValue, _ value: ArgumentValue, in parameters: ParameterSet, template: Template, session: Session
    ) throws(CommandError) -> ParameterSet {
        var result = parameters
        if key.text == ParameterListing.reducedMotionName {
            let variant: ReducedMotionVariant
            do { variant = try ReducedMotionVariant(parsing: value.text) } catch {
                throw session.located(error.message, value.token)
            }
            if case .preset(let name) = variant {
                _ = try session.reducedMotionPreset(name, for: template, at: value.token)
            }
            result.reducedMotion = variant
            return result
        }
        if let parameter = template.parameter(named: key.text) {
            do { result.values[parameter.name] = try parameter.parse(value.text) } catch {
                throw CommandError.timing(error, at: parameter.kind == .timing ? value.token : nil)
                    .pointing(at: parameter.kind == .timing ? nil : value.token)
            }
            return result
        }
        let timing = parameters.timing
        guard timing.editableParameters.contains(where: { $0.name == key.text }) else {
            throw unknownParameter(key, template, timing: timing, session: session)
        }
        // allows-overdamping takes true or false (1 or 0), as the timing text writes it.
        let flag: Double? = value.text == "true" ? 1 : value.text == "false" ? 0 : nil
        guard let number = flag ?? Double(value.text) else {
            throw session.located("\(key.text) must be a number, got “\(value.text)”", value.token)
        }
        do { result.values["timing"] = .timing(try timing.setting(key.text, to: number)) } catch {
            throw session.located(error.message, value.token)
        }
        return result
    }

    static func unknownParameter(
        _ key: ArgumentValue, _ template: Template, timing: TimingExpression, session: Session
    ) -> CommandError {
        let names =
            template.parameters.map(\.name) + [ParameterListing.reducedMotionName]
            + timing.editableParameters.map(\.name)
        return session.located(
            "\(template.name) has no parameter “\(key.text)”; expected \(template.parameters.map(\.name).joined(separator: ", ")), reduced-motion or a number of the timing"
                + Suggestions.didYouMean(key.text, among: names), key.token)
    }
}

extension CommandError {
    /// The same message with a caret under `token`, unless it already points somewhere.
    func pointing(at token: Token?) -> CommandError {
        guard offset == nil, let token else { return self }
        return CommandError(message, offset: token.offset, length: token.length, status: status)
    }
}

extension DraftEditing {
    /// The one write of a draft's parameters, for `set`, `unset`, the tuner and the browser
    /// (`preview --edit`): checked once as typed parameters of the template, then saved at once. A run of changes passes its `burst` (one undo step for the whole run);
    /// `revision` refuses the write when the draft no longer holds what the change was based on.
    static func write(
        _ name: String, _ template: Template, _ parameters: ParameterSet, _ session: Session,
        continuing burst: DraftBurst?, basedOn revision: String? = nil
    ) throws(CommandError) -> (draft: Draft, burst: DraftBurst?, animation: TemplateAnimation) {
        // Checked once, here, against the template's declaration; the store and the warnings use the value.
        let typed: PresetParameters
        do { typed = try PresetParameters(template, parameters) } catch { throw CommandError.timing(error) }
        let store = try session.requireStore()
        let saved = try session.attempt {
            try store.updateDraft(
                of: name, parameters: typed, at: session.clock(), continuing: burst, basedOn: revision)
        }
        return (saved.draft, saved.burst, typed.animation)
    }

    /// A number of the template or of the timing set to `value`, through the same checks as `set`.
    static func setting(_ name: String, to value: Double, in parameters: ParameterSet, template: Template)
        throws(CommandError) -> ParameterSet
    {
        var result = parameters
        if let parameter = template.parameter(named: name) {
            do { try parameter.rule?.check(value, name: name) } catch { throw CommandError.timing(error) }
            result.values[name] = .number(value)
            return result
        }
        do { result.values["timing"] = .timing(try parameters.timing.setting(name, to: value)) } catch {
            throw CommandError.timing(error)
        }
        return result
    }
}
