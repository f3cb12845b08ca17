import AnimationCore
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
            throw session.located("set takes pairs: usage: \(set.spec.usage)", arguments.verb.token)
        }
        let draft = try session.currentDraft()
        var parameters = draft.parameters.values
        for index in stride(from: 0, to: pairs.count, by: 2) {
            parameters = try DraftEditing.setting(
                pairs[index], pairs[index + 1], in: parameters, template: draft.template, session: session)
        }
        return try DraftEditing.save(draft, parameters, session)
    }

    static func runUnset(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> Outcome {
        let draft = try session.currentDraft()
        var parameters = draft.parameters.values
        for key in arguments[Self.parameters] {
            if key.text == ParameterListing.reducedMotionName {
                parameters.reducedMotion = nil
                continue
            }
            guard let parameter = draft.template.parameter(named: key.text) else {
                throw DraftEditing.unknownParameter(
                    key, draft.template, timing: draft.parameters.timing, session: session)
            }
            parameters.values[parameter.name] = parameter.defaultValue
        }
        return try DraftEditing.save(draft, parameters, session)
    }
}
