import AnimationCore

/// A comma-separated list of taps on the edit-mode bars, such as `edit at 0, done at 0.1, wait 0.5, edit`.
///
/// `edit [at T]` and `done [at T]` tap at T seconds, or without `at` at the time reached so far;
/// `wait S` moves that time on by S (sums kept to the nanosecond, so waits add up as written).
/// Times are exact otherwise (no frame rounding) and must not go back:
/// an `at` earlier than the time reached is refused. Two taps may share a time; they run in order.
public struct BarsEventScript: Equatable, Sendable {
    /// The longest script accepted, in steps.
    public static let maximumSteps = 1000
    /// The latest time a script may reach, in seconds.
    public static let maximumSeconds = 3600.0

    /// The taps with their resolved times, in order.
    public let events: [BarsEvent]
    /// The steps as written (`wait` included), for printing back.
    public let steps: [String]
    /// Where each event came from in the text (unicode-scalar range), for carets.
    public let spans: [Range<Int>]

    /// The taps given directly (times must not decrease); for tests and saved scripts.
    public init(events: [BarsEvent]) {
        self.events = events
        steps = events.map { "\($0.tap.rawValue) at \(NumberFormat.shortest($0.time))" }
        spans = events.map { _ in 0..<0 }
    }

    /// Parses the script; throws a ``ScriptError`` naming the step, the value and what is allowed.
    public init(parsing text: String) throws(ScriptError) {
        let scalars = Array(text.unicodeScalars)
        var events: [BarsEvent] = []
        var steps: [String] = []
        var spans: [Range<Int>] = []
        var now = 0.0
        var start = 0
        for end in scalars.indices.filter({ scalars[$0] == "," }) + [scalars.count] {
            let words = Self.words(scalars, in: start..<end)
            guard let first = words.first, let last = words.last else {
                throw ScriptError(
                    "event script has an empty step; expected steps separated by commas, such as “edit at 0, done at 0.1”",
                    span: start..<max(start, min(end + 1, scalars.count)))
            }
            let span = first.span.lowerBound..<last.span.upperBound
            guard steps.count < Self.maximumSteps else {
                throw ScriptError("event script has more than \(Self.maximumSteps) steps", span: span)
            }
            let written = words.map(\.text).joined(separator: " ")
            switch (first.text, BarsTap(rawValue: first.text)) {
            case ("wait", _):
                guard words.count == 2 else {
                    throw ScriptError("event step “\(written)” should read “wait SECONDS”", span: span)
                }
                // Kept to the nanosecond so waits add up as written (0.1 + 0.2 is 0.3, not 0.30000000000000004).
                now = ((now + (try Self.seconds(words[1]))) * 1e9).rounded() / 1e9
                guard now <= Self.maximumSeconds else {
                    throw ScriptError(
                        "event script runs past \(Int(Self.maximumSeconds)) seconds (to \(NumberFormat.shortest(now)))",
                        span: span)
                }
            case (_, .some(let tap)):
                let form = "\(tap.rawValue) [at SECONDS]"
                guard words.count == 1 || words.count == 3 else {
                    throw ScriptError("event step “\(written)” should read “\(form)”", span: span)
                }
                if words.count == 3 {
                    guard words[1].text == "at" else {
                        throw ScriptError("event step “\(written)” should read “\(form)”", span: words[1].span)
                    }
                    let time = try Self.seconds(words[2])
                    guard time >= now else {
                        throw ScriptError(
                            "event time “\(words[2].text)” is before \(NumberFormat.shortest(now)) s, the time already reached; events must be in time order",
                            span: words[2].span)
                    }
                    now = time
                }
                events.append(BarsEvent(tap, at: now))
                spans.append(span)
            default:
                throw ScriptError(
                    "unknown event step “\(first.text)”; expected edit [at SECONDS], done [at SECONDS], wait SECONDS",
                    span: first.span)
            }
            steps.append(written)
            start = end + 1
        }
        self.events = events
        self.steps = steps
        self.spans = spans
    }

    private typealias Word = ScriptWord

    private static func words(_ scalars: [Unicode.Scalar], in range: Range<Int>) -> [Word] {
        ScriptWord.words(scalars, in: range)
    }

    private static func seconds(_ word: Word) throws(ScriptError) -> Double {
        guard let value = Double(word.text), value.isFinite, value >= 0, value <= maximumSeconds else {
            throw ScriptError(
                "event time “\(word.text)” is not a number of seconds with 0 ≤ seconds ≤ \(Int(maximumSeconds))",
                span: word.span)
        }
        return value
    }
}

extension BarsEventScript: CustomStringConvertible {
    /// The steps as written, normalised to single spaces: `edit at 0, done at 0.1`.
    public var description: String { steps.joined(separator: ", ") }
}
