import AnimationCore

/// One-line warnings for curves the studio runs differently from how they were typed, the way the
/// device does: UIKit's clamps, a physical spring's own duration, Core Animation's defaults.
enum CurveWarnings {
    /// Warnings for a bare timing bound to a duration; `typed` is the text as written, to spot
    /// parameters left to their defaults.
    static func of(_ curve: AnimationCurve, typed: String? = nil) -> [String] {
        var warnings: [String] = []
        if curve.expression.clampsOverdamping, let written = curve.expression.fixedSpring, let runtime = curve.spring {
            warnings.append(
                "\(curve.expression) is over-damped (damping ratio \(NumberFormat.fixed(written.dampingRatio, 3))): Core Animation "
                    + "runs it critically damped (damping \(NumberFormat.fixed(runtime.damping, 4))) since allowsOverdamping is NO; "
                    + "add allows-overdamping: true to keep it over-damped")
        }
        if case .peer(let peer) = curve.expression, peer.runtimeSpring != peer.spring {
            warnings.append(
                "\(curve.expression) is over-damped (damping ratio \(NumberFormat.fixed(peer.spring.dampingRatio, 3))): "
                    + "\(peer.peerName) runs every ζ ≥ 1 critically damped (damping \(NumberFormat.fixed(peer.runtimeSpring.damping, 4)))"
            )
        }
        if case .uikitSpring(let ratio, let velocity) = curve.expression {
            let solution = UIKitSpringSolver.solve(duration: curve.duration, dampingRatio: ratio, velocity: velocity)
            if !solution.converged, let spring = curve.spring {
                let root =
                    solution.convergedFrequency.map { "the envelope's root \(NumberFormat.fixed($0, 4)) rad/s" }
                    ?? "any root of the envelope (it has none)"
                warnings.append(
                    "UIKit's 12 Newton steps do not converge for \(curve.expression) over \(NumberFormat.shortest(curve.duration)) s: "
                        + "the device runs ω0 \(NumberFormat.fixed(spring.undampedFrequency, 4)) rad/s (stiffness "
                        + "\(NumberFormat.fixed(spring.stiffness, 4)), damping \(NumberFormat.fixed(spring.damping, 4))), far from \(root); "
                        + "the motion shown is UIKit's")
            }
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
        // A sag on the way up (not an anticipation below 0, which is drawn on purpose): overshoot
        // counts only progress past 1, so it would read 0 % for this curve.
        if let dip = TimingFit.dip(of: curve), dip.from > 0, dip.from - dip.to > FitTargets.overshootTolerance {
            warnings.append(
                "\(curve.expression) falls back from \(NumberFormat.fixed(dip.from, 4)) to \(NumberFormat.fixed(dip.to, 4)) "
                    + "before it reaches 1 (overshoot counts only progress past 1)")
        }
        if let typed, typed.hasPrefix("spring("), !typed.contains("duration:"), !typed.contains("response:") {
            for (label, value) in [("stiffness", "100"), ("damping", "10")] where !typed.contains(label + ":") {
                warnings.append("\(typed) leaves out \(label): Core Animation's default \(value) is used")
            }
        }
        return warnings
    }

    /// `convert`'s forms that cannot carry a spring's starting velocity (the studio's response,
    /// bounce and swiftui spellings, like the APIs they stand for, start at rest), said once when
    /// the spring has one, as the tuner says when it converts to them.
    static func droppedVelocity(_ forms: EquivalentForms, spring: SpringParameters?) -> [String] {
        let atRest = ["response", "bounce", "swiftui"]
        let dropping = forms.forms.filter { atRest.contains($0.label) && $0.value != "none" }.map(\.label)
        guard let velocity = spring?.initialVelocity, velocity != 0, let last = dropping.last else { return [] }
        let names =
            dropping.count == 1
            ? last : dropping.dropLast().joined(separator: ", ") + " and " + last
        return [
            "the \(names) form\(dropping.count == 1 ? "" : "s") start\(dropping.count == 1 ? "s" : "") at rest: "
                + "velocity \(NumberFormat.shortest(velocity)) dropped"
        ]
    }

    /// Warnings for a template or preset: its timing's, and a physical spring ignoring `duration`.
    static func of(_ animation: TemplateAnimation) -> [String] {
        var warnings = of(animation.curve)
        let timing = animation.parameters.timing
        if timing.isSteppedBySwiftUI {
            let duration = animation.statedDuration
            warnings.append(
                "\(timing) ignores duration \(NumberFormat.shortest(duration)) s: SwiftUI runs it until its spring is at rest, "
                    + "\(NumberFormat.fixed(animation.curve.duration, 3)) s")
        } else if case .peer(let peer) = timing {
            let duration = animation.statedDuration
            warnings.append(
                "\(timing) ignores duration \(NumberFormat.shortest(duration)) s and runs until \(peer.peerName)'s runtime "
                    + "stops, \(NumberFormat.fixed(animation.curve.duration, 3)) s")
        } else if timing.fixedSpring != nil {
            let duration = animation.statedDuration
            warnings.append(
                "\(timing) ignores duration \(NumberFormat.shortest(duration)) s and runs for its settling duration "
                    + "\(NumberFormat.fixed(animation.curve.duration, 3)) s, as UISpringTimingParameters(mass:stiffness:damping:initialVelocity:) does"
            )
        }
        return warnings
    }
}
