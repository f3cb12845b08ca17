/// The command a line ends in, read by the lexer's own rules (``WordScan``) up to the cursor, for
/// completion: its finished words and the word being typed, which may still be inside a quote.
/// A `;` starts a new command; quotes, escapes and parentheses group words as they do when the line runs.
struct PartialCommand: Equatable {
    /// The words of the command before the one being typed.
    var words: [Token]
    /// The word being typed: its text so far (quotes removed, escapes resolved)…
    var word: String
    /// …where it starts in the line (its opening quote included), in unicode scalars…
    var wordStart: Int
    /// …the quote it is still inside of, if any…
    var openQuote: Unicode.Scalar?
    /// …and whether any part of it was quoted (so `"-x` is a value, never a flag).
    var quoted: Bool

    /// Reads `line`; nil when the cursor is where nothing completes: in a comment, inside a timing's
    /// parentheses, or after a `)` that closes nothing.
    init?(_ line: String) {
        let scalars = Array(line.unicodeScalars)
        var words: [Token] = []
        var i = 0
        while true {
            while i < scalars.count, scalars[i] == " " || scalars[i] == "\t" { i += 1 }
            if i == scalars.count {
                self.init(words: words, word: "", wordStart: i, openQuote: nil, quoted: false)
                return
            }
            if scalars[i] == ";" {
                words = []
                i += 1
                continue
            }
            if scalars[i] == "#" { return nil }
            let scan = WordScan(scalars, from: i)
            if scan.unbalancedClose != nil { return nil }
            if scan.text.isEmpty && !scan.quoted { return nil }  // a comment
            if scan.end == scalars.count {
                if scan.depth > 0 { return nil }
                self.init(
                    words: words, word: String(scan.text), wordStart: i, openQuote: scan.openQuote?.character,
                    quoted: scan.quoted)
                return
            }
            words.append(Token(text: String(scan.text), offset: i, length: scan.end - i, quoted: scan.quoted))
            i = scan.end
        }
    }

    init(words: [Token], word: String, wordStart: Int, openQuote: Unicode.Scalar?, quoted: Bool) {
        self.words = words
        self.word = word
        self.wordStart = wordStart
        self.openQuote = openQuote
        self.quoted = quoted
    }
}
