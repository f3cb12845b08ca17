import AnimationCore

/// What Tab offers: candidates (names as the lexer reads them, unquoted) for the word that starts at
/// `wordStart` (in unicode scalars, its opening quote included); ``CompletionEdit`` writes the chosen
/// one back quoted where the lexer needs it (``CompletionQuoting``).
public struct Completion: Equatable, Sendable {
    public var wordStart: Int
    public var candidates: [String]
    /// Add a space after a single match (not after a folder or `name@`).
    public var appendsSpace: Bool
    /// The word typed so far as the lexer reads it (quotes removed, escapes resolved); nil when it is
    /// exactly the text from `wordStart` to the cursor.
    public var word: String?
    /// The quote the word is still inside of.
    public var openQuote: Unicode.Scalar?

    public init(
        wordStart: Int, candidates: [String], appendsSpace: Bool = true, word: String? = nil,
        openQuote: Unicode.Scalar? = nil
    ) {
        self.wordStart = wordStart
        self.candidates = candidates
        self.appendsSpace = appendsSpace
        self.word = word
        self.openQuote = openQuote
    }
}

/// The names completion draws on, supplied by the session (and the file system for paths).
public struct CompletionSource {
    public var presets: () -> [String]
    public var references: (String) -> [String]  // "3", "calm", "draft" for a preset
    public var parameters: () -> [String]  // the current template's parameters and timing numbers
    public var datasets: () -> [String]
    public var files: (String) -> [String]  // entries matching a path prefix; folders end in "/"
    public var sessions: () -> [String]

    public init(
        presets: @escaping () -> [String], references: @escaping (String) -> [String],
        parameters: @escaping () -> [String], datasets: @escaping () -> [String], files: @escaping (String) -> [String],
        sessions: @escaping () -> [String] = { [] }
    ) {
        self.presets = presets
        self.references = references
        self.parameters = parameters
        self.datasets = datasets
        self.files = files
        self.sessions = sessions
    }
}

/// Decides what Tab completes from the line typed so far: verbs first, then per verb preset names and
/// references (`bounce@` → versions and tags), parameters, timing names, datasets, flags and paths.
public struct Completer {
    let source: CompletionSource

    public init(source: CompletionSource) { self.source = source }

    /// Reads `line` (the text before the cursor) with the command language's own lexer: a quoted
    /// name with spaces is one word, a `;` starts a new command, nothing completes in a comment or
    /// inside a timing's parentheses.
    public func complete(_ line: String) -> Completion {
        guard let command = PartialCommand(line) else {
            return Completion(wordStart: Array(line.unicodeScalars).count, candidates: [])
        }
        let word = command.word
        let (kind, options) = candidates(previous: command.words, word: word, quoted: command.quoted)
        // A name with a line break could never be typed back on one line.
        let matches = Set(options.filter { $0.hasPrefix(word) && !$0.contains(where: \.isNewline) }).sorted()
        let open = matches.count == 1 && kind.map { Self.continues(matches[0], kind: $0) } == true
        return Completion(
            wordStart: command.wordStart, candidates: matches, appendsSpace: !open, word: word,
            openQuote: command.openQuote)
    }

    /// A folder (`data/`) or a reference's name (`bounce@`) goes on: no space after it, a quote left
    /// open. Only for the kinds that offer them: a dataset may be named `x/`.
    private static func continues(_ candidate: String, kind: ValueKind) -> Bool {
        switch kind {
        case .file, .folder: return candidate.hasSuffix("/")
        case .curve, .entrance, .presetSource, .reference: return candidate.hasSuffix("@")
        default: return false
        }
    }

    /// The kind of value the word is, and what it can be.
    private func candidates(previous: [Token], word: String, quoted: Bool) -> (ValueKind?, [String]) {
        guard let verb = previous.first?.text else {
            return (nil, CommandRegistry.all.flatMap { [$0.spec.name] + $0.spec.aliases })
        }
        guard var spec = CommandRegistry.command(named: verb)?.spec else { return (nil, []) }
        var words = previous.dropFirst()
        // A verb with subcommands: its first word picks one, whose declaration the rest follows.
        if !spec.subcommands.isEmpty {
            if let first = words.first, !first.quoted, let child = spec.subcommand(first.text) {
                spec = child
                words = words.dropFirst()
            } else if words.isEmpty, quoted || !word.hasPrefix("-") {
                return (.subcommand, spec.subcommands.map(\.word))
            }
        }
        // Walk the words typed so far: flag values are skipped, the rest count as positionals.
        var positionals: [String] = []
        var pendingFlag: Flag?
        for token in words {
            if pendingFlag != nil {
                pendingFlag = nil
            } else if !token.quoted, token.text.hasPrefix("-"), let flag = spec.flag(named: token.text) {
                pendingFlag = flag.value == nil ? nil : flag
            } else {
                positionals.append(token.text)
            }
        }
        if let flag = pendingFlag, let kind = flag.value {
            return (kind, values(of: kind, word: word, previous: positionals))
        }
        if !quoted && word.hasPrefix("-") {
            return (nil, spec.flags.flatMap { [$0.name] + ($0.short.map { [$0] } ?? []) })
        }
        guard let positional = spec.positional(at: positionals.count) else { return (nil, []) }
        return (positional.kind, values(of: positional.kind, word: word, previous: positionals))
    }

    /// What a value of `kind` can be, for the word being typed.
    private func values(of kind: ValueKind, word: String, previous: [String]) -> [String] {
        let timings = TimingExpression.names
        let templates = TemplateCatalog.all.map(\.name)
        switch kind {
        case .timing: return timings
        case .template(let entrances): return entrances ? TemplateCatalog.cellEntrances.map(\.name) : templates
        case .curve: return references(word) + timings + templates
        case .entrance: return TemplateCatalog.cellEntrances.map(\.name) + references(word)
        case .presetSource: return templates + references(word)
        case .reference: return references(word)
        case .preset: return source.presets()
        case .dataset: return source.datasets()
        case .session: return source.sessions()
        case .file, .folder: return source.files(word)
        case .keyword(let text): return [text]
        case .choice(let words): return words
        case .verb: return CommandRegistry.all.map(\.spec.name)
        case .subcommand:
            return previous.last.flatMap { CommandRegistry.command(named: $0) }?.subcommands.map(\.spec.word) ?? []
        case .parameter: return source.parameters()
        case .assignments:
            // PARAM VALUE pairs; a timing parameter's value completes timing names.
            if previous.count % 2 == 1 { return previous.last == ParameterKey.timing.name ? timings : [] }
            return source.parameters()
        case .number, .integer, .newName, .text, .scrollScript, .times: return []
        }
    }

    /// `bounce`, `bounce@`, and after the `@` every version, tag and `draft` of that preset.
    private func references(_ word: String) -> [String] {
        if let at = word.firstIndex(of: "@") {
            let name = String(word[..<at])
            return source.references(name).map { "\(name)@\($0)" }
        }
        return source.presets().flatMap { [$0, $0 + "@"] }
    }
}
