/// The runtime every generated package carries (`Sources/MODULE/MotionPreset.swift`): the preset
/// type and the studio's own curve algorithms, transcribed statement for statement so the app
/// computes the same doubles the studio draws, with no Foundation (libm through Darwin, Glibc or
/// Musl).
///
/// - Bézier: ``AnimationCore/CubicBezier`` (WebKit UnitBezier coefficients, Newton in a bisection
///   bracket until x(s) hits x or s stops moving; slope by L'Hôpital at flat ends).
/// - Spring: ``AnimationCore/SpringOscillator``'s closed form with its near-critical series.
///   `uikit-spring` carries the spring UIKit's solver derived, solved by the studio at generation.
/// - SwiftUI's spring: ``AnimationCore/SteppedSpring``'s 1/300 s semi-implicit Euler steps, the
///   first step at or after t, 1 from its end step on (at rest, or SwiftUI's completion if later).
enum MotionRuntimeSource {
    static let text = #"""
        #if canImport(Darwin)
        import Darwin
        #elseif canImport(Glibc)
        import Glibc
        #elseif canImport(Musl)
        import Musl
        #endif
        #if canImport(SwiftUI)
        import SwiftUI
        #endif

        /// How a preset's curve is computed: the studio's three runtimes.
        public enum MotionTiming: Equatable, Sendable {
            /// A cubic Bézier from (0, 0) to (1, 1) stretched over the duration.
            case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
            /// A spring in closed form (UIKit, Core Animation, SwiftUI's interpolating spring), cut at the duration.
            case spring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
            /// SwiftUI's stepped spring (mass 1): 1/300 s steps, 1 from `endStep` on (nil: not within `stepLimit`).
            case steppedSpring(stiffness: Double, damping: Double, endStep: Int?, stepLimit: Int)
        }

        /// One animated value of the preset's template, from its start to its end.
        public struct MotionTrack: Equatable, Sendable {
            public let name: String
            public let from: Double
            public let to: Double

            public init(name: String, from: Double, to: Double) {
                self.name = name
                self.from = from
                self.to = to
            }

            /// The value at `progress` (0 at `from`, 1 at `to`).
            public func value(atProgress progress: Double) -> Double { from + (to - from) * progress }
        }

        /// A preset from the team library: its shared version, timing, duration, stagger and tracks.
        public struct MotionPreset: Equatable, Sendable {
            public let name: String
            /// The shared version: one more on every push that changed it.
            public let version: Int
            public let template: String
            /// The timing as the studio writes it, e.g. `spring(1, 300, 20, 0)`.
            public let timingText: String
            public let timing: MotionTiming
            /// Seconds; the curve is exactly 1 from here on.
            public let duration: Double
            /// Seconds between rows' starts (row n starts after n × delayFactor).
            public let delayFactor: Double
            public let tracks: [MotionTrack]
            /// What the preset shows with Reduce Motion.
            public let reducedMotion: MotionReducedMotion

            public init(
                name: String, version: Int, template: String, timingText: String, timing: MotionTiming,
                duration: Double, delayFactor: Double, tracks: [MotionTrack], reducedMotion: MotionReducedMotion
            ) {
                self.name = name
                self.version = version
                self.template = template
                self.timingText = timingText
                self.timing = timing
                self.duration = duration
                self.delayFactor = delayFactor
                self.tracks = tracks
                self.reducedMotion = reducedMotion
            }

            /// The delay of row `row`, in seconds.
            public func delay(row: Int) -> Double { Double(row) * delayFactor }

            /// Progress at t seconds: 0 before the start, exactly 1 from the duration on.
            public func progress(at t: Double) -> Double { timing.progress(at: t, duration: duration) }

            /// Velocity at t seconds in progress per second; 0 after the end.
            public func velocity(at t: Double) -> Double { timing.velocity(at: t, duration: duration) }
        }

        /// What a preset shows when the person has turned on Reduce Motion (the designer's variant, else
        /// its template's default): what kind it is, and the curve and tracks it plays.
        public struct MotionReducedMotion: Equatable, Sendable {
            /// The variant as the designer chose it.
            public enum Kind: Equatable, Sendable {
                /// No animation: every track takes its final value at once.
                case instant
                /// Opacity only: moving tracks take their final value at once; what appears or disappears
                /// fades over `duration` with `timing`.
                case crossFade(duration: Double, timing: MotionTiming)
                /// The preset's tracks over its duration with a timing that does not bounce.
                case retimed(timing: MotionTiming)
                /// Another preset of the library, played as it is (its own variant is not followed).
                case preset(name: String)
            }

