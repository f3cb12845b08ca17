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

    public init(
        time: Double, cardX: Double, cardY: Double, cardWidth: Double, cardHeight: Double, cornerRadius: Double,
        descriptionAlpha: Double, closeAlpha: Double, leftCentreX: Double?, rightCentreX: Double?,
        carouselOffset: Double, fractionComplete: Double, progress: Double
    ) {
        self.time = time
        self.cardX = cardX
        self.cardY = cardY
        self.cardWidth = cardWidth
        self.cardHeight = cardHeight
        self.cornerRadius = cornerRadius
        self.descriptionAlpha = descriptionAlpha
        self.closeAlpha = closeAlpha
        self.leftCentreX = leftCentreX
        self.rightCentreX = rightCentreX
        self.carouselOffset = carouselOffset
        self.fractionComplete = fractionComplete
        self.progress = progress
    }
}
