public import AnimationCore

/// One change to a draft, as a delta: what it changes and nothing else. It is applied to the draft
/// as the draft is inside the write (``DraftEdits/apply(_:to:basedOn:continuing:)``), never by
/// writing back a copy of the whole draft read earlier, so a change another studio saved meanwhile
/// stays.
public enum DraftChange: Sendable, Equatable {
    /// These parameters to these values (`set damping 0.55 velocity 0`, a nudge, a drag's handle).
    case set([ParameterAssignment])
    /// These template parameters back to their defaults (`unset row-height`).
    case unset([String])
    /// The timing switched to another kind, converting the curve the draft has when written (`k`).
    case switchTiming(TimingKind)
    /// Every parameter replaced (`revert`: the draft becomes a version).
    case replace(ParameterSet)

    /// The draft's parameters after the change, checked as a whole; `note` says what a conversion lost.
    func apply(to current: PresetParameters) throws(EditError) -> (parameters: PresetParameters, note: String) {
        let template = current.template
        var values = current.values
        var note = ""
        switch self {
        case .set(let assignments):
            for assignment in assignments { try assignment.apply(to: &values) }
        case .unset(let names):
            for name in names {
                if name == ParameterAssignment.reducedMotionName {
                    values.reducedMotion = nil
                    continue
                }
                guard let parameter = template.parameter(named: name) else {
                    throw ParameterAssignment.notUnsettable(name, template: template, timing: values.timing)
                }
                values[parameter.key] = parameter.defaultValue
            }
        case .switchTiming(let kind):
            let converted = try TimingConversion.convert(current.animation.curve, to: kind)
            values[.timing] = .timing(converted.timing)
            if let duration = converted.duration, template.parameter(.duration) != nil {
                values[.duration] = .number(duration)
            }
            note = converted.note
        case .replace(let parameters):
            values = parameters
        }
        do { return (try PresetParameters(template, values), note) } catch { throw EditError(error) }
    }
}
