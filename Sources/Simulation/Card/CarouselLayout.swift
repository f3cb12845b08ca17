import RealModule

/// The CityGuide flow layout: 250×350 cards in one horizontal line 25 pt apart, content insets that
/// centre a card, each card scaled toward 0.9 and faded toward 0.3 by its distance from the centre
/// (up to 200 pt), the fast deceleration rate and paging to the nearest card.
public struct CarouselLayout: Equatable, Sendable {
    public static let lineSpacing = 25.0
    public static let scaleDistance = 200.0
    public static let smallestScale = 0.9
    public static let faintestAlpha = 0.3
    /// `UIScrollView.DecelerationRate.fast`: the velocity kept per millisecond.
    public static let fastRate = 0.99

    public let cardWidth: Double
    public let cardHeight: Double
    public let screenWidth: Double
    public let screenHeight: Double
    public let count: Int

    public init(cardWidth: Double, cardHeight: Double, screenWidth: Double, screenHeight: Double, count: Int) {
        self.cardWidth = cardWidth
        self.cardHeight = cardHeight
        self.screenWidth = screenWidth
        self.screenHeight = screenHeight
        self.count = count
    }

    /// Distance between neighbouring cards' centres.
    public var pageWidth: Double { cardWidth + Self.lineSpacing }
    /// The left content inset: half the screen less half a card.
    public var inset: Double { screenWidth / 2 - cardWidth / 2 }

    /// The content offset that centres card `index`.
    public func offset(centring index: Int) -> Double { Double(index) * pageWidth - inset }

    /// Card `index`'s collapsed frame (x in content coordinates), vertically centred.
    public func frame(of index: Int) -> (x: Double, y: Double, width: Double, height: Double) {
        (Double(index) * pageWidth, (screenHeight - cardHeight) / 2, cardWidth, cardHeight)
    }

    /// The layout's scale and alpha for a card whose centre is `centreX` (content coordinates) at `offset`.
    public func scaleAndAlpha(centreX: Double, offset: Double) -> (scale: Double, alpha: Double) {
        let distance = min(abs(offset + screenWidth / 2 - centreX), Self.scaleDistance)
        return (
            distance * (Self.smallestScale - 1) / Self.scaleDistance + 1,
            distance * (Self.faintestAlpha - 1) / Self.scaleDistance + 1
        )
    }

    /// The card nearest the screen's centre at `offset`.
    public func centredIndex(offset: Double) -> Int {
        let raw = ((offset + inset) / pageWidth).rounded()
        return Int(min(max(raw, 0), Double(max(0, count - 1))))
    }

    /// Where a swipe released at `offset` with `velocity` (content points per second) comes to rest:
    /// the fast rate's coasting distance, the card nearest that, and one page further when that
    /// card lies against the swipe (`targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`).
    public func restingOffset(from released: Double, velocity: Double) -> Double {
        let coast = velocity * Self.fastRate / (1 - Self.fastRate) / 1000
        let nearest = centredIndex(offset: released + coast)
        var target = offset(centring: nearest)
        let move = target - released
        if (velocity < 0 && move > 0) || (velocity > 0 && move < 0) {
            let next = nearest + (velocity > 0 ? 1 : -1)
            if next >= 0, next < count { target = offset(centring: next) }
        }
        return target
    }

    /// How long the snap after a swipe lasts: until the fast rate has taken the speed down to 1/1000
    /// of its start, ln(1000)/(1000·ln(1/0.99)) ≈ 0.687 s (a choice: UIKit's exact stopping threshold
    /// is unpublished).
    public static let snapDuration = Double.log(1000) / (1000 * -Double.log(fastRate))

    /// Share of the snap's distance covered after `t` seconds: exponential decay at the fast rate.
    public static func snapFraction(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        guard t < snapDuration else { return 1 }
        let k = 1000 * snapDuration * -Double.log(fastRate)
        return Double.expMinusOne(-k * t / snapDuration) / Double.expMinusOne(-k)
    }
}
