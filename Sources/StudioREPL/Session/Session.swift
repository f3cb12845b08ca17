import AnimationCore

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

    public init(terminal: TerminalSettings = .plain) {
        self.terminal = terminal
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
        case "compare": return try compare(verb, arguments)
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
