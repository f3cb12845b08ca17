import AnimationCore

/// Reads a verb's positionals and `--flags` against the verb's declared options.
public struct ArgumentReader {
    /// Positional tokens in order.
    public private(set) var positionals: [Token] = []
    /// Flag values by canonical name (boolean flags map to their own token).
    public private(set) var flags: [String: Token] = [:]
    let verb: Token

    /// Splits `tokens` (after the verb) into positionals and flags.
    /// - Parameters:
    ///   - valued: flags that take a value, e.g. `["--duration", "--format", "-o"]`.
    ///   - boolean: flags that take none, e.g. `["--force"]`.
    ///   - aliases: short spellings, e.g. `["-m": "--message"]`.
    public init(
        verb: Token, tokens: [Token], valued: [String] = [], boolean: [String] = [],
        aliases: [String: String] = [:]
    ) throws(CommandError) {
        self.verb = verb
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            guard token.isFlag else {
                positionals.append(token)
                continue
            }
            var name = token.text
            var inlineValue: String?
            if let equals = name.firstIndex(of: "="), name.hasPrefix("--") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            name = aliases[name] ?? name
            if flags[name] != nil {
                throw CommandError.syntax("\(name) is given twice", offset: token.offset, length: token.length)
            }
            if boolean.contains(name) {
                flags[name] = token
            } else if valued.contains(name) {
                if let inlineValue {
                    flags[name] = Token(text: inlineValue, offset: token.offset, length: token.length, quoted: true)
                } else {
                    guard index < tokens.count else {
                        throw CommandError.syntax("\(name) needs a value", offset: token.offset, length: token.length)
                    }
                    flags[name] = tokens[index]
                    index += 1
                }
            } else {
                let known = (valued + boolean).sorted()
                let allowed = known.isEmpty ? "it takes no options" : "expected \(known.joined(separator: ", "))"
                throw CommandError.syntax(
                    "unknown option \(name) for \(verb.text); \(allowed)", offset: token.offset, length: token.length)
            }
        }
    }

    /// Requires between `range.lowerBound` and `range.upperBound` positionals, naming them in the error.
    public func expectPositionals(_ range: ClosedRange<Int>, usage: String) throws(CommandError) {
        if positionals.count < range.lowerBound {
            throw CommandError.syntax("\(verb.text) needs more: usage: \(usage)", offset: verb.offset, length: verb.length)
        }
        if positionals.count > range.upperBound {
            let extra = positionals[range.upperBound]
            throw CommandError.syntax(
                "unexpected “\(extra.text)”: usage: \(usage)", offset: extra.offset, length: extra.length)
        }
    }

    /// A flag's value as a number within `range`, or nil when absent.
    public func number(_ flag: String, _ range: TimingError.Range) throws(CommandError) -> Double? {
        guard let token = flags[flag] else { return nil }
        guard let value = Double(token.text) else {
            throw CommandError.syntax(
                "\(flag) must be a number, got “\(token.text)”", offset: token.offset, length: token.length)
        }
        do {
            try TimingError.require(value, flag, range)
        } catch {
            throw CommandError(error.message, offset: token.offset, length: token.length)
        }
        return value
    }

    /// A flag's value as an integer within `range`, or nil when absent.
    public func integer(_ flag: String, _ range: ClosedRange<Int>) throws(CommandError) -> Int? {
        guard let token = flags[flag] else { return nil }
        guard let value = Int(token.text), range.contains(value) else {
            throw CommandError.syntax(
                "\(flag) must be a whole number from \(range.lowerBound) to \(range.upperBound), got “\(token.text)”",
                offset: token.offset, length: token.length)
        }
        return value
    }

    /// A flag's value, one of `choices`, or `fallback` when absent.
    public func choice(_ flag: String, _ choices: [String], default fallback: String) throws(CommandError) -> String {
        guard let token = flags[flag] else { return fallback }
        guard choices.contains(token.text) else {
            throw CommandError.syntax(
                "\(flag) must be one of \(choices.joined(separator: ", ")), got “\(token.text)”",
                offset: token.offset, length: token.length)
        }
        return token.text
    }

    /// True when a boolean flag is present.
    public func has(_ flag: String) -> Bool { flags[flag] != nil }
}
