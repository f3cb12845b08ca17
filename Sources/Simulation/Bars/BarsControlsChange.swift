/// The non-animated controls from `time` on (until the next change).
public struct BarsControlsChange: Equatable, Sendable {
    public let time: Double
    public let controls: BarsControls

    public init(time: Double, controls: BarsControls) {
        self.time = time
        self.controls = controls
    }
}
