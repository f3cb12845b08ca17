import AnimationCore
import StudioEditing
import TerminalText

/// The tuner's changes to the draft, as effects: nudges, kind switches, typed values, commits and
/// the base; and the same for the reduced-motion variant's lines.
extension TunerModel {
    /// Moves the selected number by `scale` steps; a run of nudges to one line is one undo step.
    mutating func nudge(_ scale: Double) -> [TunerEffect] {
        guard let parameter = state.selected else { return [] }
        switch parameter.kind {
        case .timingKind:
            fail("the timing's kind is switched with k (or typed with Enter), not nudged")
            return []
        case .variantKind, .variantTiming, .variantPreset:
            fail("the reduced-motion variant's \(parameter.name) is switched with k (or typed with Enter), not nudged")
            return []
        case .template, .timing, .variantNumber: break
        }
        guard let value = parameter.nudged(by: scale) else {
            let allowed = parameter.range?.refusal ?? "finite"
            fail("\(parameter.name) stays \(parameter.text): it must be \(allowed)")
            return []
        }
        let said = "\(parameter.name) \(parameter.text) → \(NumberFormat.derived(value))"
        if parameter.kind == .variantNumber {
            guard let changed = variant.withDuration(value) else { return [] }
            let name = ParameterAssignment.reducedMotionName
            return write(.set([.reducedMotion(changed)]), run: "\(name) \(parameter.name)", saying: "\(name) \(said)")
        }
        let assignment: ParameterAssignment
        do {
            assignment = try ParameterAssignment.number(
                parameter.name, value, template: state.template, timing: state.draft.timing)
        } catch {
            fail(error.message)
            return []
        }
        return write(.set([assignment]), run: parameter.name, saying: said)
    }

    /// `k`, `K`: on the reduced-motion lines, the variant's next kind (on its timing line, the next
    /// named curve); elsewhere the timing's next kind, converting the curve the draft has.
    mutating func switchKind(backwards: Bool) -> [TunerEffect] {
        run = nil
        if let selected = state.selected, selected.isVariant {
            var next = variant.nextKind(backwards: backwards, fallback: state.template.defaultReducedMotion)
            if selected.kind == .variantTiming, let retimed = variant.nextTiming(backwards: backwards) {
                next = retimed
            } else if let index = state.parameters.firstIndex(where: { $0.kind == .variantKind }) {
                state.selection = index
            }
            return write(.set([.reducedMotion(next)]), run: nil)
        }
        let target = TimingKind(state.draft.timing).next(backwards: backwards)
        if let index = state.parameters.firstIndex(where: { $0.kind == .timingKind }) { state.selection = index }
        return write(.switchTiming(target), run: nil)
    }

    /// Enter on a line: its exact value typed in place (the whole variant on its lines).
    mutating func startValuePrompt() {
        guard let parameter = state.selected else { return }
        let key: String
        let text: String
        switch parameter.kind {
        case .timingKind:
            key = parameter.name
            text = state.draft.timing.description
        case .variantKind, .variantNumber, .variantTiming, .variantPreset:
            key = ParameterAssignment.reducedMotionName
            text = variant.description
        case .template, .timing:
            // The exact value to edit, where the list shows it as a derived number.
            key = parameter.name
            text = NumberFormat.shortest(parameter.value)
        }
        state.mode = .prompt(TunerPrompt(.value(key), prefix: "set \(key) ", text: text))
    }

    /// Enter on a line typed in place: an error keeps the line open with its caret, and changes nothing.
    mutating func submit(_ prompt: TunerPrompt) -> [TunerEffect] {
        switch prompt.purpose {
        case .value: return setTyped(prompt)
        case .commitMessage: return [.commit(message: prompt.text)]
        case .base: return [.pickBase(line: prompt.line)]
        }
    }

    /// `set NAME VALUE` as typed, read by the command language's words and the parameter's own checks.
    private mutating func setTyped(_ prompt: TunerPrompt) -> [TunerEffect] {
        let tokens: [TunerWord]
        switch words(prompt.line) {
        case .success(let read): tokens = read
        case .failure(let error): return refuse(prompt, error)
        }
        guard tokens.count == 3 else {
            guard tokens.count >= 2 else { return refuse(prompt, TunerLineError("type a value", offset: 0)) }
            let extra = tokens.count > 3 ? tokens[3] : tokens[tokens.count - 1]
            return refuse(
                prompt,
                TunerLineError(
                    tokens.count > 3
                        ? "one value, please: \(tokens[1].text) takes one" : "type a value for \(tokens[1].text)",
                    offset: extra.offset, length: tokens.count > 3 ? extra.length : 1))
        }
        let key = tokens[1]
        let value = tokens[2]
        let assignment: ParameterAssignment
        do {
            assignment = try ParameterAssignment.parse(
                key.text, value.text, template: state.template, timing: state.draft.timing)
        } catch {
            return refuse(prompt, Self.located(error, key: key, value: value))
        }
        return write(.set([assignment]), run: nil)
    }

    private mutating func refuse(_ prompt: TunerPrompt, _ error: TunerLineError) -> [TunerEffect] {
        var shown = prompt
        shown.error = (error.message, error.offset, error.length)
        state.mode = .prompt(shown)
        return []
    }

    /// A refused value, the caret where the layer says the problem is (as `set` puts it).
    static func located(_ error: EditError, key: TunerWord, value: TunerWord) -> TunerLineError {
        switch error.place {
        case .none: return TunerLineError(error.message)
        case .parameter: return TunerLineError(error.message, offset: key.offset, length: key.length)
        case .value: return TunerLineError(error.message, offset: value.offset, length: value.length)
        case .insideValue(let offset, let length):
            return TunerLineError(
                error.message, offset: value.offset + (value.quoted ? 1 : 0) + offset, length: length)
        }
    }
}
