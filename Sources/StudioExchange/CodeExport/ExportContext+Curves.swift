import AnimationCore

/// The curve forms targets emit, with their printed numbers and their measured difference.
extension ExportContext {
    /// A spring's printed parameters (mass, stiffness, damping, velocity) and how far the emitted
    /// curve is from the studio's.
    struct PrintedSpring {
        let parameters: SpringParameters
        let texts: [String]
        let difference: CurveDifference
    }

    /// How long to compare curves: past the end, where a spring that is not cut off keeps moving.
    var comparisonSpan: Double { duration * 1.5 }

    /// The studio's spring printed for an API of `precision`. `snapsAtSettling` is true for
    /// `UISpringTimingParameters` (runs for its settling duration, then sits at 1), false for
    /// SwiftUI and Compose springs (they run free). Typed numbers print as typed: the spring as
    /// written, since the target runs it as the device does. Apple's targets clamp an over-damped
    /// spring to critical (`clampsOverdamping`); the measured difference says where that differs
    /// from the studio's curve (a spring that allows over-damping, SwiftUI's stepped springs).
    func printedSpring(
        _ precision: DecimalDigits.Precision, snapsAtSettling: Bool, clampsOverdamping: Bool = true
    ) -> PrintedSpring? {
        guard curve.spring != nil, let spring = timing.fixedSpring ?? curve.spring else { return nil }
        func emitted(_ p: SpringParameters) -> (Double) -> Double {
            if snapsAtSettling, let curve = try? AnimationCurve(.spring(p)) { return curve.progress(at:) }
            let oscillator = SpringOscillator(clampsOverdamping ? p.criticallyDamped : p)
            return { t in t <= 0 ? 0 : oscillator.position(at: t) }
        }
        func make(_ v: [Double]) -> SpringParameters {
            SpringParameters(mass: v[0], stiffness: v[1], damping: v[2], initialVelocity: v[3])
        }
        let exact = [spring.mass, spring.stiffness, spring.damping, spring.initialVelocity]
        let printed: (values: [Double], texts: [String])
        if case .spring = timing, precision == .double {
            printed = (exact, exact.map { NumberFormat.shortest($0) })
        } else {
            let reference = emitted(spring)
            printed = DecimalDigits.fewest(exact, precision: precision) { candidate in
                CurveDifference.measure(
                    span: comparisonSpan, samples: 1500, studio: reference, exported: emitted(make(candidate))
                ).largest
            }
        }
        let parameters = make(printed.values)
        let difference = CurveDifference.measure(
            span: comparisonSpan, studio: progress, exported: emitted(parameters), studioEnd: duration)
        return PrintedSpring(
            parameters: parameters, texts: printed.texts, difference: difference.largest <= 1e-12 ? .exact : difference)
    }

    /// A Bézier to print: the timing's own (typed numbers) or, for a spring, the best fit, with its
    /// numbers and the measured difference.
    func printedBezier(_ precision: DecimalDigits.Precision) -> (
        bezier: CubicBezier, texts: [String], difference: CurveDifference
    ) {
        if let bezier = timing.bezier {
            let values = [bezier.x1, bezier.y1, bezier.x2, bezier.y2]
            let texts = values.map { DecimalDigits.text($0, precision) }
            let stored = values.map { DecimalDigits.stored($0, precision) }
            let emitted = CubicBezier(stored[0], stored[1], stored[2], stored[3])
            let difference = CurveDifference.measure(
                span: duration, studio: progress, exported: { emitted.progress(at: $0 / self.duration) })
            return (emitted, texts, difference.largest <= 1e-12 ? .exact : difference)
        }
        let fitted = BestFitBezier.fit { u in self.progress(u * self.duration) }
        let exact = [fitted.x1, fitted.y1, fitted.x2, fitted.y2]
        let printed = DecimalDigits.fewest(exact, precision: precision) { c in
            CurveDifference.measure(
                span: 1, samples: 400, studio: fitted.progress(at:),
                exported: CubicBezier(c[0], c[1], c[2], c[3]).progress(at:)
            ).largest
        }
        let v = printed.values
        let emitted = CubicBezier(v[0], v[1], v[2], v[3])
        let difference = CurveDifference.measure(
            span: duration, studio: progress, exported: { emitted.progress(at: $0 / self.duration) },
            studioEnd: duration)
        return (emitted, printed.texts, difference)
    }

    /// Seconds as milliseconds text: `0.05` → `50`.
    static func milliseconds(_ seconds: Double) -> String {
        NumberFormat.shortest((seconds * 1000 * 1e6).rounded() / 1e6)
    }
}
