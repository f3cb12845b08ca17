import TerminalText

/// A verb's arguments given by name rather than in a command line: what an agent's tool call
/// carries (`{"curve": "ease-in", "samples": 4}`). Each value is still text as a person would type
/// it, converted by the declared kind exactly as the command line's values are, so a value an agent
/// sends passes the same checks and fails with the same message as the same value typed.
public struct NamedArguments: Sendable, Equatable {
    /// One argument's value.
    public enum Value: Sendable, Equatable {
        /// One value, as typed.
        case text(String)
        /// The values of a repeated positional, in order.
        case list([String])
        /// A switch that is on (`--force`).
        case on
    }

    public var values: [String: Value]

    public init(_ values: [String: Value] = [:]) {
        self.values = values
    }
}

extension Positional {
    /// The name an argument given by name uses for this positional: its usage name in lower case
    /// (`REF` → `ref`), `changes` for `PARAM VALUE` pairs; nil for a keyword (`on`, `from`), which
    /// a call by name does not spell out.
    public var argumentName: String? {
        switch kind {
        case .keyword: return nil
        case .assignments: return "changes"
        default: return name.lowercased()
        }
    }
}

extension Flag {
    /// The name an argument given by name uses for this flag: its long name without dashes.
    public var argumentName: String { String(name.drop { $0 == "-" }) }
}

extension CommandSpec {
    /// Reads arguments given by name against this declaration: counts checked, every value converted
    /// by its kind as ``CommandParser`` converts a typed token. An error names the argument and points
    /// into its value (the value is the error's source line).
    public func parse(named arguments: NamedArguments) throws(CommandError) -> ParsedArguments {
        let known = Set(positionals.compactMap(\.argumentName) + flags.map(\.argumentName))
        if let unknown = arguments.values.keys.sorted().first(where: { !known.contains($0) }) {
            let expected = known.sorted().map { "“\($0)”" }.joined(separator: ", ")
            throw CommandError(
                "\(name) has no argument “\(unknown)”; expected "
                    + (expected.isEmpty ? "none" : expected) + Suggestions.didYouMean(unknown, among: Array(known)))
        }
        var positionalValues: [String: [ArgumentValue]] = [:]
        for positional in positionals {
            guard let argument = positional.argumentName else {
                if case .keyword(let word) = positional.kind {
                    positionalValues[positional.name] = [ArgumentValue(Self.token(word), .text)]
                }
                continue
            }
            let texts: [String]
            switch arguments.values[argument] {
            case nil: texts = []
            case .text(let text): texts = [text]
            case .list(let items): texts = items
            case .on: throw CommandError("\(name)'s argument “\(argument)” takes a value (\(positional.name))")
            }
            let fewest = positional.allowsOne ? min(1, positional.count.lowerBound) : positional.count.lowerBound
            guard texts.count >= fewest, texts.count <= positional.count.upperBound else {
                let given = texts.count == 1 ? "1 value" : "\(texts.count) values"
                throw CommandError(
                    "\(name)'s argument “\(argument)” needs \(positional.needed), got \(given): usage: \(usage)")
            }
            var converted: [ArgumentValue] = []
            for text in texts {
                converted.append(
                    try Self.convert(text, positional.kind, argument: argument, name: positional.name, self))
            }
            positionalValues[positional.name] = converted
        }
        var flagValues: [String: ArgumentValue] = [:]
        for flag in flags {
            guard let given = arguments.values[flag.argumentName] else { continue }
            switch (flag.value, given) {
            case (nil, .on): flagValues[flag.name] = ArgumentValue(Self.token(flag.name), .present)
            case (let kind?, .text(let text)):
                flagValues[flag.name] = try Self.convert(text, kind, argument: flag.argumentName, name: flag.name, self)
            case (nil, _):
                throw CommandError("\(name)'s argument “\(flag.argumentName)” is a switch: true or left out")
            case (.some, _):
                throw CommandError("\(name)'s argument “\(flag.argumentName)” takes one value (\(flag.placeholder))")
            }
        }
        return ParsedArguments(
            spec: self, verb: ArgumentValue(Self.token(name), .text), positionalValues: positionalValues,
            flagValues: flagValues)
    }

    /// A value as a quoted token of its own (so `-0.5` is a value, never a flag), converted by its kind;
    /// an error is prefixed with the argument's name and carries the value as its line.
    private static func convert(
        _ text: String, _ kind: ValueKind, argument: String, name: String, _ spec: CommandSpec
    ) throws(CommandError) -> ArgumentValue {
        let token = Token(text: text, offset: 0, length: text.unicodeScalars.count, quoted: true)
        do {
            return try CommandParser.convert(token, kind, name: name, spec: spec)
        } catch {
            // The quoted token's caret is one scalar right of the text (the opening quote): the value
            // is shown without quotes, so the caret moves back under it.
            let offset = error.offset.map { max(0, $0 - 1) }
            return try Self.fail(
                CommandError(
                    "\(spec.name)'s argument “\(argument)”: \(error.message)", offset: offset, length: error.length,
                    status: error.status
                ).located(line: text, number: 0))
        }
    }

    private static func fail(_ error: CommandError) throws(CommandError) -> ArgumentValue { throw error }

    private static func token(_ text: String) -> Token {
        Token(text: text, offset: 0, length: text.unicodeScalars.count)
    }
}
