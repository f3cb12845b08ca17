/// Why a timing expression or one of its parameters was refused.
///
/// Messages are one short lowercase line naming the parameter, the value and what is allowed.
public enum TimingError: Error, Equatable, Sendable {
    /// A numeric parameter lies outside its allowed range.
    case outOfRange(parameter: String, value: Double, allowed: String)
    /// The text could not be parsed; `offset` and `length` locate the offending characters.
    case syntax(message: String, offset: Int, length: Int)
    /// The parameters are valid one by one but describe no curve (for example no UIKit spring root).
    case unsolvable(String)

    /// The one-line description shown to the user.
    public var message: String {
        switch self {
        case .outOfRange(let parameter, let value, let allowed):
            return "\(parameter) must be \(allowed), got \(NumberFormat.shortest(value))"
        case .syntax(let message, _, _):
            return message
        case .unsolvable(let message):
            return message
        }
    }

    /// Allowed ranges, phrased the way error messages print them.
    public enum Range: Equatable, Sendable {
        case finite, positive, nonNegative, unitInterval
        case closed(Double, Double)
        case open(Double, Double)
        /// Greater than 0 and at most the bound.
        case positiveUpTo(Double)
        /// Exactly 0 (off) or 1 (on).
        case toggle

        public var phrase: String {
            switch self {
            case .finite: return "a finite number"
            case .positive: return "greater than 0"
            case .nonNegative: return "0 or more"
            case .unitInterval: return "between 0 and 1"
            case .closed(let low, let high):
                switch (low <= -Self.unbounded, high >= Self.unbounded) {
                case (true, true): return "any number"
                case (true, false): return "at most \(NumberFormat.shortest(high))"
                case (false, true): return "at least \(NumberFormat.shortest(low))"
                case (false, false):
                    return "between \(NumberFormat.shortest(low)) and \(NumberFormat.shortest(high))"
                }
            case .open(let low, let high):
                switch (low <= -Self.unbounded, high >= Self.unbounded) {
                case (true, true): return "any number"
                case (true, false): return "less than \(NumberFormat.shortest(high))"
                case (false, true): return "greater than \(NumberFormat.shortest(low))"
                case (false, false):
                    return "strictly between \(NumberFormat.shortest(low)) and \(NumberFormat.shortest(high))"
                }
            case .positiveUpTo(let high):
                return "greater than 0 and at most \(NumberFormat.shortest(high))"
            case .toggle:
                return "0 (off) or 1 (on)"
            }
        }

        /// A bound at or beyond Float's largest value (a cubic's ordinates, which Core Animation stores
        /// as Float) is no bound to a person: ``phrase`` says `any number`, `at least 0`, `at most 1`.
        public static let unbounded = Double(Float.greatestFiniteMagnitude)

        /// True when a side is such a stand-in for "no bound".
        public var hasUnboundedSide: Bool {
            switch self {
            case .closed(let low, let high), .open(let low, let high):
                return low <= -Self.unbounded || high >= Self.unbounded
            default: return false
            }
        }

        /// ``phrase`` for a value refused: an unbounded side says the limit it stands for
        /// (`any number within ±3.4e38`), since that is what refused the value.
        public var refusal: String {
            hasUnboundedSide ? phrase + " within ±" + NumberFormat.powerOfTen(Self.unbounded) : phrase
        }

        public func contains(_ value: Double) -> Bool {
            guard value.isFinite else { return false }
            switch self {
            case .finite: return true
            case .positive: return value > 0
            case .nonNegative: return value >= 0
            case .unitInterval: return value >= 0 && value <= 1
            case .closed(let low, let high): return value >= low && value <= high
            case .open(let low, let high): return value > low && value < high
            case .positiveUpTo(let high): return value > 0 && value <= high
            case .toggle: return value == 0 || value == 1
            }
        }
    }

    /// Throws ``outOfRange(parameter:value:allowed:)`` unless `value` is in `range` (NaN and ±∞ never are).
    public static func require(_ value: Double, _ parameter: String, _ range: Range) throws(TimingError) {
        guard range.contains(value) else {
            throw .outOfRange(parameter: parameter, value: value, allowed: range.refusal)
        }
    }
}
