/// What the process arguments ask the studio to run: the parsed program options as plain values.
///
/// ``ProgramOptions`` (swift-argument-parser) is the declaration of the options and decides every
/// case; ``init(plainArguments:)`` reads only their plain spellings, the ones scripts run thousands of
/// times (`--db PATH -c "…"`), without the parser's reflection, which costs about 3.5 ms per start
/// in a release build (a third of the studio's start). Anything else (`--help`, `--version`, `=`
/// forms, repeats, a value that looks like an option, unknown words) returns nil and goes to the
/// parser. A property test proves the two agree wherever the plain reader answers.
public struct ProgramRequest: Equatable, Sendable {
    /// The option names, shared with ``ProgramOptions``'s declaration.
    enum Name {
        static let database = "db"
        static let commands = "c"
        static let file = "f"
        static let keepGoing = "keep-going"
    }

    public var databasePath: String?
    public var input: Input
    public var keepGoing: Bool

    /// Where commands come from.
    public enum Input: Equatable, Sendable {
        case commands(String)  // -c "cmd; cmd"
        case file(String)  // -f FILE
        case standardInput  // interactive on a terminal, batch otherwise
        case agent(allowed: [String])  // mcp: the Model Context Protocol on standard input and output
    }

    public init(databasePath: String?, input: Input, keepGoing: Bool) {
        self.databasePath = databasePath
        self.input = input
        self.keepGoing = keepGoing
    }

    /// The request of the options as given: `-c` text, else a `-f` file, else standard input.
    init(databasePath: String?, commands: String?, file: String?, keepGoing: Bool) {
        let input: Input = commands.map { .commands($0) } ?? file.map { .file($0) } ?? .standardInput
        self.init(databasePath: databasePath, input: input, keepGoing: keepGoing)
    }

    /// The request the plain spellings make, or nil when the parser must decide.
    init?(plainArguments arguments: [String]) {
        var databasePath: String?
        var commands: String?
        var file: String?
        var keepGoing = false
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let word = arguments[index]
            if word == "--" + Name.keepGoing {
                guard !keepGoing else { return nil }
                keepGoing = true
                index += 1
                continue
            }
            // A value is the next word, which must not look like an option (the parser refuses those).
            guard index + 1 < arguments.endIndex, !arguments[index + 1].hasPrefix("-") else { return nil }
            let value = arguments[index + 1]
            switch word {
            case "--" + Name.database where databasePath == nil: databasePath = value
            case "-" + Name.commands where commands == nil && file == nil: commands = value
            case "-" + Name.file where file == nil && commands == nil: file = value
            default: return nil
            }
            index += 2
        }
        self.init(databasePath: databasePath, commands: commands, file: file, keepGoing: keepGoing)
    }
}
