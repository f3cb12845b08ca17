public import AnimationCore

/// The geometry and timing of the edit-mode bars scene, from a `toolbar-swap` preset.
///
/// The tool bar's top is pinned to the tab bar's top and its bottom to the screen's, so it is as
/// tall as the tab bar: `bar-height` (49 pt), plus the 34 pt home-indicator inset on phones that
/// have one (83 pt). Both `UIView.animate` calls of a handler use `duration` and `timing`: a
/// Bézier as the curve option (UIView itself only offers the four named ones), a `uikit-spring`
/// as `usingSpringWithDamping:initialSpringVelocity:`. A spring with its own duration (mass,
/// stiffness and damping; SwiftUI's) runs for that duration, as the UIKit export's
/// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` does and as `metrics` reports.
public struct BarsConfiguration: Equatable, Sendable {
    /// Points the home indicator adds below the tab bar's items.
    public static let homeIndicatorInset = 34.0
    /// Largest screen height accepted, in points.
    public static let maximumScreenHeight = 100_000.0

    public let screenHeight: Double
    /// The tab bar's height, and so the tool bar's.
    public let barHeight: Double
    /// The `duration` parameter (a spring with its own duration runs for `curve.duration` instead).
    public let duration: Double
    public let timing: TimingExpression
    /// The usual fix: a fade completion sets `isHidden` only if its animation is still the latest
    /// one on the tab bar.
    public let completionGuard: Bool
    /// `timing` bound to `duration`.
    public let curve: AnimationCurve
    /// Full motion, or the reduced-motion variant that holds the bars still (instant or cross-fade).
    public let motion: SceneMotion
    /// The curve the tab bar's alpha (and, in a cross-fade, the tool bar's) animates on: the
    /// preset's, the cross-fade's, or ``AnimationCurve/instant`` (no animation).
    public let alphaCurve: AnimationCurve
    /// The curve the tool bar moves on: the preset's in full motion, else ``AnimationCurve/instant``.
    public var slideCurve: AnimationCurve { motion == .full ? curve : .instant }

    /// - Throws: ``TimingError`` naming the parameter, the value and what is allowed.
    public init(
        screenHeight: Double = 812, barHeight: Double = 49, duration: Double = 0.2,
        timing: TimingExpression = .named(.easeInOut), completionGuard: Bool = false, motion: SceneMotion = .full
    ) throws(TimingError) {
        try TimingError.require(screenHeight, "screen-height", .positiveUpTo(Self.maximumScreenHeight))
        try TimingError.require(barHeight, "bar-height", .open(0, screenHeight))
        curve = try AnimationCurve(timing, duration: timing.hasImplicitDuration ? nil : duration)
        self.screenHeight = screenHeight
        self.barHeight = barHeight
        self.duration = duration
        self.timing = timing
        self.completionGuard = completionGuard
        self.motion = motion
        switch motion {
        case .full: alphaCurve = curve
        case .instant: alphaCurve = .instant
        case .crossFade: alphaCurve = try motion.fadeCurve() ?? curve
        }
    }

    /// The scene of a `toolbar-swap` parameter set; `homeIndicator` adds ``homeIndicatorInset`` to
    /// `bar-height`, `screenHeight` replaces `screen-height`; `motion` plays a reduced-motion variant
    /// that holds the bars still.
    public init(
        parameters: ParameterSet, homeIndicator: Bool = false, screenHeight: Double? = nil,
        motion: SceneMotion = .full
    ) throws(TimingError) {
        let height: Double
        if let screenHeight { height = screenHeight } else { height = try parameters.require(.screenHeight) }
        try self.init(
            screenHeight: height,
            barHeight: parameters.require(.barHeight) + (homeIndicator ? Self.homeIndicatorInset : 0),
            duration: parameters.require(.duration), timing: parameters.timing,
            completionGuard: parameters.require(.completionGuard) == 1, motion: motion)
    }

    /// The tool bar's y in each mode: off screen below in normal mode, on the tab bar in edit mode.
    public func toolBarY(_ mode: BarsMode) -> Double {
        mode == .normal ? screenHeight : screenHeight - barHeight
    }
}
