import AnimationCore
import Foundation
import Testing

/// Frames at a display's vsync times and the largest jump between two of them.
@Suite struct DisplayFramesTests {
    @Test(arguments: [60, 80, 120, 1, 240])
    func framesLandOnVsyncTimes(rate: Int) throws {
        let frames = try DisplayFrames(rate: rate)
        let times = frames.times(through: 0.5)
        // Computed here independently: frame k shows at k · (1 / rate) s, through the first frame at or past 0.5 s.
        let count = Int(ceil(0.5 * Double(rate) - 1e-9)) + 1
        #expect(times.count == count)
        for (k, t) in times.enumerated() {
            #expect(abs(t - Double(k) * (1 / Double(rate))) < 1e-12)
        }
        #expect(times.last! >= 0.5 - 1e-12)
    }

    @Test func aRateOutsideOneTo240IsRefused() {
        #expect(
            throws: TimingError.outOfRange(
                parameter: "frame rate", value: 241, allowed: "a whole number of frames per second from 1 to 240")
        ) {
            try DisplayFrames(rate: 241)
        }
        #expect(throws: TimingError.self) { try DisplayFrames(rate: 0) }
    }

    /// The closed-form under-damped spring x(t) = 1 − e^(−λt)(cos ωd t + (λ/ωd) sin ωd t), v = 0.
    static func closedForm(stiffness k: Double, damping c: Double) -> (Double) -> Double {
        let lambda = c / 2
        let omegaD = (k - lambda * lambda).squareRoot()
        return { t in 1 - exp(-lambda * t) * (cos(omegaD * t) + lambda / omegaD * sin(omegaD * t)) }
    }

    /// The largest |x(k+1) − x(k)| over frames at `rate`, computed from the closed form.
    static func largestJump(_ x: (Double) -> Double, rate: Int, until end: Double) -> Double {
        var largest = 0.0
        var k = 0
        while Double(k) / Double(rate) < end {
            let a = k == 0 ? 0 : x(Double(k) / Double(rate))
            let next = Double(k + 1) / Double(rate)
            let b = next >= end ? 1 : x(next)
            largest = max(largest, abs(b - a))
            k += 1
        }
        return largest
    }

    @Test func aFastSpringSkipsAt60HzAndASlowOneDoesNot() throws {
        let fast = try AnimationCurve(
            TimingExpression(parsing: "spring(mass: 1, stiffness: 3000, damping: 85, velocity: 0)"))
        let slow = try AnimationCurve(
            TimingExpression(parsing: "spring(mass: 1, stiffness: 100, damping: 15, velocity: 0)"))
        for (curve, k, c) in [(fast, 3000.0, 85.0), (slow, 100.0, 15.0)] {
            for rate in [60, 120] {
                let jump = FrameJump(curve, frames: try DisplayFrames(rate: rate))
                let expected = Self.largestJump(
                    Self.closedForm(stiffness: k, damping: c), rate: rate, until: curve.duration)
                #expect(abs(jump.share - expected) < 1e-9, "k \(k) at \(rate) Hz: \(jump.share) vs \(expected)")
            }
        }
        let fast60 = FrameJump(fast, frames: try DisplayFrames(rate: 60))
        let fast120 = FrameJump(fast, frames: try DisplayFrames(rate: 120))
        let slow60 = FrameJump(slow, frames: try DisplayFrames(rate: 60))
        #expect(fast60.skips && fast60.share > 1.0 / 3)
        #expect(fast120.skips && fast120.share > 1.0 / 6)
        #expect(!slow60.skips && slow60.share < 1.0 / 3)
    }

    @Test func swiftUIsSteppedSpringIsReadAtTheStepAtOrAfterTheFrame() throws {
        let curve = try AnimationCurve(TimingExpression(parsing: "spring(response: 0.5, damping-fraction: 0.825)"))
        guard case .stepped(let stepped) = curve.shape else {
            Issue.record("not stepped")
            return
        }
        // At 60 Hz frame k is step 5k exactly; at 120 Hz frame 1 (8.33 ms) reads step 3 (10 ms).
        #expect(curve.progress(at: 1.0 / 60) == stepped.position(at: 5.0 / 300))
        #expect(curve.progress(at: 1.0 / 120) == stepped.position(at: 3.0 / 300))
        #expect(curve.progress(at: 1.0 / 120) != stepped.position(at: 2.0 / 300))
    }

    @Test func theTravelIsTheLargestMove() throws {
        func travel(_ name: String) throws -> Travel {
            Travel(try TemplateAnimation(template: #require(TemplateCatalog.template(named: name))))
        }
        let bounce = try travel("move-up-bounce")
        #expect(bounce.distance == 44 && bounce.unit == "pt" && bounce.track == "translation.y")
        let card = try travel("card-expand")
        #expect(card.distance == 494 && card.track == "frame.height")
        let bars = try travel("toolbar-swap")
        #expect(bars.distance == 49 && bars.track == "tool-bar.y")
        let fade = try travel("fade")
        #expect(fade.distance == 1 && fade.unit == "" && fade.track == "opacity")
    }
}
