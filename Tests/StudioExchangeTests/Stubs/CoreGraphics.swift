// Stub of the CoreGraphics types the exported code names (Apple documentation signatures).
// CGFloat is a typealias here so Double literals and expressions mix as they do on Apple platforms.
public typealias CGFloat = Double
public typealias TimeInterval = Double

public struct CGPoint {
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
}
public struct CGSize {
    public var width: CGFloat
    public var height: CGFloat
}
public struct CGVector {
    public var dx: CGFloat
    public var dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
}
public struct CGRect {
    public var origin: CGPoint
    public var size: CGSize
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        origin = CGPoint(x: x, y: y)
        size = CGSize(width: width, height: height)
    }
    public var height: CGFloat { size.height }
    public var width: CGFloat { size.width }
}
public struct CGAffineTransform {
    public init(translationX tx: CGFloat, y ty: CGFloat) {}
    public static var identity: CGAffineTransform { CGAffineTransform(translationX: 0, y: 0) }
}
