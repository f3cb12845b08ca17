/// A spring written in another tool's terms and computed exactly as that tool's own code computes it:
/// its parameters, its defaults, its solver where it has one, the spring its runtime evaluates and
/// the time its runtime stops and snaps to the target.
///
/// Every peer runs the closed form of a mass–stiffness–damping spring (``SpringOscillator``); they
/// differ in how the parameters become that spring and in when the run ends. The studio draws the
/// closed form of ``runtimeSpring`` until ``stopTime`` and holds 1 from there, as each runtime snaps.
/// Travel is 0 → 1 (progress), velocities in progress per second, positive toward the target.
public enum PeerSpring: Equatable, Hashable, Sendable {
    case motion(MotionSpring)
    case reanimated(ReanimatedSpring)
    case flutter(FlutterSpring)
    case compose(ComposeSpring)
    case figma(FigmaSpring)

    /// The form names, for help and completion.
    public static let formNames = [
        "motion-spring", "reanimated-spring", "flutter-spring", "compose-spring", "figma-spring"
    ]

    /// The peer form `builder` names, or nil when it names none.
    static func build(_ builder: TimingExpressionBuilder) throws(TimingError) -> PeerSpring? {
        func arguments(_ usage: String) -> PeerArguments {
            PeerArguments(
                name: builder.name, nameOffset: builder.nameOffset, arguments: builder.arguments, usage: usage)
        }
        let peer: PeerSpring
        switch builder.name {
        case "motion-spring": peer = .motion(try MotionSpring(arguments(MotionSpring.usage)))
        case "reanimated-spring": peer = .reanimated(try ReanimatedSpring(arguments(ReanimatedSpring.usage)))
        case "flutter-spring": peer = .flutter(try FlutterSpring(arguments(FlutterSpring.usage)))
        case "compose-spring": peer = .compose(try ComposeSpring(arguments(ComposeSpring.usage)))
        case "figma-spring": peer = .figma(try FigmaSpring(arguments(FigmaSpring.usage)))
        default: return nil
        }
        try peer.checkUsable()
        return peer
    }

    /// The tool, for labels: `Motion`, `Reanimated 4`, `Flutter`, `Compose`, `Figma`.
    public var peerName: String {
        switch self {
        case .motion: return "Motion"
        case .reanimated(let r): return "Reanimated \(r.version)"
        case .flutter: return "Flutter"
        case .compose: return "Compose"
        case .figma: return "Figma"
        }
    }

    public var formName: String {
        switch self {
        case .motion: return "motion-spring"
        case .reanimated: return "reanimated-spring"
        case .flutter: return "flutter-spring"
        case .compose: return "compose-spring"
        case .figma: return "figma-spring"
        }
    }

    /// The spring the peer's parameters resolve to (its solver's result where it has one).
    public var spring: SpringParameters {
        switch self {
        case .motion(let m): return m.spring
        case .reanimated(let r): return r.spring
        case .flutter(let f): return f.spring
        case .compose(let c): return c.spring
        case .figma(let f): return f.spring
        }
    }

    /// The spring the peer's runtime evaluates: Reanimated runs every ζ ≥ 1 critically damped.
    public var runtimeSpring: SpringParameters {
        if case .reanimated(let r) = self { return r.runtimeSpring }
        return spring
    }

    /// Seconds after which the peer's runtime stops and snaps to the target.
    public var stopTime: Double {
        switch self {
        case .motion(let m): return m.stopTime
        case .reanimated(let r): return r.stopTime
        case .flutter(let f): return f.stopTime
        case .compose(let c): return c.stopTime
        case .figma(let f): return f.stopTime
        }
    }

    /// How the peer decides it has stopped, in a line (for `convert`).
    public var stopRule: String {
        switch self {
        case .motion(let m): return m.stopRule
        case .reanimated(let r): return r.stopRule
        case .flutter: return FlutterSpring.stopRule
        case .compose: return ComposeSpring.stopRule
        case .figma: return FigmaSpring.stopRule
        }
    }

    /// How the parameters become the spring: `exact` (a closed form) or `exact-by-algorithm` (the
    /// peer's solver, re-run step for step).
    public var resolution: PeerExactness {
        switch self {
        case .motion(let m): return m.resolution
        case .reanimated(let r): return r.resolution
        case .flutter, .compose, .figma: return .exact
        }
    }

    /// The labelled numbers in canonical order, as the record stores them.
    public var numbers: [(label: String, value: Double)] {
        switch self {
        case .motion(let m): return m.numbers
        case .reanimated(let r): return r.numbers
        case .flutter(let f): return f.numbers
        case .compose(let c): return c.numbers
        case .figma(let f): return f.numbers
        }
    }

