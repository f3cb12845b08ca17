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
        var start = 0, depth = 0, current = String.UnicodeScalarView()
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
        guard let verb = previous.first else { return VerbCatalog.all.map(\.name) + ["exit"] }
        let position = previous.count  // 1 = first argument
        let last = previous.last ?? ""
        if last == "-o" || last == "--output" { return source.files(word) }
        if word.hasPrefix("-") { return flags(of: verb) }
        switch last {
        case "--policy": return CellPolicy.allCases.map(\.rawValue)
        case "--stagger": return StaggerMode.allCases.map(\.rawValue)
        case "--session": return source.sessions()
        default: break
        }
        let timings = TimingExpression.names
        let templates = TemplateCatalog.all.map(\.name)
        switch verb {
        case "use", "history", "delete", "restore": return position == 1 ? source.presets() : []
        case "show", "export", "tag": return position == 1 ? references(word) : []
        case "diff": return position <= 2 ? references(word) : []
        case "plot", "compare": return references(word) + timings + (verb == "plot" ? templates : [])
        case "sample": return position == 1 ? timings + templates : []
        case "convert", "metrics": return position == 1 ? timings : []
        case "templates": return position == 1 ? templates : []
        case "help": return position == 1 ? VerbCatalog.all.map(\.name) : []
        case "new": return position == 2 ? ["from"] : (position == 3 ? templates + references(word) : [])
        case "set": return position % 2 == 1 ? source.parameters() : (last == "timing" ? timings : [])
        case "unset": return source.parameters()
        case "rows", "delete-dataset": return position == 1 ? source.datasets() : []
        case "records", "reset": return position == 1 ? source.sessions() : []
        case "simulate", "play":
            switch position {
            case 1: return TemplateCatalog.cellEntrances.map(\.name) + references(word)
            case 2: return ["on"]
            case 3: return source.datasets()
            default: return []
            }
        case "import":
            if position == 1 { return ["members", "cities", "preset"] }
            return position == 2 ? source.files(word) : []
        default: return []
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

    /// The `--flags` a verb's syntax line mentions.
    private func flags(of verb: String) -> [String] {
        guard let syntax = VerbCatalog.verb(named: verb)?.syntax else { return [] }
        var result: [String] = []
        var token = ""
        for character in syntax + " " {
            if character.isLetter || character == "-" {
                token.append(character)
            } else {
                if token.hasPrefix("-") && token.count > 1 { result.append(token) }
                token = ""
            }
        }
        return Array(Set(result))
    }
}
