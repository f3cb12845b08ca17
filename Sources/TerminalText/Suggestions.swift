/// "Did you mean …?" for a mistyped verb, flag, parameter, template, timing, preset or dataset.
public enum Suggestions {
    /// The closest candidates to `word` within an edit distance that grows with its length (1 for
    /// up to 4 characters, 2 up to 8, 3 beyond), or differing from it in case alone, best first; at
    /// most three.
    public static func closest(_ word: String, among candidates: [String]) -> [String] {
        let limit = word.count <= 4 ? 1 : (word.count <= 8 ? 2 : 3)
        guard word.count <= 64 else { return [] }
        let scored = Set(candidates).compactMap { candidate -> (String, Int)? in
            guard candidate != word, abs(candidate.count - word.count) <= limit else { return nil }
            // `--as UIKit` means `uikit`: a difference of case alone comes first.
            let distance =
                word.lowercased() == candidate.lowercased() ? 0 : editDistance(Array(word), Array(candidate))
            return distance <= limit ? (candidate, distance) : nil
        }
        return scored.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.prefix(3).map(\.0)
    }

    /// `; did you mean “sample”?` or nothing.
    public static func didYouMean(_ word: String, among candidates: [String]) -> String {
        let found = closest(word, among: candidates)
        guard !found.isEmpty else { return "" }
        return "; did you mean " + found.map { "“\($0)”" }.joined(separator: " or ") + "?"
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
    /// neighbours (`smaple` → `sample` is one edit).
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, previous2[j - 2] + 1)
                }
                current[j] = best
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
