/// One word of a command line as the lexer reads it: from its first character to a space, `;` or
/// the end of the line outside quotes and parentheses. Shared by ``CommandLexer`` (which refuses a
/// word left open) and ``PartialCommand`` (which completes it), so both read quotes and escapes alike.
struct WordScan {
    /// The text with quotes removed and escapes resolved.
    var text = String.UnicodeScalarView()
    /// True when any part of the word was quoted.
    var quoted = false
    /// The offset just after the word.
    var end: Int
    /// A quote the line ended inside of: its character and offset.
    var openQuote: (character: Unicode.Scalar, offset: Int)?
    /// Parentheses still open at the end, and the offset of the outermost one.
    var depth = 0
    var openParen = 0
    /// The offset of a `)` that closes nothing (the scan stops there).
    var unbalancedClose: Int?

    /// Reads the word starting at `start` (not a space, `;` or end of line).
    init(_ scalars: [Unicode.Scalar], from start: Int) {
        var i = start
        end = start
        while i < scalars.count {
            let c = scalars[i]
            if depth == 0 && (c == " " || c == "\t" || c == ";") { break }
            if depth == 0 && c == "#" && text.isEmpty { break }
            if c == "\"" || c == "'" {
                quoted = true
                let quoteStart = i
                i += 1
                var closed = false
                while i < scalars.count {
                    if scalars[i] == c {
                        closed = true
                        break
                    }
                    if c == "\"" && scalars[i] == "\\" && i + 1 < scalars.count { i += 1 }
                    text.append(scalars[i])
                    i += 1
                }
                guard closed else {
                    openQuote = (c, quoteStart)
                    end = i
                    return
                }
                i += 1
                continue
            }
            if c == "(" {
                if depth == 0 { openParen = i }
                depth += 1
            } else if c == ")" {
                if depth == 0 {
                    unbalancedClose = i
                    end = i
                    return
                }
                depth -= 1
            }
            text.append(c)
            i += 1
        }
        end = i
    }
}
