// swift-format-ignore-file: NeverForceUnwrap

// The tuner's own parameter names, looked up in a non-throwing helper every test reads.
import AnimationCore
import StudioEditing
import Testing
import TunerView

@Suite struct TunableParameterTests {
    func parameter(_ name: String, in state: TunerState) -> TunableParameter {
        state.parameters.first { $0.name == name }!
    }

    @Test func everyTemplateAndTimingNumberIsListedWithUnitRangeAndStep() {
        let list = TunerFixtures.state().parameters
        // The reduced-motion variant's lines come last: its kind, a cross-fade's duration and timing.
        #expect(
            list.map(\.name) == [
                "duration", "delay-factor", "timing", "damping", "velocity", "row-height", "reduced-motion", "duration",
                "timing"
            ])
        #expect(
            list.map(\.text) == ["1", "0.05", "uikit-spring", "0.4", "0.1", "44", "cross-fade", "0.2", "ease-in-out"])
        #expect(list.map(\.unit) == ["s", "s", "", "", "", "pt", "", "s", ""])
        #expect(list.map(\.step) == [0.05, 0.01, nil, 0.01, 0.1, 1, nil, 0.05, nil])
        #expect(list[3].range == .positive)
        #expect(list[5].range == .closed(1, 10_000))
        #expect(list[7].range == .positiveUpTo(3600))
    }

    /// Each form's numbers carry the range, step and unit their form declares (the key enums, a
    /// peer's labels): a physics damping moves by 1, a ratio by 0.01, a duration in seconds by 0.05.
    @Test func eachTimingFormsNumbersCarryTheirDeclaredStepAndUnit() throws {
        func numbers(_ timing: String) throws -> [String] {
            let state = TunerFixtures.state(draft: ["timing": .timing(try TimingExpression(parsing: timing))])
            return state.parameters.filter { $0.kind == .timing }.map { "\($0.name) \($0.step ?? 0)\($0.unit)" }
        }
        #expect(
            try numbers("spring(mass: 1, stiffness: 300, damping: 20, velocity: 0)") == [
                "mass 0.1", "stiffness 10.0", "damping 1.0", "velocity 0.1", "allows-overdamping 1.0"
            ])
        #expect(try numbers("spring(duration: 0.4, bounce: 0.2)") == ["spring-duration 0.05s", "bounce 0.05"])
        #expect(
            try numbers("spring(response: 0.5, damping-fraction: 0.8)") == ["response 0.05s", "damping-fraction 0.01"])
        #expect(try numbers("android(stiffness: 1500, damping-ratio: 0.5)") == ["stiffness 50.0", "damping-ratio 0.01"])
        #expect(try numbers("cubic(0.2, 0, 0.2, 1)") == ["x1 0.01", "y1 0.01", "x2 0.01", "y2 0.01"])
        #expect(
            try numbers("motion-spring(stiffness: 100, damping: 10, mass: 1, velocity: 0)") == [
                "stiffness 10.0", "damping 1.0", "mass 0.1", "velocity 0.1"
            ])
        // A toggle is nudged from false to true and no further.
        let toggle = TunerFixtures.state(
            draft: ["timing": .timing(try TimingExpression(parsing: "spring(mass: 1, stiffness: 300, damping: 20)"))]
        ).parameters.first { $0.name == "allows-overdamping" }
        #expect(toggle?.nudged(by: 1) == 1)
        #expect(toggle?.nudged(by: -1) == nil)
    }

    @Test func nudgesMoveByTheStepTenStepsOrATenth() {
        let damping = parameter("damping", in: TunerFixtures.state())
        #expect(damping.nudged(by: 1) == 0.41)
        #expect(damping.nudged(by: -1) == 0.39)
        #expect(damping.nudged(by: 10) == 0.5)
        #expect(damping.nudged(by: 0.1) == 0.401)
        #expect(damping.nudged(by: -40) == nil)  // damping must stay greater than 0
    }

    @Test func aClosedEndIsReachedExactly() {
        let state = TunerFixtures.state(
            "card-expand", draft: ["timing": TunerFixtures.timing("cubic(0.17, 0.67, 0.995, 1)")])
        #expect(parameter("x2", in: state).nudged(by: 1) == 1)
        #expect(parameter("x1", in: state).nudged(by: -10) == 0.07)
        #expect(parameter("x1", in: state).nudged(by: -100) == 0)
        // [0, ∞): a step past 0 lands on 0 (a spring's damping), then stays.
        let spring = TunerFixtures.state(draft: [
            "timing": TunerFixtures.timing("spring(mass: 1, stiffness: 100, damping: 0.5)")
        ])
        #expect(parameter("damping", in: spring).range == .nonNegative)
        #expect(parameter("damping", in: spring).nudged(by: -1) == 0)
        let undamped = TunerFixtures.state(draft: [
            "timing": TunerFixtures.timing("spring(mass: 1, stiffness: 100, damping: 0)")
        ])
        #expect(parameter("damping", in: undamped).nudged(by: -1) == nil)
    }

    /// The ranges the list shows are the ones the timing language checks: a value at the edge of
    /// each range is accepted by `set`, one just outside is refused.
    @Test func rangesAgreeWithTheTimingLanguage() throws {
        let timings = [
            "cubic(0.2, 0.1, 0.3, 1)", "uikit-spring(damping: 0.5, velocity: 1)",
            "spring(mass: 1, stiffness: 100, damping: 10, velocity: 0)", "spring(duration: 0.5, bounce: 0.2)",
            "swiftui-spring(duration: 0.5, bounce: 0.2)",
            "spring(response: 0.5, damping-fraction: 0.8)", "pop(bounciness: 4, speed: 12)",
            "origami(tension: 40, friction: 7)", "android(stiffness: 1500, damping-ratio: 0.5)"
        ]
        for text in timings {
            let timing = try TimingExpression(parsing: text)
            for number in timing.editableNumbers {
                let range = try #require(timing.range(ofNumber: number.name))
                let (inside, outside): (Double, Double?)
                switch range {
                case .unitInterval: (inside, outside) = (1, 1.0.nextUp)
                case .closed(_, let high): (inside, outside) = (high, high.nextUp)
                case .open(_, let high): (inside, outside) = (high.nextDown, high)
                case .positive: (inside, outside) = (number.value, 0)
                case .nonNegative: (inside, outside) = (0, -0.5)
                default: (inside, outside) = (number.value, nil)
                }
                #expect((try? timing.setting(number.name, to: inside)) != nil, "\(text) \(number.name) \(inside)")
                if let outside {
                    #expect((try? timing.setting(number.name, to: outside)) == nil, "\(text) \(number.name) \(outside)")
                }
            }
        }
    }
}
