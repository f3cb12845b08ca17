public import AnimationCore

/// How far one nudge moves a number of a timing: small enough to see the curve change a little,
/// large enough that ten of them (the coarse step) cross the useful range quickly. (A template
/// number's step is declared with it: ``TemplateParameter/step``.)
public enum NudgeStep {
    /// A timing number's step, by its name.
    public static func timing(_ name: String, in timing: TimingExpression) -> Double {
        switch name {
        case "x1", "y1", "x2", "y2", "damping-fraction", "damping-ratio": return 0.01
        case "velocity", "mass": return 0.1
        case "spring-duration", "response", "bounce": return 0.05
        case "stiffness":
            if case .android = timing { return 50 }
            return 10
        case "bounciness", "speed", "friction": return 1
        case "tension": return 5
        case "damping":
            if case .spring = timing { return 1 }
            return 0.01
        default: return 0.01
        }
    }
}
