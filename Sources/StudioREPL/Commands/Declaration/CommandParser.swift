import AnimationCore
import Simulation
import StudioExchange
import StudioStore
import TerminalText

/// Reads a command's tokens against its verb's declaration: splits flags from positionals, checks
/// counts, and converts every value by its kind. Every error points at the offending token.
enum CommandParser {
    /// Parses `tokens` (after the verb) for `spec`.
    static func parse(_ spec: CommandSpec, verb: Token, tokens: [Token]) throws(CommandError) -> ParsedArguments {
        var positionals: [Token] = []
        var flags: [String: ArgumentValue] = [:]
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            guard token.isFlag else {
                positionals.append(token)
                continue
            }
            var name = token.text
            var inline: String?
            if name.hasPrefix("--"), let equals = name.firstIndex(of: "=") {
                inline = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard let flag = spec.flag(named: name) else { throw unknownFlag(name, token, spec) }
            if flags[flag.name] != nil {
                throw CommandError.syntax("\(flag.name) is given twice", offset: token.offset, length: token.length)
            }
            guard let kind = flag.value else {
                flags[flag.name] = ArgumentValue(token, .present)
                continue
            }
            let valueToken: Token
            if let inline {
                valueToken = Token(text: inline, offset: token.offset, length: token.length, quoted: true)
            } else {
                guard index < tokens.count else {
                    throw CommandError.syntax(
                        "\(flag.name) needs a value (\(flag.placeholder))", offset: token.offset, length: token.length)
                }
                valueToken = tokens[index]
                index += 1
            }
            flags[flag.name] = try convert(valueToken, kind, name: flag.name, spec: spec)
        }
        var values: [String: [ArgumentValue]] = [:]
        var next = 0
        // The repeated positional that took all it may, for a count error on the values after it.
        var filled: (positional: Positional, values: [Token])?
        for (position, positional) in spec.positionals.enumerated() {
            let later = spec.positionals[(position + 1)...]
            let laterMinimum = later.reduce(0) { $0 + $1.count.lowerBound }
            var available = positionals.count - next - laterMinimum
            // A keyword further on (`on`) ends a run of values: `preview a b on team`.
            for case .keyword(let word) in later.map(\.kind) {
                if let stop = positionals[next...].firstIndex(where: { $0.text == word && !$0.quoted }) {
                    available = min(available, stop - next)
                }
                break
            }
            let take = min(positional.count.upperBound, max(0, available))
            if take < positional.count.lowerBound, !(positional.allowsOne && take == 1) {
                throw tooFew(positional, given: Array(positionals[next..<(next + take)]), spec: spec, verb: verb)
            }
            // `preview a b c d e`: the word after a full run is not the keyword but one value too many.
            if case .keyword(let word) = positional.kind, take > 0, positionals[next].text != word,
                let (full, given) = filled
            {
                let rest = positionals[next...].prefix { $0.text != word || $0.quoted }.count
                throw tooMany(full, count: given.count + rest, at: positionals[next], spec: spec)
            }
            var taken: [ArgumentValue] = []
            for token in positionals[next..<(next + take)] {
                taken.append(try convert(token, positional.kind, name: positional.name, spec: spec))
            }
            values[positional.name] = taken
            filled =
                take > 1 && take == positional.count.upperBound
                ? (positional, Array(positionals[next..<(next + take)])) : take > 0 ? nil : filled
            next += take
        }
        if next < positionals.count {
            let extra = positionals[next]
            if let (positional, given) = filled {
                throw tooMany(positional, count: given.count + positionals.count - next, at: extra, spec: spec)
            }
            throw CommandError.syntax(
                "unexpected “\(extra.text)”: usage: \(spec.usage)", offset: extra.offset, length: extra.length)
        }
        return ParsedArguments(
            spec: spec, verb: ArgumentValue(verb, .text), positionalValues: values, flagValues: flags)
    }

    /// Checks and converts one value. `name` is the flag (`--duration`) or positional (`REF`).
    static func convert(_ token: Token, _ kind: ValueKind, name: String, spec: CommandSpec) throws(CommandError)
        -> ArgumentValue
    {
        switch kind {
        case .number(let rule):
            // A percentage may be written with its sign (`--overshoot 8%`).
            let text = rule.unit == "%" && token.text.hasSuffix("%") ? String(token.text.dropLast()) : token.text
            guard let value = NumberFormat.number(text) else {
                throw CommandError.syntax(
                    "\(name) must be a number, got “\(token.text)”", offset: token.offset, length: token.length)
            }
            do { try rule.check(value, name: name) } catch {
                throw CommandError(error.message, offset: token.offset, length: token.length)
            }
            return ArgumentValue(token, .number(value))
        case .integer(let range):
            guard let value = Int(token.text), range.contains(value) else {
                throw CommandError.syntax(
                    "\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), got “\(token.text)”",
                    offset: token.offset, length: token.length)
            }
            return ArgumentValue(token, .integer(value))
        case .choice(let words):
            guard words.contains(token.text) else {
                throw CommandError.syntax(
                    "\(name) must be one of \(words.joined(separator: ", ")), got “\(token.text)”"
                        + Suggestions.didYouMean(token.text, among: words),
                    offset: token.offset, length: token.length)
            }
            return ArgumentValue(token, .text)
        case .timing:
            do { return ArgumentValue(token, .timing(try TimingExpression(parsing: token.text))) } catch {
                throw CommandError.timing(error, at: token)
            }
        case .keyword(let word):
            guard token.text == word else {
                throw CommandError.syntax(
                    "expected “\(word)”, got “\(token.text)”: usage: \(spec.usage)", offset: token.offset,
                    length: token.length)
            }
            return ArgumentValue(token, .text)
        case .reference:
            return ArgumentValue(token, .reference(PresetReference(token.text)))
        case .times:
            return ArgumentValue(token, .times(try FrameTimes.parse(token, flag: name)))
        case .template:
            guard let template = TemplateCatalog.template(named: token.text) else {
                let names = TemplateCatalog.all.map(\.name)
                throw CommandError.syntax(
                    "no template “\(token.text)”; expected one of \(names.joined(separator: ", "))"
                        + Suggestions.didYouMean(token.text, among: names), offset: token.offset, length: token.length)
            }
            return ArgumentValue(token, .template(template))
        case .scrollScript:
            do { return ArgumentValue(token, .scrollScript(try ScrollScript(parsing: token.text))) } catch {
                throw CommandError.script(error.message, span: error.span, in: ArgumentValue(token, .text))
            }
        case .preset:
            try refuseVersion(token, spec: spec)
            try checkName(token, .preset, existing: true)
            return ArgumentValue(token, .name(.preset))
        case .newName(let kind):
            guard let kind else { return ArgumentValue(token, .text) }
            try checkName(token, kind)
            return ArgumentValue(token, .name(kind))
        case .dataset:
            try checkName(token, .dataset, existing: true)
            return ArgumentValue(token, .name(.dataset))
        case .session:
            try checkName(token, .session, existing: true)
            return ArgumentValue(token, .name(.session))
        case .file, .folder:
            if let problem = PathRule.problem(in: token.text) {
                throw CommandError.syntax(
                    "\(name) “\(token.text)” is not a usable path: \(problem); \(PathRule.allowed)",
                    offset: token.offset, length: token.length)
            }
            return ArgumentValue(token, .path)
        default:
            return ArgumentValue(token, .text)
        }
    }

