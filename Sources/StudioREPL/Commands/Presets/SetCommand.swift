import AnimationCore
import StudioEditing
import StudioStore

/// `set PARAM VALUE …` and `unset PARAM …`: change the current draft.
enum SetCommand {
    static let set = Command(
        CommandSpec(
            "set", group: .presets,
            summary: "change the current draft: a template parameter or a number of its timing (damping, velocity, …)",
            positionals: [
                pairs
            ],
            example: "set damping 0.55 velocity 0", store: .writes),
        run: runSet)

    static let unset = Command(
        CommandSpec(
            "unset", group: .presets, summary: "put parameters back to the template's default",
            positionals: [parameters], example: "unset row-height", store: .writes),
        run: runUnset)

    static let pairs = RepeatedArgument(
        "PARAM VALUE", .assignments, count: 2...128, shownAs: "PARAM VALUE [PARAM VALUE …]")
    static let parameters = RepeatedArgument("PARAM", .parameter, count: 1...128)

    static func runSet(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> Outcome {
        let pairs = arguments[Self.pairs]
        guard pairs.count % 2 == 0 else {
            throw CommandParser.unpaired(pairs.map(\.token), spec: set.spec, verb: arguments.verb.token)
        }
        let draft = try session.currentDraft()
        var assignments: [ParameterAssignment] = []
        for index in stride(from: 0, to: pairs.count, by: 2) {
            try refuseValueFirst(pairs[index], pairs[index + 1], draft: draft)
            let assignment = try DraftEditing.assignment(
                pairs[index], pairs[index + 1], template: draft.template, timing: draft.parameters.timing)
            // A variant that plays another preset names one that exists, of a template that can stand in.
            if case .reducedMotion(.preset(let name)) = assignment {
                _ = try session.reducedMotionPreset(name, for: draft.template, at: pairs[index + 1].token)
            }
            assignments.append(assignment)
        }
        return try DraftEditing.save(draft, .set(assignments), session)
    }

    /// `set 0.5 damping`: a number where the name goes, before a name the draft has.
    static func refuseValueFirst(_ name: ArgumentValue, _ value: ArgumentValue, draft: ResolvedPreset)
        throws(CommandError)
    {
        let names = ParameterAssignment.names(template: draft.template, timing: draft.parameters.timing)
        guard Double(name.text) != nil, names.contains(value.text) else { return }
        throw CommandError.syntax(
            "set takes the name first: set \(value.text) \(name.text)", offset: name.token.offset,
            length: value.token.offset + value.token.length - name.token.offset)
    }

    static func runUnset(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> Outcome {
        let draft = try session.currentDraft()
        var names: [String] = []
        for key in arguments[Self.parameters] {
            if key.text == ParameterAssignment.reducedMotionName {
                names.append(key.text)
                continue
            }
            guard let parameter = draft.template.parameter(named: key.text) else {
                let error = ParameterAssignment.notUnsettable(
                    key.text, template: draft.template, timing: draft.parameters.timing)
                throw session.located(error.message, key.token)
            }
            names.append(parameter.name)
        }
        return try DraftEditing.save(draft, .unset(names), session)
    }
}
