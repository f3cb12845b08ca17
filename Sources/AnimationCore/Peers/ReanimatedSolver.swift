import RealModule

/// Reanimated's duration solvers and its `bisectRoot`, ported line for line (sources in ``ReanimatedSpring``).
public enum ReanimatedSolver {
    /// Reanimated 4's `bisectRoot({ min, max, func, precision, maxIterations })`: the direction comes
    /// from the ends, the loop stops when |func| ≤ precision or the iterations run out.
    public static func bisectRoot(
        min: Double, max: Double, precision: Double, maxIterations: Int = 20, _ function: (Double) -> Double
    ) -> Double {
        var low = min
        var high = max
        let direction: Double = function(high) >= function(low) ? 1 : -1
        var remaining = maxIterations
        var current = (high + low) / 2
        while abs(function(current)) > precision && remaining > 0 {
            remaining -= 1
            if function(current) * direction < 0 { low = current } else { high = current }
            current = (low + high) / 2
        }
        return current
    }

    /// Reanimated 3's `bisectRoot`: accuracy 0.00005, no direction (func < 0 moves the lower end).
    public static func bisectRootVersion3(
        min: Double, max: Double, maxIterations: Int = 20, _ function: (Double) -> Double
    ) -> Double {
        var low = min
        var high = max
        var remaining = maxIterations
        var current = (high + low) / 2
        while abs(function(current)) > 0.00005 && remaining > 0 {
            remaining -= 1
            if function(current) < 0 { low = current } else { high = current }
            current = (low + high) / 2
        }
        return current
    }

    /// Reanimated 4's `calculateNewStiffnessToMatchDuration` for a run from 0 to 1 (x0 = −1).
    public static func stiffnessToMatchDuration(
        milliseconds: Double, dampingRatio zeta: Double, mass m: Double, velocity v0: Double,
        energyThreshold threshold: Double = 6e-9
    ) -> Double {
        let x0 = -1.0
        func energy(_ displacement: Double, _ velocity: Double, _ stiffness: Double) -> Double {
            0.5 * stiffness * Double.pow(displacement, 2) + 0.5 * m * Double.pow(velocity, 2)
        }
        let difference = { (stiffness: Double) -> Double in
            let perceptualCoefficient = 1.5
            let settlingDuration = (milliseconds * perceptualCoefficient) / 1000
            let omega0 = (stiffness / m).squareRoot() * zeta
            let xtk = (x0 + (v0 + x0 * omega0) * settlingDuration) * Double.exp(-omega0 * settlingDuration)
            let vtk =
                (x0 + (v0 + x0 * omega0) * settlingDuration) * Double.exp(-omega0 * settlingDuration) * -omega0
                + (v0 + x0 * omega0) * Double.exp(-omega0 * settlingDuration)
            let e0 = energy(x0, v0, stiffness)
            let etk = energy(xtk, vtk, stiffness)
            return etk / e0 - threshold
        }
        return bisectRoot(
            min: Double.ulpOfOne, max: 8e3, precision: threshold * 1e-3, maxIterations: 100, difference)
    }

    /// Reanimated 3's `calculateNewMassToMatchDuration` for a run from 0 to 1 (x0 = 1 there), with
    /// `restSpeedThreshold` 2.
    public static func massToMatchDuration(
        milliseconds duration: Double, dampingRatio zeta: Double, stiffness k: Double, velocity v0: Double,
        restSpeedThreshold threshold: Double = 2
    ) -> Double {
        let x0 = 1.0
        let durationForMass = { (mass: Double) -> Double in
            let amplitude = (mass * v0 * v0 + k * x0 * x0) / (Double.exp(1 - 0.5 * zeta) * k)
            let c = zeta * 2 * (k * mass).squareRoot()
            return 1000 * ((-2 * mass) / c) * Double.log((threshold * 0.01) / amplitude) - duration
        }
        return bisectRootVersion3(min: 0, max: 100, durationForMass)
    }
}

/// Where Reanimated's frame loop stops a run from 0 to 1 (`springOnFrame`, `isAnimationTerminatingCalculation`).
struct ReanimatedRun {
    /// The spring the frames evaluate (critical for ζ ≥ 1).
    let spring: SpringParameters
    /// The configured spring: its stiffness and mass weigh the energy.
    let configured: SpringParameters
    let overshootClamping: Bool
    let version: Int
    /// Reanimated 3's duration form stops at its duration.
    let durationMilliseconds: Double?

    var stopTime: Double {
        let oscillator = SpringOscillator(spring)
        let k = configured.stiffness
        let m = configured.mass
        let v0 = configured.initialVelocity
        let initialEnergy = 0.5 * k * 1 + 0.5 * m * v0 * v0
        return PeerFrames.firstDone(rate: PeerFrames.displayRate, limit: AnimationCurve.maximumDuration) { t in
            guard t > 0 else { return false }  // the first onFrame comes one frame after the start
            if let durationMilliseconds { return t * 1000 >= durationMilliseconds }
            let x = oscillator.position(at: t)
            let v = oscillator.velocity(at: t)
            if version == 3 {
                return (overshootClamping && x > 1) || (abs(v) < 2 && abs(1 - x) < 0.01)
            }
            if overshootClamping && (x < 0 || x > 1) { return true }
            let energy = 0.5 * k * (1 - x) * (1 - x) + 0.5 * m * v * v
            return initialEnergy == 0 || energy / initialEnergy <= 6e-9
        }
    }
}
