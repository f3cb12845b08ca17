import AnimationCore
import StudioStore

/// What a successful command produced.
public struct Outcome: Equatable, Sendable {
    /// Text for standard output (no trailing newline; empty prints nothing).
    public var text: String
    /// True when the studio should end after printing.
    public var quit: Bool

    public init(_ text: String, quit: Bool = false) {
        self.text = text
        self.quit = quit
    }
}

/// Runs commands: parses each verb's arguments into values, calls the core, formats the result.
///
/// The session never prints; it returns an ``Outcome`` or a ``CommandError`` and the caller
/// (batch runner or interactive loop) decides where the text goes.
public final class Session {
    /// What the output terminal can show; plots size and colour themselves from it.
    public var terminal: TerminalSettings
    /// The studio database; commands about presets and datasets need it.
    let store: StudioStore?
    /// Now, as an ISO 8601 UTC timestamp with milliseconds (injected so tests are repeatable).
    let clock: @Sendable () -> String
    /// The preset `set`, `commit` and friends work on. Read from the store once, then kept here:
    /// another studio running on the same database must not switch this session's preset.
    var current: String??
    /// Plays `play`'s frames in real time; nil where there is no terminal to play on.
    public var player: (any FramePlayer)?

    public init(
        terminal: TerminalSettings = .plain, store: StudioStore? = nil,
        clock: @escaping @Sendable () -> String = SystemClock.now
    ) {
        self.terminal = terminal
        self.store = store
        self.clock = clock
    }

    /// Runs one command.
    public func execute(_ command: SourceCommand) -> Result<Outcome, CommandError> {
        do {
            return .success(try dispatch(command))
        } catch {
            return .failure(error.located(line: command.source, number: command.lineNumber))
        }
    }

    private func dispatch(_ command: SourceCommand) throws(CommandError) -> Outcome {
        guard let verb = command.tokens.first else { return Outcome("") }
        let arguments = Array(command.tokens.dropFirst())
        switch verb.text {
        case "sample": return try sample(verb, arguments)
        case "convert": return try convert(verb, arguments)
        case "metrics": return try metrics(verb, arguments)
        case "templates": return try templates(verb, arguments)
        case "plot": return try plot(verb, arguments)
        case "new": return try newPreset(verb, arguments)
        case "use": return try use(verb, arguments)
        case "presets": return try presets(verb, arguments)
        case "set": return try set(verb, arguments)
        case "unset": return try unset(verb, arguments)
        case "undo": return try undoRedo(verb, arguments, undo: true)
        case "redo": return try undoRedo(verb, arguments, undo: false)
        case "commit": return try commit(verb, arguments)
        case "history": return try history(verb, arguments)
        case "tag": return try tag(verb, arguments)
        case "show": return try show(verb, arguments)
        case "diff": return try diff(verb, arguments)
        case "delete": return try deleteOrRestore(verb, arguments, delete: true)
        case "restore": return try deleteOrRestore(verb, arguments, delete: false)
        case "import": return try importFile(verb, arguments)
        case "export": return try export(verb, arguments)
        case "datasets": return try datasets(verb, arguments)
        case "rows": return try rows(verb, arguments)
        case "delete-dataset": return try deleteDataset(verb, arguments)
        case "compare": return try compare(verb, arguments)
        case "simulate": return try simulate(verb, arguments)
        case "records": return try records(verb, arguments)
        case "sessions": return try sessions(verb, arguments)
        case "reset": return try reset(verb, arguments)
        case "play": return try play(verb, arguments)
        case "help": return try help(verb, arguments)
        case "quit", "exit":
            _ = try ArgumentReader(verb: verb, tokens: arguments).expectPositionals(0...0, usage: "quit")
            return Outcome("", quit: true)
        default:
            let names = VerbCatalog.all.map(\.name).joined(separator: ", ")
            throw CommandError.syntax(
                "unknown command “\(verb.text)”; expected one of \(names) (type help)",
                offset: verb.offset, length: verb.length)
        }
    }

    /// Parses a timing expression token.
    func timing(_ token: Token) throws(CommandError) -> TimingExpression {
        do {
            return try TimingExpression(parsing: token.text)
        } catch {
            throw CommandError.timing(error, at: token)
        }
    }

    /// Binds a timing to a duration, turning core errors into command errors.
    func curve(_ timing: TimingExpression, duration: Double?) throws(CommandError) -> AnimationCurve {
        do {
            return try AnimationCurve(timing, duration: duration)
        } catch {
            throw CommandError.timing(error)
        }
    }
}
