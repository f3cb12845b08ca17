import AnimationCore

/// What Tab offers: candidates that replace the word starting at `wordStart` (in unicode scalars).
public struct Completion: Equatable, Sendable {
    public var wordStart: Int
    public var candidates: [String]
    /// Add a space after a single match (not after a folder or `name@`).
    public var appendsSpace: Bool

    public init(wordStart: Int, candidates: [String], appendsSpace: Bool = true) {
        self.wordStart = wordStart
        self.candidates = candidates
        self.appendsSpace = appendsSpace
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

    public func complete(_ line: String) -> Completion {
        let scalars = Array(line.unicodeScalars)
        var words: [String] = []
        var start = 0
        var depth = 0
        var current = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            if scalar == "(" { depth += 1 } else if scalar == ")" { depth = max(0, depth - 1) }
            if depth == 0 && (scalar == " " || scalar == ";") {
                // A space ends a word; a ';' ends the whole command.
                if scalar == ";" {
                    words = []
                } else if !current.isEmpty {
                    words.append(String(current))
                }
                current = String.UnicodeScalarView()
                start = index + 1
                continue
            }
            current.append(scalar)
        }
        let word = String(current)
        if depth > 0 { return Completion(wordStart: start, candidates: []) }  // inside a timing's parameters
        let options = candidates(previous: words, word: word)
        let matches = options.filter { $0.hasPrefix(word) }.sorted()
        let open = matches.count == 1 && (matches[0].hasSuffix("/") || matches[0].hasSuffix("@"))
        return Completion(wordStart: start, candidates: Array(Set(matches)).sorted(), appendsSpace: !open)
    }

    private func candidates(previous: [String], word: String) -> [String] {
        guard let verb = previous.first else {
            return CommandRegistry.all.flatMap { [$0.spec.name] + $0.spec.aliases }
        }
        guard let spec = CommandRegistry.command(named: verb)?.spec else { return [] }
        // Walk the words typed so far: flag values are skipped, the rest count as positionals.
        var positionals: [String] = []
        var pendingFlag: Flag?
        for text in previous.dropFirst() {
            if let flag = pendingFlag {
                _ = flag
                pendingFlag = nil
            } else if text.hasPrefix("-"), let flag = spec.flag(named: text) {
                pendingFlag = flag.value == nil ? nil : flag
            } else {
                positionals.append(text)
            }
        }
        if let flag = pendingFlag, let kind = flag.value { return values(of: kind, word: word, previous: positionals) }
        if word.hasPrefix("-") { return spec.flags.flatMap { [$0.name] + ($0.short.map { [$0] } ?? []) } }
        guard let positional = spec.positional(at: positionals.count) else { return [] }
        return values(of: positional.kind, word: word, previous: positionals)
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
        case .reference: return references(word)
        case .preset: return source.presets()
        case .dataset: return source.datasets()
        case .session: return source.sessions()
        case .file, .folder: return source.files(word)
        case .keyword(let text): return [text]
        case .choice(let words): return words
        case .verb: return CommandRegistry.all.map(\.spec.name)
        case .parameter: return source.parameters()
        case .assignments:
            // PARAM VALUE pairs; a timing parameter's value completes timing names.
            if previous.count % 2 == 1 { return previous.last == "timing" ? timings : [] }
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
