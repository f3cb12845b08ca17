// Stub of the SwiftUI API the exported code uses, with the labels and types of Apple's documentation.
@_exported import CoreGraphics

public struct Animation: Sendable {
    public static func timingCurve(
        _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
    ) -> Animation { Animation() }
    public static func interpolatingSpring(
        mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
    ) -> Animation { Animation() }
    public func delay(_ delay: TimeInterval) -> Animation { self }
    // iOS 13: the stepped spring by response and damping fraction.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0)
        -> Animation
    { Animation() }
}

public func withAnimation<Result>(_ animation: Animation? = nil, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

@MainActor public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Self.Body { get }
}
extension Never: View { public var body: Never { fatalError() } }

@resultBuilder public struct ViewBuilder {
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}

public struct ModifiedContent<Content, Modifier> { public var body: Never { fatalError() } }
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {}

public struct _ViewModifier_Content<Modifier: ViewModifier>: View { public var body: Never { fatalError() } }

@MainActor public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Self.Content) -> Self.Body
}

public struct Text: View {
    public init(_ content: String) {}
    public var body: Never { fatalError() }
}

public struct Angle { public static func degrees(_ degrees: Double) -> Angle { Angle() } }
public struct UnitPoint { public static let center = UnitPoint() }
public struct Alignment { public static let center = Alignment() }
public protocol Shape {}
public struct RoundedRectangle: Shape { public init(cornerRadius: CGFloat) {} }

@propertyWrapper public struct State<Value> {
    public init(wrappedValue value: Value) { storage = value }
    private var storage: Value
    public var wrappedValue: Value {
        get { storage }
        nonmutating set {}
    }
}

extension View {
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent() }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    public func opacity(_ opacity: Double) -> some View { self }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        self
    }
    public func clipShape<S: Shape>(_ shape: S) -> some View { self }
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
    // iOS 15.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
}

public struct EnvironmentValues {
    public var accessibilityReduceMotion: Bool { false }
}

@propertyWrapper public struct Environment<Value> {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { fatalError() }
}
