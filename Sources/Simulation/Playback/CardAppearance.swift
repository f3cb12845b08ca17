/// One table cell as it looks at one instant of a playback: where its frame is and the animated
/// properties applied to it (about the card's centre, as a layer's anchor point is by default).
public struct CardAppearance: Equatable, Sendable {
    /// The row's name from the dataset.
    public var title: String
    /// The row's second line from the dataset (a member's title, a city's description).
    public var detail: String
    /// The top of the row's frame in points, relative to the top of the visible area (negative or
    /// past the bottom when the row is partly scrolled out).
    public var top: Double
    /// The row's height in points.
    public var height: Double
    /// 0 (invisible) … 1 (opaque).
    public var opacity: Double
    /// Translation in points (y grows downwards, as in UIKit).
    public var translationX: Double
    public var translationY: Double
    /// Rotation about z in radians; positive turns clockwise on screen (UIKit's y-down space).
    public var rotation: Double
    /// Uniform scale factor.
    public var scale: Double

    public init(
        title: String, detail: String, top: Double, height: Double, opacity: Double = 1,
        translationX: Double = 0, translationY: Double = 0, rotation: Double = 0, scale: Double = 1
    ) {
        self.title = title
        self.detail = detail
        self.top = top
        self.height = height
        self.opacity = opacity
        self.translationX = translationX
        self.translationY = translationY
        self.rotation = rotation
        self.scale = scale
    }
}
