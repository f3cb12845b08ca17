import AnimationCore

/// A comma-separated list of gestures with exact times, such as
/// `tap, wait 0.1, tap, wait 1, pan 200 over 0.25 release 900, swipe -200 over 0.2, close`.
/// Steps run back to back; `tap at T` happens at T seconds exactly (not before the previous step ends).
public struct GestureScript: Equatable, Sendable {
    /// The longest script accepted, in steps.
    public static let maximumSteps = 10_000
    /// The longest a single step may last and the latest `tap at`, in seconds.
    public static let maximumSeconds = 3600.0
    /// The largest drag distance or release velocity, in points or points per second.
    public static let maximumPoints = 100_000.0
    /// The most time fingers may be down over the whole script (pans are sampled at 120 Hz and
    /// every sample is kept, so this bounds memory), in seconds.
    public static let maximumFingerSeconds = 600.0
    static let forms = "tap [at T], pan DY over S [release VY], swipe DX over S, close, wait S"

    public let steps: [GestureStep]
    /// Where each step came from in the text (unicode-scalar offsets), for carets.
    public let spans: [Range<Int>]

    public init(steps: [GestureStep]) {
        self.steps = steps
        spans = steps.map { _ in 0..<0 }
    }

    /// Parses the script text; throws a ``ScriptError`` naming the step, the value and what is allowed.
    public init(parsing text: String) throws(ScriptError) {
        let scalars = Array(text.unicodeScalars)
        var steps: [GestureStep] = []
        var spans: [Range<Int>] = []
        var start = 0
        var clock = 0.0
        var fingerSeconds = 0.0
        for end in scalars.indices.filter({ scalars[$0] == "," }) + [scalars.count] {
            let words = Self.words(scalars, in: start..<end)
            guard let first = words.first, let last = words.last else {
                throw ScriptError(
                    "gesture script has an empty step; expected steps separated by commas, such as “tap, wait 1, pan 200 over 0.25”",
                    span: start..<max(start, min(end + 1, scalars.count)))
            }
            let span = first.span.lowerBound..<last.span.upperBound
            let step = try Self.step(words, span: span)
            if case .tap(let at?) = step, at < clock {
                throw ScriptError(
                    "“tap at \(NumberFormat.shortest(at))” comes before the previous step ends at \(NumberFormat.shortest(clock)) s; "
                        + "times must not go back", span: words[2].span)
            }
            clock = Self.end(of: step, startingAt: clock)
            guard clock <= Self.maximumSeconds else {
                throw ScriptError(
                    "gesture script lasts \(NumberFormat.shortest(clock)) s up to “\(words.map(\.text).joined(separator: " "))”; the limit is 3600 s",
                    span: span)
            }
            if case .pan(_, let seconds, _) = step { fingerSeconds += seconds }
            if case .swipe(_, let seconds) = step { fingerSeconds += seconds }
            guard fingerSeconds <= Self.maximumFingerSeconds else {
                throw ScriptError(
                    "gesture script keeps a finger down for more than 600 s in all (pans and swipes); shorten its drags",
                    span: span)
            }
            steps.append(step)
            spans.append(span)
            guard steps.count <= Self.maximumSteps else {
                throw ScriptError("gesture script has more than \(Self.maximumSteps) steps", span: span)
            }
            start = end + 1
        }
        self.steps = steps
        self.spans = spans
    }

    /// When a step that starts at `start` (or at its own time) ends.
    static func end(of step: GestureStep, startingAt start: Double) -> Double {
        switch step {
        case .tap(let at): return at ?? start
        case .close: return start
        case .pan(_, let seconds, _), .swipe(_, let seconds), .wait(let seconds): return start + seconds
        }
    }

    typealias Word = ScriptWord

    static func words(_ scalars: [Unicode.Scalar], in range: Range<Int>) -> [Word] {
        ScriptWord.words(scalars, in: range)
    }

    static func step(_ words: [Word], span: Range<Int>) throws(ScriptError) -> GestureStep {
        let text = words.map(\.text).joined(separator: " ")
        func shape(_ form: String, _ ok: Bool, _ at: Range<Int>? = nil) throws(ScriptError) {
            guard ok else { throw ScriptError("gesture step “\(text)” should read “\(form)”", span: at ?? span) }
        }
        switch words[0].text {
        case "tap":
            try shape("tap [at SECONDS]", words.count == 1 || (words.count == 3 && words[1].text == "at"))
            return .tap(at: words.count == 3 ? try seconds(words[2], allowZero: true) : nil)
        case "pan":
            let form = "pan DY over SECONDS [release VY]"
            try shape(form, words.count == 4 || words.count == 6)
            try shape(form, words[2].text == "over", words[2].span)
            if words.count == 6 { try shape(form, words[4].text == "release", words[4].span) }
            return .pan(
                dy: try points(words[1], what: "pan distance", unit: "points"),
                seconds: try seconds(words[3], allowZero: false),
                release: words.count == 6
                    ? try points(words[5], what: "release velocity", unit: "points per second") : nil)
        case "swipe":
            let form = "swipe DX over SECONDS"
            try shape(form, words.count == 4)
            try shape(form, words[2].text == "over", words[2].span)
            return .swipe(
                dx: try points(words[1], what: "swipe distance", unit: "points"),
                seconds: try seconds(words[3], allowZero: false))
        case "close":
            try shape("close", words.count == 1)
            return .close
        case "wait":
            try shape("wait SECONDS", words.count == 2)
            return .wait(try seconds(words[1], allowZero: true))
        default:
            throw ScriptError("unknown gesture “\(words[0].text)”; expected \(forms)", span: words[0].span)
        }
    }

    static func seconds(_ word: Word, allowZero: Bool) throws(ScriptError) -> Double {
        guard let value = Double(word.text), value.isFinite, allowZero ? value >= 0 : value > 0, value <= maximumSeconds
        else {
            throw ScriptError(
                "gesture time “\(word.text)” is not a number of seconds with \(allowZero ? "0 ≤" : "0 <") seconds ≤ 3600",
                span: word.span)
        }
        return value
    }

    static func points(_ word: Word, what: String, unit: String) throws(ScriptError) -> Double {
        guard let value = Double(word.text), value.isFinite, abs(value) <= maximumPoints else {
            throw ScriptError(
                "\(what) “\(word.text)” is not a number of \(unit) between -100000 and 100000", span: word.span)
        }
        return value
    }
}

extension GestureScript: CustomStringConvertible {
    public var description: String { steps.map(\.description).joined(separator: ", ") }
}
