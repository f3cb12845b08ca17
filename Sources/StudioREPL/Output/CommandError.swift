public import AnimationCore
import Simulation
import StudioExchange
import StudioStore

/// Why a command failed: one clear line, optionally pointing at the offending text. Every module's
/// error becomes one of these through ``init(wrapping:status:)`` and is printed by ``ErrorRenderer``.
public struct CommandError: Error, Equatable, Sendable {
    /// The one-line message: what was wrong, the value, what is allowed.
    public let message: String
    /// Where in the source line the problem is, for a caret.
    public let offset: Int?
    public let length: Int
    /// The source line and its number, once known.
    public var sourceLine: String?
    public var lineNumber: Int?
    /// The exit status a batch run ends with: 1 for a failed command, 2 when the database could not
    /// be opened.
    public let status: Int32

    public init(_ message: String, offset: Int? = nil, length: Int = 1, status: Int32 = 1) {
        self.message = message
        self.offset = offset
        self.length = max(1, length)
        self.status = status
    }

    /// A syntax error at a position.
    public static func syntax(_ message: String, offset: Int, length: Int) -> CommandError {
        CommandError(message, offset: offset, length: length)
    }

    /// Any module's error as a command error: the store's, the exchange's, the timing language's,
    /// a scroll script's; text from data in the message is made visible by the renderer.
    public init(wrapping error: any Error, status: Int32 = 1) {
        switch error {
        case let error as CommandError: self = error
        case let error as TimingError: self = CommandError.timing(error)
        case let error as StoreError: self.init(error.message, status: status)
        case let error as ExchangeError: self.init(error.message, status: status)
        case let error as ScriptError: self.init(error.message, status: status)
        case let error as AnimatorError: self.init(error.message, status: status)
        default: self.init(String(describing: error), status: status)
        }
    }

    /// Wraps a timing error, moving syntax positions by `offset` (the token's place in the line).
    public static func timing(_ error: TimingError, at token: Token? = nil) -> CommandError {
        let base = token.map { $0.offset + ($0.quoted ? 1 : 0) } ?? 0
        switch error {
        case .syntax(let message, let offset, let length):
            return CommandError(message, offset: token == nil ? nil : base + offset, length: length)
        default:
            return CommandError(error.message)
        }
    }

    /// An error about part of a script typed as a flag's value (`--scroll`, `--gesture`, a saved
    /// script's text): the caret goes under `span` of the script inside the value; none when the
    /// script did not come from the line (a saved script) or the span is empty.
    public static func script(_ message: String, span: Range<Int>, in value: ArgumentValue?) -> CommandError {
        guard let value, !span.isEmpty else { return CommandError(message) }
        let base = value.offset + (value.quoted ? 1 : 0)
        return CommandError.syntax(message, offset: base + span.lowerBound, length: max(1, span.count))
    }

    /// The same error with its source line attached.
    public func located(line: String, number: Int) -> CommandError {
        var copy = self
        copy.sourceLine = line
        copy.lineNumber = number
        return copy
    }
}

extension Session {
    /// Runs a call into another module, turning whatever it throws into a ``CommandError``.
    func attempt<T>(_ body: () throws -> T) throws(CommandError) -> T {
        do { return try body() } catch { throw CommandError(wrapping: error) }
    }

    /// Runs a call into another module that looks up what `value` names: an error saying it names
    /// nothing (no such preset, version, tag, dataset, session; a deleted preset) points at it.
    func attempt<T>(at value: ArgumentValue?, _ body: () throws -> T) throws(CommandError) -> T {
        do { return try body() } catch let error as StoreError where error.isReferenceError {
            throw located(error.message, value?.token)
        } catch { throw CommandError(wrapping: error) }
    }
}
