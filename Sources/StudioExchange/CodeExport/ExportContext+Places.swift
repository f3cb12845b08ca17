import AnimationCore

/// What the targets share in declaring where each template parameter goes (``ParameterPlace``).
extension ExportContext {
    /// The template's tracks whose values `key` changes, found by moving the parameter one step
    /// (a template builds its tracks in a closure, so evaluating it is how to know what a number feeds).
    func tracks(drivenBy key: ParameterKey) -> [PropertyTrack] {
        guard let parameter = template.parameter(key), parameter.kind != .timing, let value = animation.number(key)
        else { return [] }
        let up = value + parameter.step
        let moved = parameter.rule.map { $0.range.contains(up) } ?? true ? up : value - parameter.step
        var values = animation.parameters
        values[key] = .number(moved)
        guard let changed = try? TemplateAnimation(template: template, parameters: values) else { return [] }
        return zip(animation.tracks, changed.tracks).filter { old, new in
            old.values(at: 0) != new.values(at: 0) || old.values(at: 1) != new.values(at: 1)
        }.map(\.0)
    }

    /// The place of a parameter that feeds tracks, from where a target writes each track (its anchors
    /// and whether that is code, or a comment showing a value the code does not apply); nil when the
    /// parameter feeds no track or a track the target has not placed.
    func trackPlace(_ key: ParameterKey, _ written: (PropertyTrack) -> (anchors: [String], applied: Bool)?)
        -> ParameterPlace?
    {
        let driven = tracks(drivenBy: key)
        let places = driven.compactMap(written)
        guard !places.isEmpty, places.count == driven.count else { return nil }
        let applied = places.filter(\.applied).flatMap(\.anchors)
        return applied.isEmpty ? .comment(places.flatMap(\.anchors)) : .code(applied)
    }

    /// The comment texts (without markers) for the parameters `place` says the target cannot express.
    func unexpressedNotes(_ place: (TemplateParameter) -> ParameterPlace?) -> [String] {
        template.parameters.compactMap { parameter in
            guard case .unexpressed(let reason)? = place(parameter) else { return nil }
            let value = animation.parameters[parameter.key]?.description ?? ""
            let unit = parameter.kind.unit.isEmpty ? "" : " " + parameter.kind.unit
            return "\(ParameterPlace.noteAnchor(parameter.key)) (\(value)\(unit)): \(reason)."
        }
    }

    /// Why a template that plays once (a card, the bars) or animates each row without a stagger
    /// (tip-in) has no use for its `delay-factor`: the studio ignores it there too.
    var unstaggeredDelay: ParameterPlace {
        .unexpressed(reason: "\(template.name) does not stagger rows, so the studio does not use it either")
    }

    /// Why only UIKit expresses `completion-guard`: it guards UIKit's completion handler, which hides
    /// the tab bar after its fade; the other targets fade the tab bar and hide nothing.
    var unguardedCompletion: ParameterPlace {
        .unexpressed(reason: "this code fades the tab bar and never hides it, so no completion needs a guard")
    }

    /// Whether rows start `delay-factor` apart (a table entrance that staggers by row).
    var staggersRows: Bool { template.entrance.map { $0.stagger != StaggerMode.none } ?? false }
}

/// The template's own numbers for the targets that carry a timing and no views (the tokens, Motion,
/// Reanimated, Flutter, Figma): a named value each, listed from the template's declaration, so a
/// parameter a template gains reaches them with no change to the targets.
extension ExportContext {
    /// Every parameter but the duration, delay factor and timing every template has, with its value.
    var ownNumbers: [(parameter: TemplateParameter, value: Double)] {
        template.parameters.compactMap { parameter in
            guard ![.duration, .delayFactor, .timing].contains(parameter.key),
                let value = animation.number(parameter.key)
            else { return nil }
            return (parameter, value)
        }
    }

    /// `teamBounceRowHeight`: the preset's member name and the parameter's words.
    func constantName(_ key: ParameterKey) -> String {
        memberName + key.name.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// What a constant's comment says: the parameter's meaning and unit.
    static func constantSummary(_ parameter: TemplateParameter) -> String {
        let unit = parameter.kind.unit.isEmpty ? "" : " (\(parameter.kind.unit))"
        return CommentText.line(parameter.summary) + unit
    }
}