            public let kind: Kind
            /// The variant as the studio writes it, e.g. `cross-fade(duration: 0.2, timing: ease-in-out)`.
            public let text: String
            /// The curve the variant plays (the other preset's for `.preset`).
            public let timing: MotionTiming
            /// Seconds; 0 for `.instant`.
            public let duration: Double
            /// The tracks the variant plays: every one at its final value for `.instant`, the opacity
            /// tracks for `.crossFade` (the others at their final value), the preset's for `.retimed`,
            /// the other preset's for `.preset`.
            public let tracks: [MotionTrack]

            public init(kind: Kind, text: String, timing: MotionTiming, duration: Double, tracks: [MotionTrack]) {
                self.kind = kind
                self.text = text
                self.timing = timing
                self.duration = duration
                self.tracks = tracks
            }

            /// The variant's progress at t seconds (1 from 0 on for `.instant`).
            public func progress(at t: Double) -> Double { timing.progress(at: t, duration: duration) }

            /// The variant's velocity at t seconds in progress per second.
            public func velocity(at t: Double) -> Double { timing.velocity(at: t, duration: duration) }
        }

        extension MotionTiming {
            /// Progress at t seconds of this timing run over `duration` seconds: 0 before the start,
            /// exactly 1 from the duration on (from 0 on when the duration is 0).
            public func progress(at t: Double, duration: Double) -> Double {
                if duration == 0 { return t < 0 ? 0 : 1 }
                if t <= 0 { return 0 }
                if t >= duration { return 1 }
                switch self {
                case .cubicBezier(let x1, let y1, let x2, let y2):
                    return MotionBezier(x1, y1, x2, y2).progress(at: duration == 1 ? t : t / duration)
                case .spring(let mass, let stiffness, let damping, let velocity):
                    return MotionOscillator(mass, stiffness, damping, velocity).position(at: t)
                case .steppedSpring(let stiffness, let damping, let end, let limit):
                    let n = MotionStepper.stepIndex(at: t)
                    if let end, n >= end { return 1 }
                    return MotionStepper(stiffness: stiffness, damping: damping).state(after: min(n, end ?? limit)).0
                }
            }

            /// Velocity at t seconds in progress per second over `duration` seconds; 0 after the end.
            public func velocity(at t: Double, duration: Double) -> Double {
                if t < 0 || t > duration || duration == 0 { return 0 }
                switch self {
                case .cubicBezier(let x1, let y1, let x2, let y2):
                    return MotionBezier(x1, y1, x2, y2).slope(at: t / duration) / duration
                case .spring(let mass, let stiffness, let damping, let velocity):
                    if t == duration { return 0 }
                    return MotionOscillator(mass, stiffness, damping, velocity).velocity(at: t)
                case .steppedSpring(let stiffness, let damping, let end, let limit):
                    if t == duration { return 0 }
                    let n = MotionStepper.stepIndex(at: t)
                    if let end, n >= end { return 0 }
                    return MotionStepper(stiffness: stiffness, damping: damping).state(after: min(n, end ?? limit)).1
                }
            }
        }

        #if canImport(SwiftUI)
        /// Animates changes of `value` with `animation`, or with `reducedMotion` when the environment's
        /// `accessibilityReduceMotion` is on (nil: the change is not animated). The generated
        /// `View.<preset>Animation(value:)` modifiers use it.
        public struct MotionReducedMotionAnimation<Value: Equatable>: ViewModifier {
            @Environment(\.accessibilityReduceMotion) private var reduceMotion
            public let animation: Animation
            public let reducedMotion: Animation?
            public let value: Value

            public init(animation: Animation, reducedMotion: Animation?, value: Value) {
                self.animation = animation
                self.reducedMotion = reducedMotion
                self.value = value
            }

            public func body(content: Content) -> some View {
                content.animation(reduceMotion ? reducedMotion : animation, value: value)
            }
        }
        #endif

