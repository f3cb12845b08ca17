import AnimationCore

/// One-line warnings for curves the studio runs differently from how they were typed, the way the
/// device does: UIKit's clamps, a physical spring's own duration, Core Animation's defaults.
enum CurveWarnings {
    /// Warnings for a bare timing bound to a duration; `typed` is the text as written, to spot
    /// parameters left to their defaults.
    static func of(_ curve: AnimationCurve, typed: String? = nil) -> [String] {
        var warnings: [String] = []
        if case .uikitSpring(let ratio, _) = curve.expression {
            if ratio > 1 {
                warnings.append(
                    "UIKit clamps the damping ratio to 1 (no over-damping): \(curve.expression) runs as damping 1")
            }
            let range = UIKitSpringSolver.durationRange
            if !range.contains(curve.duration) {
                let clamped = min(max(curve.duration, range.lowerBound), range.upperBound)
                warnings.append(
                    "UIKit solves a spring for a duration between 0.01 and 10 s: \(curve.expression) is solved for "
                        + "\(NumberFormat.shortest(clamped)) s, not \(NumberFormat.shortest(curve.duration)) s")
            }
        }
        if let typed, typed.hasPrefix("spring("), !typed.contains("duration:"), !typed.contains("response:") {
            for (label, value) in [("stiffness", "100"), ("damping", "10")] where !typed.contains(label + ":") {
                warnings.append("\(typed) leaves out \(label): Core Animation's default \(value) is used")
            }
        }
        return warnings
    }

    /// Warnings for a template or preset: its timing's, and a physical spring ignoring `duration`.
    static func of(_ animation: TemplateAnimation) -> [String] {
        var warnings = of(animation.curve)
        let timing = animation.parameters.timing
        if timing.fixedSpring != nil {
            let duration = animation.parameters.number("duration")
            warnings.append(
                "\(timing) ignores duration \(NumberFormat.shortest(duration)) s and runs for its settling duration "
                    + "\(NumberFormat.fixed(animation.curve.duration, 3)) s, as UISpringTimingParameters(mass:stiffness:damping:initialVelocity:) does")
        }
        return warnings
    }
}
