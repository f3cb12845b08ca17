/// One `tableView(_:willDisplay:forRowAt:)` call and what the policy made of it.
public struct DisplayEvent: Equatable, Sendable {
    /// Seconds since the run started.
    public let time: Double
    public let row: Int
    /// The identity of the data shown in the row: its position in the dataset, or a number past
    /// the dataset's end for rows inserted by the script.
    public let item: Int
    public let reason: DisplayReason
    /// Seconds between `willDisplay` and the animation's start; nil when it did not animate.
    public let delay: Double?
    /// When the animation finishes; nil when it did not animate.
    public let end: Double?

    public var animated: Bool { reason.animates }
    /// When the animation starts; nil when it did not animate.
    public var start: Double? { delay.map { time + $0 } }
}
