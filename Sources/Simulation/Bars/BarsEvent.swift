/// One tap of an event script at its exact time in seconds.
public struct BarsEvent: Equatable, Sendable {
    public let tap: BarsTap
    public let time: Double

    public init(_ tap: BarsTap, at time: Double) {
        self.tap = tap
        self.time = time
    }
}