    /// The numbers `set` may change: all but choices (`preset`, `version`); `duration` as
    /// `spring-duration`; each with the values `set` accepts (the builder has the final word), its
    /// nudge step and unit, declared here once for every peer's labels.
    var editableNumbers: [TimingNumber] {
        numbers.filter { $0.label != "preset" && $0.label != "version" }.map { label, value in
            switch label {
            case "velocity": return TimingNumber(name: label, value: value, range: .finite, step: 0.1)
            case "overshoot-clamping": return TimingNumber(name: label, value: value, range: .toggle, step: 1)
            case "bounce": return TimingNumber(name: label, value: value, range: .closed(-1, 1), step: 0.05)
            case "damping": return TimingNumber(name: label, value: value, range: .nonNegative, step: 1)
            case "stiffness": return TimingNumber(name: label, value: value, range: .positive, step: 10)
            case "mass": return TimingNumber(name: label, value: value, range: .positive, step: 0.1)
            case "duration":
                return TimingNumber(name: "spring-duration", value: value, range: .positive, step: 0.05, unit: "s")
            case "visual-duration":
                return TimingNumber(name: label, value: value, range: .positive, step: 0.05, unit: "s")
            default: return TimingNumber(name: label, value: value, range: .positive, step: 0.01)
            }
        }
    }

    public var description: String { text(NumberFormat.shortest) }

    /// The form with its numbers printed by `f` (shortest round-trip, or as derived numbers).
    func text(_ f: (Double) -> String) -> String {
        let arguments = numbers.map { label, value in
            switch label {
            case "overshoot-clamping": return "\(label): \(value == 1 ? "true" : "false")"
            case "preset": return "\(label): \(FigmaSpring.presetNames[Int(value)])"
            default: return "\(label): \(f(value))"
            }
        }
        return "\(formName)(\(arguments.joined(separator: ", ")))"
    }

    /// Refuses a spring no runtime can run: non-finite, or one that does not stop within an hour.
    func checkUsable() throws(TimingError) {
        let s = spring
        guard s.stiffness.isFinite, s.stiffness > 0, s.damping.isFinite, s.damping >= 0, s.mass.isFinite else {
            throw TimingError.unsolvable(
                "\(description) gives no usable spring (stiffness \(NumberFormat.shortest(s.stiffness)), "
                    + "damping \(NumberFormat.shortest(s.damping)))")
        }
        let stop = stopTime
        guard stop.isFinite, stop > 0, stop <= AnimationCurve.maximumDuration else {
            throw TimingError.unsolvable(
                "\(description) does not stop by \(peerName)'s rule (\(stopRule)) within "
                    + (stop.isFinite && stop > 0 ? "3600 s" : "its runtime's limit"))
        }
    }
}

/// How exactly a peer's form is the spring the studio draws.
public enum PeerExactness: Equatable, Sendable {
    /// The same closed form: identical numbers.
    case exact
    /// Exact because the studio re-runs the peer's own solver (Newton steps, bisection) step for step.
    case exactByAlgorithm
    /// Not the same curve: the largest difference in progress and where it happens.
    case approximate(largest: Double, at: Double)

    public var label: String {
        switch self {
        case .exact: return "exact"
        case .exactByAlgorithm: return "exact-by-algorithm"
        case .approximate(let largest, let at):
            return "approximate (largest difference \(Self.twoDigits(largest)) at \(NumberFormat.fixed(at, 3)) s)"
        }
    }

    /// A difference to two significant digits (`0.0021`, `3.1e-08`): small ones must not print as 0.
    static func twoDigits(_ value: Double) -> String {
        guard value.isFinite, value > 0 else { return NumberFormat.shortest(value) }
        var exponent = 0
        var mantissa = value
        while mantissa >= 10 {
            mantissa /= 10
            exponent += 1
        }
        while mantissa < 1 {
            mantissa *= 10
            exponent -= 1
        }
        let rounded = (mantissa * 10).rounded() / 10
        if exponent >= -4 && exponent <= 4 {
            var scale = 1.0
            for _ in 0..<abs(exponent) { scale *= 10 }
            let digits = max(0, 1 - exponent)
            return NumberFormat.fixed(exponent < 0 ? rounded / scale : rounded * scale, digits)
        }
        return NumberFormat.shortest(rounded) + "e" + (exponent < 0 ? "-" : "+") + (abs(exponent) < 10 ? "0" : "")
            + String(abs(exponent))
    }
}