    /// A version (`a@1`) where a preset's name belongs: said as such, with the verbs that take a
    /// version, instead of the naming rules the `@` breaks.
    private static func refuseVersion(_ token: Token, spec: CommandSpec) throws(CommandError) {
        guard token.text.contains("@") else { return }
        let reference = PresetReference(token.text)
        guard (try? NameKind.preset.checkExisting(reference.name)) != nil else { return }
        let name = TerminalText.sanitized(reference.name)
        let version = TerminalText.sanitized(token.text)
        let instead =
            spec.name == "use"
            ? "use \(name) makes it current (then revert \(version) puts that version back in its draft)"
            : "\(spec.name) \(name)"
        throw CommandError.syntax(
            "\(spec.name) takes a preset's name, not a version: \(instead); show \(version) shows that version",
            offset: token.offset, length: token.length)
    }

    /// Refuses a name that breaks the store's rules for `kind` (the store's own message), at `token`.
    /// Checks a name as typed; one that names something `existing` is held only to the rules its
    /// older releases applied too (see ``NameKind/checkExisting(_:)``).
    static func checkName(_ token: Token, _ kind: NameKind, existing: Bool = false) throws(CommandError) {
        do { try existing ? kind.checkExisting(token.text) : kind.check(token.text) } catch {
            throw CommandError.syntax(error.message, offset: token.offset, length: token.length)
        }
    }

    /// `compare needs 2 to 8 CURVEs, got 1`, under what was given (under the verb when nothing was);
    /// a single value's `scene needs KIND`.
    private static func tooFew(_ positional: Positional, given: [Token], spec: CommandSpec, verb: Token)
        -> CommandError
    {
        let usage = "usage: \(spec.usage)"
        if case .assignments = positional.kind {
            return CommandError.syntax("\(spec.name) takes pairs: \(usage)", offset: verb.offset, length: verb.length)
        }
        guard positional.count.upperBound > 1 else {
            return CommandError.syntax(
                "\(spec.name) needs \(positional.name): \(usage)", offset: verb.offset, length: verb.length)
        }
        let message = "\(spec.name) needs \(positional.needed), got \(given.count): \(usage)"
        guard let first = given.first, let last = given.last else {
            return CommandError.syntax(message, offset: verb.offset, length: verb.length)
        }
        return CommandError.syntax(message, offset: first.offset, length: last.offset + last.length - first.offset)
    }

    /// `compare takes 2 to 8 CURVEs, got 9`, under the first value too many.
    private static func tooMany(_ positional: Positional, count: Int, at extra: Token, spec: CommandSpec)
        -> CommandError
    {
        let allowed =
            positional.count.lowerBound == 0
            ? "at most \(positional.count.upperBound) \(positional.name)s" : positional.needed
        return CommandError.syntax(
            "\(spec.name) takes \(allowed), got \(count): usage: \(spec.usage)", offset: extra.offset,
            length: extra.length)
    }

    /// `unknown option --x for sample; expected --duration, --format` with a suggestion; a flag of
    /// another subcommand of the same verb says which (`--mine applies to library resolve, not push`).
    private static func unknownFlag(_ name: String, _ token: Token, _ spec: CommandSpec) -> CommandError {
        if let owner = spec.siblingFlags[name] {
            let verb = spec.name.split(separator: " ").first.map(String.init) ?? spec.name
            let here = spec.subcommands.isEmpty ? spec.word : verb + " alone"
            return CommandError.syntax(
                "\(name) applies to \(verb) \(owner), not \(here)", offset: token.offset, length: token.length)
        }
        let known = spec.flags.map(\.name).sorted()
        let allowed = known.isEmpty ? "it takes no options" : "expected \(known.joined(separator: ", "))"
        return CommandError.syntax(
            "unknown option \(name) for \(spec.name); \(allowed)" + Suggestions.didYouMean(name, among: known),
            offset: token.offset, length: token.length)
    }
}
