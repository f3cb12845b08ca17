/// Every property of the card scene at one instant. Frames and centres are in the collection view's
/// visible coordinates (points from the screen's left edge).
public struct CardSceneFrame: Equatable, Sendable {
    public let time: Double
    public let cardX: Double
    public let cardY: Double
    public let cardWidth: Double
    public let cardHeight: Double
    public let cornerRadius: Double
    public let descriptionAlpha: Double
    public let closeAlpha: Double
    /// The left and right neighbours' `center.x` (nil when the card has none on that side).
    public let leftCentreX: Double?
    public let rightCentreX: Double?
    /// The collection view's content offset.
    public let carouselOffset: Double
    public let fractionComplete: Double
    /// The animator's progress along from → to.
    public let progress: Double
}
