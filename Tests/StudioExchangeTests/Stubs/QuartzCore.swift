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
}
