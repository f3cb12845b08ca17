/// One thing on the preview's stage: a table cell, a card, a bar. It has a kind (which tells the
/// page how to draw it), a frame in points, its text, and keyframes of its animated properties.
///
/// Property names are the engine's column names (`opacity`, `translation.x`, `translation.y`,
/// `rotation` in degrees about z, `scale`, `frame.x`, `frame.y`, `frame.width`, `frame.height`,
/// `corner-radius`), so any scene whose `frames(at:)` yields those columns can be expressed here.
/// A name `PART.opacity` (`description.opacity`, `close.opacity`) animates the element's child
/// of class `PART`. Text that changes (a bar button's title) is in ``textKeyframes``.
public struct MotionElement: Codable, Equatable, Sendable {
    /// `cell`, `card`, `bar`, …: how the page draws it.
    public var kind: String
    /// Position and size in points, in the stage's coordinates (y down).
    public var frame: Frame
    /// Lines of text shown in the element, inserted by the page as text, never as markup.
    public var text: [String]
    /// Seconds from the scene's start at which this element's own animation starts (the stagger),
    /// or nil when it does not animate.
    public var start: Double?
    /// The keyframes: every property's value at each time.
    public var keyframes: Keyframes
    /// Discrete text changes: from each one's time on, the element shows its lines (nil: ``text`` throughout).
    public var textKeyframes: [TextKeyframe]?
    /// A colour of the page's palette (`cyan`, `orange`, `yellow`, `magenta`, `red`, `blue`,
    /// `purple`) filling the element; nil: its kind's own style.
    public var tint: String?

    public init(
        kind: String, frame: Frame, text: [String], start: Double?, keyframes: Keyframes,
        textKeyframes: [TextKeyframe]? = nil, tint: String? = nil
    ) {
        self.kind = kind
        self.frame = frame
        self.text = text
        self.start = start
        self.keyframes = keyframes
        self.textKeyframes = textKeyframes
        self.tint = tint
    }

    /// Lines of text shown from `time` on.
    public struct TextKeyframe: Codable, Equatable, Sendable {
        public var time: Double
        public var text: [String]
        public init(time: Double, text: [String]) {
            self.time = time
            self.text = text
        }
    }

    /// A rectangle in points.
    public struct Frame: Codable, Equatable, Sendable {
        public var x: Double, y: Double, width: Double, height: Double
        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    /// Times in seconds (non-decreasing; two equal times mark a jump) and, per property, the
    /// value at each time. The page interpolates linearly between them.
    public struct Keyframes: Codable, Equatable, Sendable {
        public var times: [Double]
        public var values: [String: [Double]]
        public init(times: [Double], values: [String: [Double]]) {
            self.times = times
            self.values = values
        }

        /// The linearly interpolated value of `property` at `t`, as the page computes it (the
        /// value after a jump at exactly its time); nil for a property it does not hold.
        public func value(of property: String, at t: Double) -> Double? {
            guard let column = values[property], let first = times.first else { return nil }
            if t < first { return column[0] }
            guard let after = times.firstIndex(where: { $0 > t }) else { return column[column.count - 1] }
            let before = after - 1
            let w = (t - times[before]) / (times[after] - times[before])
            return column[before] + (column[after] - column[before]) * w
        }
    }
}
