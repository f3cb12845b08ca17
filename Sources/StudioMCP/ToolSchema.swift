import AnimationCore
import StudioREPL

/// The JSON Schema of a tool's arguments, generated from its verb's declaration: each positional and
/// flag becomes a property with its type, unit, range, choices and default, so an agent sees what
/// `help VERB` shows a person and a value the schema allows is one the parser accepts.
enum ToolSchema {
    /// The schema of `spec`'s arguments (without the flags a tool leaves out), plus `extra` properties
    /// the agent interface adds (the preset and revision of a draft write), all of them required.
    static func input(
        of spec: CommandSpec, leavingOut omitted: Set<String>, extra: [(name: String, schema: JSONValue)]
    ) -> JSONValue {
        var properties: [String: JSONValue] = [:]
        var required: [String] = []
        for positional in spec.positionals {
            guard let name = positional.argumentName else { continue }
            properties[name] = schema(of: positional)
            if positional.count.lowerBound > 0 && !positional.allowsOne { required.append(name) }
            if positional.allowsOne { required.append(name) }
        }
        for flag in spec.flags where !omitted.contains(flag.name) {
            properties[flag.argumentName] = schema(of: flag)
        }
        for (name, value) in extra {
            properties[name] = value
            required.append(name)
        }
        var object: [String: JSONValue] = [
            "type": .string("object"), "properties": .object(properties), "additionalProperties": .bool(false)
        ]
        if !required.isEmpty { object["required"] = .array(required.map(JSONValue.string)) }
        return .object(object)
    }

    static func schema(of positional: Positional) -> JSONValue {
        if case .assignments = positional.kind {
            return .object([
                "type": .string("object"),
                "description": .string(
                    "the parameters to set and their values, as `set` takes them (a template parameter or a number of the timing)"
                ),
                "additionalProperties": .object([
                    "type": .array([.string("number"), .string("string"), .string("boolean")])
                ]),
                "minProperties": .number(1)
            ])
        }
        var item = value(positional.kind)
        let about = describe(positional.kind, placeholder: positional.name)
        guard positional.count.upperBound > 1 else {
            item["description"] = .string(about)
            return .object(item)
        }
        return .object([
            "type": .string("array"), "items": .object(item), "description": .string(about),
            "minItems": .number(Double(positional.allowsOne ? 1 : positional.count.lowerBound)),
            "maxItems": .number(Double(positional.count.upperBound))
        ])
    }

    static func schema(of flag: Flag) -> JSONValue {
        guard let kind = flag.value else {
            return .object(["type": .string("boolean"), "description": .string(flag.about)])
        }
        var object = value(kind)
        object["description"] = .string(flag.summary)
        if let shown = flag.defaultValue?.shown, let typed = defaultValue(shown, kind) {
            object["default"] = typed
        }
        return .object(object)
    }

    /// A flag's declared default as a JSON value of its type, when it is one (not a description).
    private static func defaultValue(_ shown: String, _ kind: ValueKind) -> JSONValue? {
        switch kind {
        case .number: return Double(shown).map(JSONValue.number)
        case .integer: return Int(shown).map { .number(Double($0)) }
        case .choice(let words): return words.contains(shown) ? .string(shown) : nil
        default: return nil
        }
    }

    /// Type, range and choices of one value of `kind`.
    private static func value(_ kind: ValueKind) -> [String: JSONValue] {
        switch kind {
        case .number(let rule):
            var object: [String: JSONValue] = ["type": .string("number")]
            for (key, bound) in bounds(rule.range) { object[key] = .number(bound) }
            if rule.range == .toggle { object["enum"] = .array([.number(0), .number(1)]) }
            return object
        case .integer(let range):
            return [
                "type": .string("integer"), "minimum": .number(Double(range.lowerBound)),
                "maximum": .number(Double(range.upperBound))
            ]
        case .choice(let words): return ["type": .string("string"), "enum": .array(words.map(JSONValue.string))]
        case .template(let entrances):
            let names = (entrances ? TemplateCatalog.cellEntrances : TemplateCatalog.all).map(\.name)
            return ["type": .string("string"), "enum": .array(names.map(JSONValue.string))]
        default: return ["type": .string("string")]
        }
    }

    /// JSON Schema's bounds for a number rule (only finite, real bounds).
    private static func bounds(_ range: TimingError.Range) -> [(String, Double)] {
        let real = { (value: Double) in abs(value) < TimingError.Range.unbounded }
        switch range {
        case .finite, .toggle: return []
        case .positive: return [("exclusiveMinimum", 0)]
        case .nonNegative: return [("minimum", 0)]
        case .unitInterval: return [("minimum", 0), ("maximum", 1)]
        case .closed(let low, let high):
            return (real(low) ? [("minimum", low)] : []) + (real(high) ? [("maximum", high)] : [])
        case .open(let low, let high):
            return (real(low) ? [("exclusiveMinimum", low)] : []) + (real(high) ? [("exclusiveMaximum", high)] : [])
        case .positiveUpTo(let high): return [("exclusiveMinimum", 0), ("maximum", high)]
        }
    }

    /// What a value of `kind` is, for the property's description.
    private static func describe(_ kind: ValueKind, placeholder: String) -> String {
        switch kind {
        case .timing:
            return "a timing expression: ease-in-out, cubic(0.2, 0, 0, 1), spring(duration: 0.5, bounce: 0.2), …"
        case .curve: return "a timing expression, a template or a preset reference (NAME, NAME@3, NAME@draft, NAME@TAG)"
        case .entrance: return "a table-cell entrance template or a preset reference"
        case .presetSource: return "a template or a preset reference (NAME, NAME@3, NAME@draft, NAME@TAG)"
        case .reference: return "a preset reference: NAME (its latest version), NAME@3, NAME@draft or NAME@TAG"
        case .preset: return "an existing preset's name"
        case .newName: return "a new name"
        case .dataset: return "a dataset's name"
        case .session: return "a preview session's name"
        case .template: return "a template"
        case .parameter: return "a parameter of the preset"
        case .scrollScript: return "a scroll script: to 5 over 1, wait 0.5"
        case .times: return "seconds separated by commas: 0,0.25,0.5"
        case .text: return placeholder.lowercased()
        case .number(let rule): return rule.unit.isEmpty ? "a number" : "a number in \(rule.unit)"
        case .integer: return "a whole number"
        case .choice: return "one of the choices"
        case .file: return "a file path"
        case .folder: return "a folder path"
        case .verb: return "a verb's name"
        case .subcommand: return "a subcommand of the verb"
        case .keyword(let word): return word
        case .assignments: return "parameters and values"
        }
    }
}