        struct MotionBezier {
            let ax: Double, bx: Double, cx: Double
            let ay: Double, by: Double, cy: Double
            let isIdentity: Bool

            init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
                cx = 3 * x1
                bx = 3 * (x2 - x1) - cx
                ax = 1 - cx - bx
                cy = 3 * y1
                by = 3 * (y2 - y1) - cy
                ay = 1 - cy - by
                isIdentity = x1 == y1 && x2 == y2
            }

            func progress(at t: Double) -> Double {
                if t <= 0 { return 0 }
                if t >= 1 { return 1 }
                if isIdentity { return t }
                return sampleY(solveParameter(forX: t))
            }

            func slope(at t: Double) -> Double {
                if isIdentity { return 1 }
                let s = t <= 0 ? 0 : (t >= 1 ? 1 : solveParameter(forX: t))
                let dx = derivativeX(s)
                if abs(dx) > 1e-9 { return derivativeY(s) / dx }
                let ddx = 6 * ax * s + 2 * bx
                let ddy = 6 * ay * s + 2 * by
                if abs(ddx) > 1e-12 { return ddy / ddx }
                return ay / ax
            }

            func sampleX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
            func sampleY(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
            func derivativeX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }
            func derivativeY(_ s: Double) -> Double { (3 * ay * s + 2 * by) * s + cy }

            func solveParameter(forX x: Double) -> Double {
                var low = 0.0
                var high = 1.0
                var s = x
                for _ in 0..<200 {
                    let error = sampleX(s) - x
                    if error == 0 { return s }
                    if error < 0 { low = s } else { high = s }
                    let dx = derivativeX(s)
                    var next = dx > 0 ? s - error / dx : (low + high) / 2
                    if !(next > low && next < high) { next = (low + high) / 2 }
                    if next == s { return s }
                    s = next
                }
                return s
            }
        }

        struct MotionOscillator {
            let initialVelocity: Double
            let lambda: Double
            let omega0: Double
            let discriminant: Double

            init(_ mass: Double, _ stiffness: Double, _ damping: Double, _ velocity: Double) {
                initialVelocity = velocity
                omega0 = (stiffness / mass).squareRoot()
                lambda = damping / (2 * mass)
                discriminant = lambda * lambda - omega0 * omega0
            }

            func position(at t: Double) -> Double {
                let (s, c) = decayedBasis(t)
                return 1 - (c + (lambda - initialVelocity) * s)
            }

            func velocity(at t: Double) -> Double {
                let v = initialVelocity
                let (s, c) = decayedBasis(t)
                return v * c + (omega0 * omega0 - lambda * v) * s
            }

            func decayedBasis(_ t: Double) -> (Double, Double) {
                let d = discriminant
                let q = d * t * t
                if abs(q) < 1e-3 {
                    let decay = exp(-lambda * t)
                    let s = t * (1 + q / 6 * (1 + q / 20 * (1 + q / 42 * (1 + q / 72))))
                    let c = 1 + q / 2 * (1 + q / 12 * (1 + q / 30 * (1 + q / 56)))
                    return (decay * s, decay * c)
                }
                if d < 0 {
                    let omegaD = (-d).squareRoot()
                    let decay = exp(-lambda * t)
                    return (decay * sin(omegaD * t) / omegaD, decay * cos(omegaD * t))
                }
                let mu = d.squareRoot()
                let slow = exp((mu - lambda) * t)
                let fast = exp(-(mu + lambda) * t)
                return (0.5 * (slow - fast) / mu, 0.5 * (slow + fast))
            }
        }

        struct MotionStepper {
            let stiffness: Double
            let damping: Double

            static func stepIndex(at t: Double) -> Int {
                let exact = t * 300
                let nearest = exact.rounded()
                return Int(abs(exact - nearest) <= 1e-9 * max(1, nearest) ? nearest : exact.rounded(.up))
            }

            /// Position and velocity after `steps` steps from rest at 0 toward 1.
            func state(after steps: Int) -> (Double, Double) {
                let h = 1.0 / 300
                var position = 0.0
                var velocity = 0.0
                var step = 0
                while step < steps {
                    let force = stiffness * (1 - position) - damping * velocity
                    velocity = velocity + force * h
                    position = position + velocity * h
                    step += 1
                }
                return (position, velocity)
            }
        }

        """#
}
