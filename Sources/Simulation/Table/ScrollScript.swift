/// A comma-separated list of scroll steps, such as `to 20 over 1.5, wait 0.5, to 0, refresh`.
public struct ScrollScript: Equatable, Sendable {
    /// The longest script accepted, in steps.
    public static let maximumSteps = 1000
    /// The longest a single scroll or wait may last, in seconds.
    public static let maximumSeconds = 3600.0
    /// The most rows the inserts of one script may add in all (``TableSimulator`` holds the whole
    /// script to it): the table never holds more than 100,000 rows the dataset does not have.
    public static let maximumInsert = 100_000

    public let steps: [ScrollStep]
    /// Where each step came from in the text (unicode-scalar offset and length), for carets.
    public let spans: [Range<Int>]

    public init(steps: [ScrollStep]) {
        self.steps = steps
        spans = steps.map { _ in 0..<0 }
    }

    /// Parses the script text; throws a ``ScriptError`` naming the step, the value and
    /// what is allowed.
    public init(parsing text: String) throws(ScriptError) {
        var steps: [ScrollStep] = []
        var spans: [Range<Int>] = []
        let scalars = Array(text.unicodeScalars)
        var start = 0
        for end in scalars.indices.filter({ scalars[$0] == "," }) + [scalars.count] {
            let words = Self.words(scalars, in: start..<end)
            guard let first = words.first, let last = words.last else {
                throw ScriptError(
                    "scroll script has an empty step; expected steps separated by commas, such as “to 20 over 1.5, wait 0.5, to 0, refresh”",
                    span: start..<max(start, min(end + 1, scalars.count)))
            }
            let span = first.span.lowerBound..<last.span.upperBound
            steps.append(try Self.step(words, span: span))
            spans.append(span)
            guard steps.count <= Self.maximumSteps else {
                throw ScriptError("scroll script has more than \(Self.maximumSteps) steps", span: span)
            }
            start = end + 1
        }
        self.steps = steps
        self.spans = spans
    }

    private typealias Word = ScriptWord

    private static func words(_ scalars: [Unicode.Scalar], in range: Range<Int>) -> [Word] {
        ScriptWord.words(scalars, in: range)
    }

    private static let forms = "to ROW [over S], by POINTS [over S], wait S, refresh, reverse, insert N at ROW"

    private static func step(_ words: [Word], span: Range<Int>) throws(ScriptError) -> ScrollStep {
        let verb = words[0]
        func expectCount(_ counts: Set<Int>, _ form: String) throws(ScriptError) {
            guard counts.contains(words.count) else {
                throw ScriptError("scroll step “\(Self.text(words))” should read “\(form)”", span: span)
            }
        }
        switch verb.text {
        case "to", "by":
            let form = verb.text == "to" ? "to ROW [over SECONDS]" : "by POINTS [over SECONDS]"
            try expectCount([2, 4], form)
            var over: Double?
            if words.count == 4 {
                guard words[2].text == "over" else {
                    throw ScriptError("scroll step “\(Self.text(words))” should read “\(form)”", span: words[2].span)
                }
                over = try seconds(words[3], allowZero: false)
            }
            if verb.text == "to" {
                return .toRow(try whole(words[1], what: "row", range: 0...Int(Int32.max)), over: over)
            }
            guard let points = Double(words[1].text), points.isFinite, abs(points) <= 1e9 else {
                throw ScriptError(
                    "scroll distance “\(words[1].text)” is not a number of points between -1e9 and 1e9",
                    span: words[1].span)
            }
            return .byPoints(points, over: over)
        case "wait":
            try expectCount([2], "wait SECONDS")
            return .wait(try seconds(words[1], allowZero: true))
        case "refresh", "reverse":
            try expectCount([1], verb.text)
            return verb.text == "refresh" ? .refresh : .reverse
        case "insert":
            try expectCount([4], "insert COUNT at ROW")
            guard words[2].text == "at" else {
                throw ScriptError(
                    "scroll step “\(Self.text(words))” should read “insert COUNT at ROW”", span: words[2].span)
            }
            let count = try whole(words[1], what: "insert count", range: 1...maximumInsert)
            return .insert(count: count, at: try whole(words[3], what: "row", range: 0...Int(Int32.max)))
        default:
            throw ScriptError("unknown scroll step “\(verb.text)”; expected \(forms)", span: verb.span)
        }
    }

    private static func seconds(_ word: Word, allowZero: Bool) throws(ScriptError) -> Double {
        guard let value = Double(word.text), value.isFinite, allowZero ? value >= 0 : value > 0, value <= maximumSeconds
        else {
            let low = allowZero ? "0 ≤" : "0 <"
            throw ScriptError(
                "scroll time “\(word.text)” is not a number of seconds with \(low) seconds ≤ \(Int(maximumSeconds))",
                span: word.span)
        }
        return value
    }

    private static func whole(_ word: Word, what: String, range: ClosedRange<Int>) throws(ScriptError) -> Int {
        guard let value = Int(word.text), range.contains(value) else {
            throw ScriptError(
                "\(what) “\(word.text)” is not a whole number from \(range.lowerBound) to \(range.upperBound)",
                span: word.span)
        }
        return value
    }

    private static func text(_ words: [Word]) -> String { words.map(\.text).joined(separator: " ") }
}

extension ScrollScript: CustomStringConvertible {
    public var description: String { steps.map(\.description).joined(separator: ", ") }
}
