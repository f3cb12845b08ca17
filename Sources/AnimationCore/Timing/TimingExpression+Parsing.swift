extension TimingExpression {
    /// Parses the canonical text form (and the aliases `cubic-bezier`, `smooth`, `snappy`, `bouncy`).
    ///
    /// - Parameters:
    ///   - text: for example `spring(mass: 1, stiffness: 100, damping: 10, velocity: 0)`.
    ///   - offset: where `text` starts in the user's line, so syntax errors point into that line.
    /// - Throws: ``TimingError/syntax(message:offset:length:)`` locating the offending characters (a
    ///   value no API accepts too, under its argument, with the message of
    ///   ``TimingError/outOfRange(parameter:value:allowed:)``), or ``TimingError/unsolvable(_:)``.
    public init(parsing text: String, offset: Int = 0) throws(TimingError) {
        WorkCounter.current?.countParse(text)
        var parser = TimingParser(text: Array(text.unicodeScalars), base: offset)
        self = try parser.parseExpression()
    }
}

/// One labelled or positional number inside an expression's parentheses.
struct TimingArgument {
    var label: String?
    var value: Double
    var offset: Int
    var length: Int
    /// True when written `true` or `false` (value 1 or 0): only `allows-overdamping` takes one.
    var isFlag = false
    /// A name written where a number goes (`preset: gentle`), with where it stands; value is NaN.
    /// Only the peer forms take names (``PeerArguments``); every other form refuses them as not a number.
    var word: (text: String, offset: Int, length: Int)?
    /// True when built from a stored record rather than typed text.
    var fromRecord = false
}

/// A hand-written recursive-descent parser over unicode scalars, tracking offsets for carets.
struct TimingParser {
    let text: [Unicode.Scalar]
    let base: Int
    var position = 0

    mutating func parseExpression() throws(TimingError) -> TimingExpression {
        skipSpaces()
        let nameStart = position
        // Another API's name (`.curveEaseInOut`, `easeInEaseOut`) is refused with the studio's own.
        let head = String(
            String.UnicodeScalarView(text[position...].prefix { $0 != "(" && !$0.properties.isWhitespace }))
        if let foreign = ForeignTimingName(head) {
            throw fail("unknown timing “\(head)”" + foreign.suggestion, nameStart, head.unicodeScalars.count)
        }
        let name = readWord()
        if name.isEmpty {
            throw fail(
                position < text.count
                    ? "expected a timing expression such as ease-in-out or spring(…)"
                    : "expected a timing expression, got nothing", nameStart, max(1, text.count - nameStart))
        }
        skipSpaces()
        var arguments: [TimingArgument] = []
        var hasParentheses = false
        if position < text.count, text[position] == "(" {
            hasParentheses = true
            position += 1
            arguments = try parseArguments()
        }
        skipSpaces()
        if position < text.count {
            throw fail("unexpected text after the expression", position, text.count - position)
        }
        let builder = TimingExpressionBuilder(
            name: name, nameOffset: base + nameStart, arguments: arguments, hasParentheses: hasParentheses)
        return try builder.build()
    }

    private mutating func parseArguments() throws(TimingError) -> [TimingArgument] {
        var arguments: [TimingArgument] = []
        skipSpaces()
        if position < text.count, text[position] == ")" {
            position += 1
            return arguments
        }
        while true {
            skipSpaces()
            let start = position
            var label: String?
            let word = readWord()
            skipSpaces()
            if !word.isEmpty, position < text.count, text[position] == ":" {
                label = word
                position += 1
                skipSpaces()
            } else {
                position = start
            }
            let numberStart = position
            let token = readNumberToken()
            guard !token.isEmpty else {
                throw fail(
                    position < text.count ? "expected a number" : "expected a number, then “)”",
                    numberStart, 1)
            }
            let flag: Bool? = token == "true" ? true : token == "false" ? false : nil
            var argument = TimingArgument(
                label: label, value: .nan, offset: base + start, length: position - start, isFlag: flag != nil)
            if let value = flag.map({ $0 ? 1.0 : 0.0 }) ?? TypedNumber.value(token) {
                argument.value = value
            } else if TimingParser.isName(token) {
                argument.word = (token, base + numberStart, token.unicodeScalars.count)
            } else {
                throw fail(
                    "“\(token)” is not a number\(TypedNumber.hint(token))", numberStart, token.unicodeScalars.count)
            }
            arguments.append(argument)
            skipSpaces()
            guard position < text.count else {
                throw fail("missing “)” to close the parameters", position, 1)
            }
            if text[position] == "," {
                position += 1
                continue
            }
            if text[position] == ")" {
                position += 1
                return arguments
            }
            throw fail("expected “,” or “)”", position, 1)
        }
    }

    /// A kebab-case name such as `medium-bouncy`: a letter, then letters, digits and single hyphens.
    /// (`inf`, `nan` and `e5` are numbers or not, never names: Double reads the first two.)
    static func isName(_ token: String) -> Bool {
        guard let first = token.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII else { return false }
        return token.unicodeScalars.allSatisfy {
            ($0.isASCII && $0.properties.isAlphabetic) || ("0"..."9").contains($0) || $0 == "-"
        }
            && !token.hasSuffix("-") && !token.contains("--")
    }

    private mutating func skipSpaces() {
        while position < text.count, text[position] == " " || text[position] == "\t" { position += 1 }
    }

    private mutating func readWord() -> String {
        var scalars = String.UnicodeScalarView()
        while position < text.count {
            let c = text[position]
            let isLetter = (c >= "a" && c <= "z") || (c >= "A" && c <= "Z")
            let isInner = !scalars.isEmpty && ((c >= "0" && c <= "9") || c == "-" || c == "_")
            guard isLetter || isInner else { break }
            scalars.append(c)
            position += 1
        }
        return String(scalars)
    }

    private mutating func readNumberToken() -> String {
        var scalars = String.UnicodeScalarView()
        while position < text.count {
            let c = text[position]
            let ok =
                (c >= "0" && c <= "9") || (c >= "a" && c <= "z") || (c >= "A" && c <= "Z")
                || c == "." || c == "-" || c == "+"
            guard ok else { break }
            scalars.append(c)
            position += 1
        }
        return String(scalars)
    }

    private func fail(_ message: String, _ at: Int, _ length: Int) -> TimingError {
        .syntax(message: message, offset: base + at, length: length)
    }
}
