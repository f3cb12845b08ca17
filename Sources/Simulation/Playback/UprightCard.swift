/// An unrotated card on the grid: the cells its border runs along (inclusive), already moved by
/// its translation.
struct UprightCard: Equatable {
    var left: Int
    var right: Int
    var top: Int
    var bottom: Int
    /// The line holding the card's vertical centre: where a one-line card is drawn.
    var middleLine: Int
    /// The card's height in lines, unrounded (scale included).
    var heightInLines: Double

    /// Cards at least three lines tall are boxes (border, title, detail or border); shorter ones
    /// are drawn on one line. Decided on the unrounded height so equal rows all take the same form
    /// wherever they fall between lines.
    var isBox: Bool { heightInLines >= 3 && right - left >= 2 }
}
