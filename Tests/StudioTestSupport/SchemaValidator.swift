public import AnimationCore
import Foundation

/// A small JSON Schema (2020-12) validator for the keywords our schemas use: type, const, enum,
/// required, properties, additionalProperties, items, minItems, minimum, maximum,
/// exclusiveMinimum, minLength, maxLength, maxItems, pattern. Unknown keywords fail loudly so the schema cannot
/// silently outgrow the checker.
public enum SchemaValidator {
    /// Problems found, as "path: message"; empty when `value` is valid.
    public static func validate(_ value: JSONValue, against schema: JSONValue, path: String = "$") -> [String] {
        guard case .object(let rules) = schema else { return ["\(path): schema is not an object"] }
        var problems: [String] = []
        let known: Set<String> = [
            "$schema", "$id", "title", "description", "type", "const", "enum", "required", "properties",
            "additionalProperties", "items", "minItems", "maxItems", "pattern", "minimum", "maximum",
            "exclusiveMinimum", "minLength", "maxLength"
        ]
        for key in rules.keys where !known.contains(key) { problems.append("\(path): unsupported keyword \(key)") }
        if let type = rules["type"] {
            let types: [String]
            switch type {
            case .string(let one): types = [one]
            case .array(let many):
                types = many.compactMap { if case .string(let s) = $0 { return s } else { return nil } }
            default: types = []
            }
            if !types.contains(where: { matches(value, type: $0) }) { problems.append("\(path): expected \(types)") }
        }
        if let constant = rules["const"], constant != value { problems.append("\(path): expected \(constant.compact)") }
        if case .array(let choices)? = rules["enum"], !choices.contains(value) {
            problems.append("\(path): not in enum")
        }
        if case .number(let number) = value {
            if case .number(let low)? = rules["minimum"], number < low { problems.append("\(path): below \(low)") }
            if case .number(let high)? = rules["maximum"], number > high { problems.append("\(path): above \(high)") }
            if case .number(let low)? = rules["exclusiveMinimum"], number <= low {
                problems.append("\(path): not above \(low)")
            }
        }
        if case .string(let text) = value {
            if case .number(let low)? = rules["minLength"], Double(text.count) < low {
                problems.append("\(path): too short")
            }
            if case .number(let high)? = rules["maxLength"], Double(text.count) > high {
                problems.append("\(path): too long")
            }
            if case .string(let pattern)? = rules["pattern"],
                text.range(of: pattern, options: .regularExpression) == nil
            {
                problems.append("\(path): does not match \(pattern)")
            }
        }
        if case .array(let items) = value {
            if case .number(let low)? = rules["minItems"], Double(items.count) < low {
                problems.append("\(path): too few items")
            }
            if case .number(let high)? = rules["maxItems"], Double(items.count) > high {
                problems.append("\(path): too many items")
            }
            if let itemSchema = rules["items"] {
                for (index, item) in items.enumerated() {
                    problems += validate(item, against: itemSchema, path: "\(path)[\(index)]")
                }
            }
        }
        if case .object(let members) = value {
            if case .array(let required)? = rules["required"] {
                for case .string(let key) in required where members[key] == nil {
                    problems.append("\(path): missing \(key)")
                }
            }
            var properties: [String: JSONValue] = [:]
            if case .object(let declared)? = rules["properties"] { properties = declared }
            for (key, member) in members {
                if let propertySchema = properties[key] {
                    problems += validate(member, against: propertySchema, path: "\(path).\(key)")
                } else if let additional = rules["additionalProperties"] {
                    if additional == .bool(false) {
                        problems.append("\(path): unexpected key \(key)")
                    } else if case .object = additional {
                        problems += validate(member, against: additional, path: "\(path).\(key)")
                    }
                }
            }
        }
        return problems
    }

    private static func matches(_ value: JSONValue, type: String) -> Bool {
        switch (type, value) {
        case ("object", .object), ("array", .array), ("string", .string), ("null", .null), ("boolean", .bool),
            ("number", .number):
            return true
        case ("integer", .number(let number)): return number == number.rounded(.towardZero)
        default: return false
        }
    }
}
