import AnimationCore
import StudioREPL

/// A tool call's JSON arguments as a verb's named arguments: every scalar becomes the text a person
/// would type for it (numbers in shortest round-trip form), so the verb's own parser checks it.
enum ToolArguments {
    static func named(_ given: [String: JSONValue], for tool: ToolCatalog.Tool) throws(CommandError)
        -> NamedArguments
    {
        var values: [String: NamedArguments.Value] = [:]
        for (name, value) in given {
            if value == .null { continue }
            if let flag = tool.spec.flags.first(where: { $0.argumentName == name }) {
                guard !tool.omitted.contains(flag.name) else {
                    throw CommandError("\(tool.name)'s argument “\(name)” is not available to an agent")
                }
                if flag.value == nil {
                    guard case .bool(let on) = value else {
                        throw CommandError("\(tool.name)'s argument “\(name)” is true or false; got \(shown(value))")
                    }
                    if on { values[name] = .on }
                    continue
                }
                values[name] = .text(try scalar(value, name, tool))
                continue
            }
            guard let positional = tool.spec.positionals.first(where: { $0.argumentName == name }) else {
                // Left to the verb's parser, which refuses the name (and names what it expects)
                // before it reads any value.
                values[name] = .text((try? scalar(value, name, tool)) ?? "")
                continue
            }
            if case .assignments = positional.kind {
                guard case .object(let pairs) = value else {
                    throw CommandError(
                        "\(tool.name)'s argument “\(name)” is an object of parameters and values; got \(shown(value))")
                }
                var flat: [String] = []
                for key in pairs.keys.sorted() {
                    flat += [key, try scalar(pairs[key] ?? .null, key, tool)]
                }
                values[name] = .list(flat)
            } else if positional.count.upperBound > 1 {
                if case .array(let items) = value {
                    var texts: [String] = []
                    for item in items { texts.append(try scalar(item, name, tool)) }
                    values[name] = .list(texts)
                } else {
                    values[name] = .list([try scalar(value, name, tool)])
                }
            } else {
                values[name] = .text(try scalar(value, name, tool))
            }
        }
        return NamedArguments(values)
    }

    private static func scalar(_ value: JSONValue, _ name: String, _ tool: ToolCatalog.Tool) throws(CommandError)
        -> String
    {
        switch value {
        case .string(let text): return text
        case .number(let number): return NumberFormat.shortest(number)
        case .bool(let on): return on ? "true" : "false"
        default:
            throw CommandError(
                "\(tool.name)'s argument “\(name)” takes a string, a number or true/false; got \(shown(value))")
        }
    }

    /// A JSON value as a refusal names it: its type, and a scalar's value.
    static func shown(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): return "the string “\(text)”"
        case .number(let number): return "the number \(NumberFormat.shortest(number))"
        case .bool(let on): return on ? "true" : "false"
        case .null: return "null"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
