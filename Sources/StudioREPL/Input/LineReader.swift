/// Where the interactive studio gets its lines: libedit on a terminal, a script in tests.
public protocol LineReader: AnyObject {
    /// Shows `prompt` and reads one line.
    func readLine(prompt: String) -> LineReadResult
    /// Remembers a line in the history (the reader skips consecutive duplicates).
    func addHistory(_ line: String)
}

/// What reading a line produced.
public enum LineReadResult: Equatable, Sendable {
    /// A line, without its newline.
    case line(String)
    /// Ctrl-C: the line being typed was cancelled.
    case interrupted
    /// Ctrl-D on an empty line, or the end of the input.
    case endOfFile
}

/// A reader that replays prepared results, for testing the interactive loop without a terminal.
public final class ScriptedLineReader: LineReader {
    private var pending: [LineReadResult]
    /// The prompts shown, in order.
    public private(set) var prompts: [String] = []
    /// The lines added to the history, in order.
    public private(set) var history: [String] = []

    public init(_ results: [LineReadResult]) { pending = results }

    /// Convenience: each string is a typed line.
    public convenience init(lines: [String]) { self.init(lines.map { .line($0) }) }

    public func readLine(prompt: String) -> LineReadResult {
        prompts.append(prompt)
        return pending.isEmpty ? .endOfFile : pending.removeFirst()
    }

    public func addHistory(_ line: String) {
        if history.last != line { history.append(line) }
    }
}
