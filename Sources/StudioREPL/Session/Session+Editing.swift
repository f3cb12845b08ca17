import AnimationCore
import StudioStore

extension Session {
    func newPreset(_ verb: Token, _ arguments: [Token]) throws(CommandError) -> Outcome {
        let args = try ArgumentReader(verb: verb, tokens: arguments, valued: ["-m", "--message"], aliases: ["-m": "--message"])
        let usage = "new NAME from TEMPLATE|REF"
        try args.expectPositionals(3...3, usage: usage)
        let (nameToken, fromToken, source) = (args.positionals[0], args.positionals[1], args.positionals[2])
        guard fromToken.text == "from" else {
            throw CommandError.syntax("expected “from”: usage: \(usage)", offset: fromToken.offset, length: fromToken.length)
        }
        let name = nameToken.text
        if TemplateCatalog.template(named: name) != nil || TimingExpression.names.contains(name) {
            throw CommandError.syntax(
                "“\(name)” is the name of a template or timing; choose another preset name", offset: nameToken.offset,
                length: nameToken.length)
        }
        let template: Template
        let parameters: ParameterSet
        if let named = TemplateCatalog.template(named: source.text) {
            template = named
            parameters = named.defaults
        } else {
            let resolved = try resolve(source)
            template = resolved.template
            parameters = resolved.parameters
        }
        let store = try requireStore()
        let message = args.flags["--message"]?.text ?? "from \(source.text)"
        let version = try stored { () throws(StoreError) in
            try store.createPreset(name: name, template: template.name, parameters: parameters.text, message: message, at: clock())
        }
        try makeCurrent(version.preset)
        return Outcome("\(version.preset)@1  \(template.name)\n" + Session.describe(parameters, template: template).map { "  " + $0 }.joined(separator: "\n"))
    }

    func use(_ verb: Token, _ arguments: [Token]) throws(CommandError) -> Outcome {
        let args = try ArgumentReader(verb: verb, tokens: arguments)
        try args.expectPositionals(1...1, usage: "use NAME")
        let store = try requireStore()
        let token = args.positionals[0]
        guard let summary = try stored({ () throws(StoreError) in try store.preset(named: token.text) }), !summary.isDeleted else {
            throw CommandError.syntax("no preset named “\(token.text)”", offset: token.offset, length: token.length)
        }
        try makeCurrent(summary.name)
        return Outcome("\(summary.name)@\(summary.latestVersion)\(summary.draftDiffers ? "*" : "")  \(summary.template)")
    }

    func set(_ verb: Token, _ arguments: [Token]) throws(CommandError) -> Outcome {
        let args = try ArgumentReader(verb: verb, tokens: arguments)
        guard !args.positionals.isEmpty, args.positionals.count % 2 == 0 else {
            throw CommandError.syntax(
                "set takes pairs: set PARAM VALUE [PARAM VALUE …]", offset: verb.offset, length: verb.length)
        }
        let name = try currentPresetName()
        let draft = try resolve(Token(text: "\(name)@draft", offset: verb.offset, length: verb.length))
        var parameters = draft.parameters
        for index in stride(from: 0, to: args.positionals.count, by: 2) {
            let (key, value) = (args.positionals[index], args.positionals[index + 1])
            parameters = try Session.setting(key, value, in: parameters, template: draft.template)
        }
        return try saveDraft(name, from: draft, to: parameters)
    }

    func unset(_ verb: Token, _ arguments: [Token]) throws(CommandError) -> Outcome {
        let args = try ArgumentReader(verb: verb, tokens: arguments)
        guard !args.positionals.isEmpty else {
            throw CommandError.syntax("unset needs a parameter: unset PARAM [PARAM …]", offset: verb.offset, length: verb.length)
        }
        let name = try currentPresetName()
        let draft = try resolve(Token(text: "\(name)@draft", offset: verb.offset, length: verb.length))
        var parameters = draft.parameters
        for key in args.positionals {
            guard let parameter = draft.template.parameter(named: key.text) else {
                throw Session.unknownParameter(key, draft.template)
            }
            parameters.values[parameter.name] = parameter.defaultValue
        }
        return try saveDraft(name, from: draft, to: parameters)
    }

    func undoRedo(_ verb: Token, _ arguments: [Token], undo: Bool) throws(CommandError) -> Outcome {
        try ArgumentReader(verb: verb, tokens: arguments).expectPositionals(0...0, usage: verb.text)
        let name = try currentPresetName()
        let store = try requireStore()
        let before = try resolve(Token(text: "\(name)@draft", offset: 0, length: 0))
        let draft = try stored { () throws(StoreError) in undo ? try store.undo(of: name, at: clock()) : try store.redo(of: name, at: clock()) }
        let after = try parameters(draft.parameters, before.template)
        return Outcome("\(verb.text): " + Session.changeSummary(name, before.parameters, after, before.template))
    }

    func commit(_ verb: Token, _ arguments: [Token]) throws(CommandError) -> Outcome {
        let args = try ArgumentReader(verb: verb, tokens: arguments, valued: ["--message"], aliases: ["-m": "--message"])
        try args.expectPositionals(0...0, usage: "commit [-m MESSAGE]")
        let name = try currentPresetName()
        let store = try requireStore()
        let message = args.flags["--message"]?.text
        let version = try stored { () throws(StoreError) in try store.commit(of: name, message: message, at: clock()) }
        return Outcome("\(version.preset)@\(version.number)")
    }

    private func saveDraft(_ name: String, from draft: ResolvedPreset, to parameters: ParameterSet) throws(CommandError) -> Outcome {
        do { _ = try TemplateAnimation(template: draft.template, parameters: parameters) } catch { throw CommandError.timing(error) }
        let store = try requireStore()
        _ = try stored { () throws(StoreError) in try store.updateDraft(of: name, parameters: parameters.text, at: clock()) }
        return Outcome(Session.changeSummary(name, draft.parameters, parameters, draft.template))
    }

    static func changeSummary(_ name: String, _ old: ParameterSet, _ new: ParameterSet, _ template: Template) -> String {
        let changes = Session.changes(from: old, to: new, template: template)
        if changes.isEmpty { return "\(name)@draft  (no change)" }
        return "\(name)@draft  " + changes.map { "\($0.0) \($0.1) → \($0.2)" }.joined(separator: ", ")
    }

    static func unknownParameter(_ key: Token, _ template: Template) -> CommandError {
        CommandError.syntax(
            "\(template.name) has no parameter “\(key.text)”; expected \(template.parameters.map(\.name).joined(separator: ", ")) or a number of the timing",
            offset: key.offset, length: key.length)
    }

    /// Applies `set KEY VALUE`: a template parameter, or a labelled number of the timing.
    static func setting(_ key: Token, _ value: Token, in parameters: ParameterSet, template: Template) throws(CommandError) -> ParameterSet {
        var result = parameters
        if let parameter = template.parameter(named: key.text) {
            do { result.values[parameter.name] = try parameter.kind.parse(value.text, name: parameter.name) } catch {
                throw CommandError.timing(error, at: parameter.kind == .timing ? value : nil)
            }
            return result
        }
        let timing = parameters.timing
        guard timing.editableParameters.contains(where: { $0.name == key.text }) else {
            throw unknownParameter(key, template)
        }
        guard let number = Double(value.text) else {
            throw CommandError.syntax("\(key.text) must be a number, got “\(value.text)”", offset: value.offset, length: value.length)
        }
        do { result.values["timing"] = .timing(try timing.setting(key.text, to: number)) } catch {
            throw CommandError(error.message, offset: value.offset, length: value.length)
        }
        return result
    }
}
