public import AnimationCore
import TerminalText

/// One parameter set to one value, checked on its own as it was typed: a number or timing of the
/// template, or a labelled number of the draft's timing (`damping`, `x1`, …).
///
/// It names only its own parameter, so applying it to the draft as it is at the moment of the write
/// keeps every other parameter another studio changed meanwhile.
public enum ParameterAssignment: Sendable, Equatable {
    /// A parameter the template declares, with its checked value.
    case template(ParameterKey, ParameterValue)
    /// A labelled number of the timing, checked against the timing the caller saw; applied to the
    /// timing the draft has when written (refused if that timing has no such number).
    case timing(name: String, value: Double)
    /// The preset's reduced-motion variant (#33): a typed part of the parameters of its own.
    case reducedMotion(ReducedMotionVariant)

    /// What `set` calls the reduced-motion variant.
    public static let reducedMotionName = "reduced-motion"

    /// The parameter's name, as `set` takes it.
    public var name: String {
        switch self {
        case .template(let key, _): return key.name
        case .timing(let name, _): return name
        case .reducedMotion: return Self.reducedMotionName
        }
    }

    /// Reads `text` as the value of `name` on a draft of `template` whose timing is `timing`, through
    /// the parameter's own checks (the same a flag of that name applies).
    public static func parse(_ name: String, _ text: String, template: Template, timing: TimingExpression)
        throws(EditError) -> ParameterAssignment
    {
        if name == reducedMotionName {
            do { return .reducedMotion(try ReducedMotionVariant(parsing: text)) } catch {
                throw EditError(error.message, at: .value)
            }
        }
        if let parameter = template.parameter(named: name) {
            do { return .template(parameter.key, try parameter.parse(text)) } catch {
                if parameter.kind == .timing { throw EditError(error, insideValue: true) }
                throw EditError(error.message, at: .value)
            }
        }
        guard timing.editableNumbers.contains(where: { $0.name == name }) else {
            throw unknown(name, template: template, timing: timing)
        }
        // allows-overdamping takes true or false (1 or 0), as the timing text writes it.
        let flag: Double? = text == "true" ? 1 : text == "false" ? 0 : nil
        guard let number = flag ?? TypedNumber.value(text) else {
            throw EditError("\(name) must be a number, got “\(text)”\(TypedNumber.hint(text))", at: .value)
        }
        do { _ = try timing.setting(name, to: number) } catch { throw EditError(error.message, at: .value) }
        return .timing(name: name, value: number)
    }

    /// `name` set to the number `value` (a nudge, a drag), through the same checks as ``parse(_:_:template:timing:)``.
    public static func number(_ name: String, _ value: Double, template: Template, timing: TimingExpression)
        throws(EditError) -> ParameterAssignment
    {
        if let parameter = template.parameter(named: name) {
            do { try parameter.rule?.check(value, name: name) } catch { throw EditError(error) }
            return .template(parameter.key, .number(value))
        }
        guard timing.editableNumbers.contains(where: { $0.name == name }) else {
            throw unknown(name, template: template, timing: timing)
        }
        do { _ = try timing.setting(name, to: value) } catch { throw EditError(error) }
        return .timing(name: name, value: value)
    }

    /// Every name `set` takes on a draft of `template` whose timing is `timing`.
    public static func names(template: Template, timing: TimingExpression) -> [String] {
        template.parameters.map(\.name) + [reducedMotionName] + timing.editableNumbers.map(\.name)
    }

    /// The refusal of a name that is neither a template parameter nor a number of the timing.
    public static func unknown(_ name: String, template: Template, timing: TimingExpression) -> EditError {
        let names = Self.names(template: template, timing: timing)
        return EditError(
            "\(template.name) has no parameter “\(name)”; expected \(template.parameters.map(\.name).joined(separator: ", ")), reduced-motion or a number of the timing"
                + Suggestions.didYouMean(name, among: names), at: .parameter)
    }

    /// The refusal of `unset NAME` for a name that is no template parameter: a number of the timing
    /// is part of the timing, which goes back whole (`unset timing`).
    public static func notUnsettable(_ name: String, template: Template, timing: TimingExpression) -> EditError {
        let names = template.parameters.map(\.name)
        let hint =
            timing.editableNumbers.contains { $0.name == name }
            ? "; “\(name)” is a number of the timing: unset timing puts the whole timing back"
            : Suggestions.didYouMean(name, among: names + [reducedMotionName])
        return EditError(
            "\(template.name) has no parameter “\(name)” to unset; expected \(names.joined(separator: ", ")) or \(reducedMotionName)"
                + hint, at: .parameter)
    }

    /// Sets the value in `parameters`, the draft's parameters at the moment of the write.
    func apply(to parameters: inout ParameterSet) throws(EditError) {
        switch self {
        case .template(let key, let value):
            parameters[key] = value
        case .timing(let name, let value):
            do { parameters[.timing] = .timing(try parameters.timing.setting(name, to: value)) } catch {
                throw EditError(error)
            }
        case .reducedMotion(let variant):
            parameters.reducedMotion = variant
        }
    }
}
