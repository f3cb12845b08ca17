/// What one press of Tab does to the line, decided from the completer's answer.
///
/// Positions count Unicode scalars, as libedit's wide-character buffer does, so a CJK character or
/// an emoji is one position whatever its width on screen or its length in UTF-8.
enum CompletionEdit: Equatable {
    /// Delete `count` scalars before the cursor (the word typed so far), then insert `text`.
    case replace(count: Int, with: String)
    /// Several candidates and nothing more to add: show them all.
    case list([String])
    /// Nothing to add or show (libedit beeps).
    case nothing

    /// - Parameters:
    ///   - typed: the line from its start to the cursor.
    ///   - completion: the completer's answer for `typed`.
    ///   - listing: true when Tab was already pressed here without adding anything: list the candidates.
    static func decide(typed: [Unicode.Scalar], completion: Completion, listing: Bool) -> CompletionEdit {
        let wordStart = min(max(0, completion.wordStart), typed.count)
        let count = typed.count - wordStart
        let word = completion.word ?? String(String.UnicodeScalarView(typed[wordStart...]))
        let candidates = completion.candidates
        guard let first = candidates.first else { return .nothing }
        if candidates.count == 1 {
            let text = CompletionQuoting.finished(
                first, opened: completion.openQuote, open: !completion.appendsSpace)
            return .replace(count: count, with: text + (completion.appendsSpace ? " " : ""))
        }
        // The longest start all candidates share, in whole characters (never half of an accent).
        var shared = Array(first)
        for candidate in candidates.dropFirst() {
            shared = Array(zip(shared, candidate).prefix { $0 == $1 }.map(\.0))
        }
        let prefix = String(shared)
        if prefix.unicodeScalars.count > word.unicodeScalars.count {
            return .replace(
                count: count, with: CompletionQuoting.written(prefix, opened: completion.openQuote, closed: false))
        }
        return listing ? .list(candidates) : .nothing
    }
}
