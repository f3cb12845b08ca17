// Stub of the UIKit API the exported code uses, with the labels and types of Apple's documentation.
@_exported import QuartzCore

open class NSObject { public init() {} }
public struct IndexPath: Hashable {
    public var row: Int
    public var section: Int
}

@MainActor open class UIView {
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    }
    public enum AnimationCurve: Int { case easeInOut, easeIn, easeOut, linear }

    open var alpha: CGFloat = 1
    open var transform: CGAffineTransform = .identity
    open var frame = CGRect(x: 0, y: 0, width: 0, height: 0)
    open var isHidden = false
    open var layer = CALayer()
    public init() {}

    open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {}
    open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {}
}

@MainActor open class UITableViewCell: UIView { open var contentView = UIView() }
@MainActor open class UITableView: UIView { open var indexPathsForVisibleRows: [IndexPath]? { nil } }
@MainActor public protocol UITableViewDelegate: AnyObject {
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
}

public enum UIViewAnimatingPosition: Int { case end, start, current }
public protocol UITimingCurveProvider {}

@MainActor open class UICubicTimingParameters: UITimingCurveProvider {
    public init(animationCurve curve: UIView.AnimationCurve) {}
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {}
}

@MainActor open class UISpringTimingParameters: UITimingCurveProvider {
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {}
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {}
}

public enum UIViewAnimatingState: Int { case inactive, active, stopped }

@MainActor open class UIViewPropertyAnimator {
    open var fractionComplete: CGFloat = 0
    open var state: UIViewAnimatingState { .inactive }
    open func stopAnimation(_ withoutFinishing: Bool) {}
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
    public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {}
    open func addAnimations(_ animation: @escaping () -> Void) {}
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    open func startAnimation() {}
    open func startAnimation(afterDelay delay: TimeInterval) {}
    open func pauseAnimation() {}
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
    {}
}

@MainActor open class UIGestureRecognizer {
    public enum State: Int { case possible, began, changed, ended, cancelled, failed }
    open var state: UIGestureRecognizer.State = .possible
}
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    open func translation(in view: UIView?) -> CGPoint { CGPoint(x: 0, y: 0) }
}

public enum NSNotification {
    public struct Name: Hashable, Sendable { public init(_ rawValue: String) {} }
}
public struct Notification: Sendable {}
public protocol NSObjectProtocol: AnyObject {}
extension NSObject: NSObjectProtocol {}
open class OperationQueue { public static let main = OperationQueue() }
open class NotificationCenter {
    public static let `default` = NotificationCenter()
    open func addObserver(
        forName name: NSNotification.Name?, object obj: Any?, queue: OperationQueue?,
        using block: @escaping @Sendable (Notification) -> Void
    ) -> any NSObjectProtocol { NSObject() }
    open func removeObserver(_ observer: Any) {}
}

public enum UIAccessibility {
    public static var isReduceMotionEnabled: Bool { false }
    public static let reduceMotionStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")
}
