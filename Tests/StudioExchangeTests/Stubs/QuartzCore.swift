// swift-format-ignore-file
// (The stubs keep Apple's names.)

// Stub of the QuartzCore API the exported code uses (Apple documentation signatures).
@_exported import CoreGraphics

public struct CATransform3D {}
public let CATransform3DIdentity = CATransform3D()
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat)
    -> CATransform3D
{ t }
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    t
}

open class CALayer {
    open var transform: CATransform3D = CATransform3DIdentity
    open var opacity: Float = 1
    open var cornerRadius: CGFloat = 0
    public init() {}
    open func add(_ anim: CAAnimation, forKey key: String?) {}
}

public typealias CFTimeInterval = Double
open class CAMediaTimingFunction {
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {}
}
open class CAAnimation {
    open var duration: CFTimeInterval = 0
    open var timingFunction: CAMediaTimingFunction?
    public init() {}
}
open class CAPropertyAnimation: CAAnimation {
    public convenience init(keyPath path: String?) { self.init() }
}
open class CABasicAnimation: CAPropertyAnimation {}
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0
}
