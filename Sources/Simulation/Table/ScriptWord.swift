/// A word of a scroll, gesture or events script, with where it stands in the script's text (in
/// Unicode scalars), so an error can put its caret under it.
struct ScriptWord {
    let text: String
    let span: Range<Int>

    /// The whitespace-separated words of `scalars[range]`.
    static func words(_ scalars: [Unicode.Scalar], in range: Range<Int>) -> [ScriptWord] {
        var words: [ScriptWord] = []
        var index = range.lowerBound
        while index < range.upperBound {
            if scalars[index].properties.isWhitespace {
                index += 1
                continue
            }
            let begin = index
            while index < range.upperBound, !scalars[index].properties.isWhitespace { index += 1 }
            var text = String.UnicodeScalarView()
            text.append(contentsOf: scalars[begin..<index])
            words.append(ScriptWord(text: String(text), span: begin..<index))
        }
        return words
    }
}
