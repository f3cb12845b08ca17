import RealModule

/// Motion's spring keyframe generator, ported line for line: the closed forms it evaluates in
/// milliseconds, its rest rule and its `calcGeneratorDuration`.
///
/// Source: motiondivision/motion `packages/motion-dom/src/animation/generators/spring.ts` and
/// `generators/utils/calc-duration.ts` at commit 1b037b0032578b52af94b06ff3920bfa0aaa5e36.
/// Used to decide where Motion stops (and, in tests, to reproduce Motion's own `spring.test.ts`);
/// the studio draws the curve with ``SpringOscillator``, which agrees with it to rounding.
public struct MotionGenerator: Sendable {
    let target: Double
    let initialDelta: Double
    let initialVelocity: Double  // units per ms, sign-flipped as Motion stores it
    let dampingRatio: Double
    let undampedAngularFreq: Double  // rad per ms
    let restSpeed: Double
    let restDelta: Double
    /// The duration of a duration-resolved spring in ms (done at t ≥ it), nil for a physics spring.
    let resolvedDuration: Double?

    /// - Parameters:
    ///   - velocity: Motion's `velocity` option, in units per second toward larger values.
    ///   - restSpeed, restDelta: nil for Motion's defaults (granular when |target − origin| < 5).
    public init(
        stiffness: Double, damping: Double, mass: Double, velocity: Double, origin: Double = 0, target: Double = 1,
        restSpeed: Double? = nil, restDelta: Double? = nil, resolvedDuration: Double? = nil
    ) {
        self.target = target
        initialDelta = target - origin
        initialVelocity = -(velocity / 1000)
        dampingRatio = damping / (2 * (stiffness * mass).squareRoot())
        undampedAngularFreq = (stiffness / mass).squareRoot() / 1000
        let granular = abs(initialDelta) < 5
        self.restSpeed = restSpeed ?? (granular ? 0.01 : 2)
        self.restDelta = restDelta ?? (granular ? 0.005 : 0.5)
        self.resolvedDuration = resolvedDuration
    }

    /// `generator.next(t)`: the value and whether Motion calls the spring done, at t milliseconds.
    public func next(_ t: Double) -> (value: Double, done: Bool) {
        let (current, velocity) = state(t)
        let done: Bool
        if let resolvedDuration {
            done = t >= resolvedDuration
        } else {
            done = abs(velocity * 1000) <= restSpeed && abs(target - current) <= restDelta
        }
        return (done ? target : current, done)
    }

    /// `calcGeneratorDuration`: the first multiple of 50 ms at which the spring is done, or
    /// `.infinity` when it is not done by 20 000 ms (`maxGeneratorDuration`).
    public var calculatedDuration: Double {
        var duration = 0.0
        var state = next(duration)
        while !state.done && duration < 20_000 {
            duration += 50
            state = next(duration)
        }
        return duration >= 20_000 ? .infinity : duration
    }

    /// Position and velocity (units per ms) by Motion's three closed forms.
    private func state(_ t: Double) -> (Double, Double) {
        let zeta = dampingRatio
        let w0 = undampedAngularFreq
        let delta = initialDelta
        let v0 = initialVelocity
        if zeta < 1 {
            let angularFreq = w0 * (1 - zeta * zeta).squareRoot()
            let a = (v0 + zeta * w0 * delta) / angularFreq
            let envelope = Double.exp(-zeta * w0 * t)
            let sin = Double.sin(angularFreq * t)
            let cos = Double.cos(angularFreq * t)
            let sinCoeff = zeta * w0 * a + delta * angularFreq
            let cosCoeff = zeta * w0 * delta - a * angularFreq
            return (target - envelope * (a * sin + delta * cos), envelope * (sinCoeff * sin + cosCoeff * cos))
        }
        if zeta == 1 {
            let envelope = Double.exp(-w0 * t)
            let c = v0 + w0 * delta
            return (target - envelope * (delta + c * t), envelope * (w0 * c * t - v0))
        }
        let dampedAngularFreq = w0 * (zeta * zeta - 1).squareRoot()
        let envelope = Double.exp(-zeta * w0 * t)
        let freqForT = min(dampedAngularFreq * t, 300)
        let position =
            target - envelope
            * ((v0 + zeta * w0 * delta) * Double.sinh(freqForT)
                + dampedAngularFreq * delta * Double.cosh(freqForT)) / dampedAngularFreq
        let p = (v0 + zeta * w0 * delta) / dampedAngularFreq
        let sinhCoeff = zeta * w0 * p - delta * dampedAngularFreq
        let coshCoeff = zeta * w0 * delta - p * dampedAngularFreq
        return (position, envelope * (sinhCoeff * Double.sinh(freqForT) + coshCoeff * Double.cosh(freqForT)))
    }
}
