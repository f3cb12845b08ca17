/// One completion block run by the animator: its label, the position it was given and when.
public struct AnimatorCompletion: Equatable, Sendable {
    public let label: String
    public let position: AnimatingPosition
    public let time: Double

    public init(label: String, position: AnimatingPosition, time: Double) {
        self.label = label
        self.position = position
        self.time = time
    }
}
