/// Splits script text into commands and commands into tokens.
///
/// Commands end at `;` or a newline; `#` starts a comment that runs to the end of the line.
/// Words are separated by spaces; a `(` keeps everything up to its matching `)` in the same word,
/// so `spring(mass: 1, stiffness: 100)` is one token; `"…"` and `'…'` quote (with `\"` and `\\`
/// escapes inside double quotes).
public enum CommandLexer {
    /// The longest line, in UTF-8 bytes, that is read as a command (64 KiB). Longer lines are refused
    /// before they are lexed: a 100 MB line took 35 s and 1.4 GB only to be refused.
    public static let maximumLineBytes = 65536

    /// The error for a line over ``maximumLineBytes``.
    public static func tooLong(bytes: Int, number: Int) -> CommandError {
        CommandError("line \(number) is \(bytes) bytes long; the limit is \(maximumLineBytes) bytes (64 KiB)")
            .located(line: "", number: number)
    }

    /// Lexes `script`, one ``SourceCommand`` per non-empty command, or the first error.
    public static func commands(in script: String) -> [Result<SourceCommand, CommandError>] {
        var results: [Result<SourceCommand, CommandError>] = []
        var lineNumber = 0
        for rawLine in script.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            results += commands(inLine: rawLine, number: lineNumber)
        }
        return results
    }

    /// Lexes one line of a script (without its newline), numbered `number`.
    public static func commands(inLine rawLine: Substring, number lineNumber: Int) -> [Result<
        SourceCommand, CommandError
    >] {
        guard rawLine.utf8.count <= maximumLineBytes else {
            return [.failure(tooLong(bytes: rawLine.utf8.count, number: lineNumber))]
        }
        var line = String(rawLine)
        if line.hasSuffix("\r") { line.removeLast() }
        switch tokenize(line) {
        case .failure(let error):
            return [.failure(error.located(line: line, number: lineNumber))]
        case .success(let groups):
            return groups.filter { !$0.isEmpty }.map {
                .success(SourceCommand(tokens: $0, source: line, lineNumber: lineNumber))
            }
        }
    }

    /// Tokens of one line, grouped by `;`.
    static func tokenize(_ line: String) -> Result<[[Token]], CommandError> {
        let scalars = Array(line.unicodeScalars)
        var groups: [[Token]] = [[]]
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            if c == " " || c == "\t" {
                i += 1
                continue
            }
            if c == ";" {
                groups.append([])
                i += 1
                continue
            }
            if c == "#" { break }
            let start = i
            let word = WordScan(scalars, from: i)
            if let quote = word.openQuote {
                return .failure(CommandError.syntax("unterminated quote", offset: quote.offset, length: 1))
            }
            if let close = word.unbalancedClose {
                return .failure(CommandError.syntax("unbalanced “)”", offset: close, length: 1))
            }
            if word.depth > 0 {
                return .failure(CommandError.syntax("missing “)” to close this “(”", offset: word.openParen, length: 1))
            }
            i = word.end
            let text = word.text
            let quoted = word.quoted
            if text.isEmpty && !quoted { break }  // a comment
            groups[groups.count - 1].append(Token(text: String(text), offset: start, length: i - start, quoted: quoted))
        }
        return .success(groups)
    }
}
