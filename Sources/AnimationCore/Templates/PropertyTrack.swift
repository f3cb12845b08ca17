import RealModule

/// One animated property of a template and how its value follows the timing curve's progress.
public struct PropertyTrack: Equatable, Sendable {
    /// How values are produced from progress p.
    public enum Kind: Equatable, Sendable {
        /// from + (to − from)·p: opacity, a frame edge, a corner radius.
        case scalar(from: Double, to: Double)
        /// Decomposed interpolation between two `CATransform3D`s, reported as the listed components.
        case transform(from: DecomposedTransform, to: DecomposedTransform, components: [TransformComponent])
    }

    public let name: String
    public let kind: Kind
    /// The values the device shows, where it clamps (an opacity, which `UIView.alpha`, `CALayer`'s
    /// opacity and CSS all hold to 0…1); nil where any value shows as it is.
    public let shownRange: ClosedRange<Double>?

    /// Scalar track.
    public init(_ name: String, from: Double, to: Double) {
        self.name = name
        kind = .scalar(from: from, to: to)
        shownRange = nil
    }

    /// An opacity track: a spring that overshoots takes its value past 1, which the device shows as 1.
    public static func opacity(_ name: String, from: Double, to: Double) -> PropertyTrack {
        PropertyTrack(name, kind: .scalar(from: from, to: to), shownRange: 0...1)
    }

    private init(_ name: String, kind: Kind, shownRange: ClosedRange<Double>?) {
        self.name = name
        self.kind = kind
        self.shownRange = shownRange
    }

    /// Transform track between two matrices, or nil when either is singular (Core Animation cannot
    /// interpolate it either).
    public init?(_ name: String, from: Transform3D, to: Transform3D, components: [TransformComponent]) {
        guard let start = DecomposedTransform(from), let end = DecomposedTransform(to) else { return nil }
        self.name = name
        kind = .transform(from: start, to: end, components: components)
        shownRange = nil
    }

    init(name: String, kind: Kind) {
        self.init(name, kind: kind, shownRange: nil)
    }

    /// The same property with another kind of motion, clamped where this one is.
    func with(_ kind: Kind) -> PropertyTrack { PropertyTrack(name, kind: kind, shownRange: shownRange) }

    /// Column names this track contributes to a sample table.
    public var columns: [String] {
        switch kind {
        case .scalar: return [name]
        case .transform(_, _, let components): return components.map(\.rawValue)
        }
    }

    /// ``shownRange`` for each of ``columns``.
    public var shownRanges: [ClosedRange<Double>?] { columns.map { _ in shownRange } }

    /// Values of ``columns`` at progress p.
    public func values(at progress: Double) -> [Double] {
        switch kind {
        case .scalar(let from, let to):
            return [from + (to - from) * progress]
        case .transform(let from, let to, let components):
            let state = from.interpolated(to: to, at: progress)
            return components.map { $0.value(in: state) }
        }
    }
}

/// A component of a decomposed transform shown as a sample column.
public enum TransformComponent: String, Equatable, Sendable {
    case translationX = "translation.x"
    case translationY = "translation.y"
    case rotation = "rotation"
    case scale = "scale"

    /// The component's value: points, degrees about z, or the x scale factor.
    func value(in transform: DecomposedTransform) -> Double {
        switch self {
        case .translationX: return transform.translation[0]
        case .translationY: return transform.translation[1]
        case .rotation:
            // Degrees come back through a matrix and atan2: tip-in's −15° read −14.999999999999996.
            // Within 1e-12 of the value, the digits a person typed are the value.
            return NumberFormat.readable(transform.rotationZ * 180 / Double.pi)
        case .scale: return transform.scale[0]
        }
    }
}
