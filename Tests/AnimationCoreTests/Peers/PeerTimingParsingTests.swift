import AnimationCore
import Testing

/// Every peer form parses, prints canonically, stores as a record and reads back, and refuses bad
/// input with one clear error pointing at the characters.
@Suite struct PeerTimingParsingTests {
    static let canonical = [
        "motion-spring(stiffness: 300, damping: 20, mass: 1, velocity: 2)",
        "motion-spring(visual-duration: 0.5, bounce: 0.25)", "motion-spring(duration: 0.8, bounce: 0.3)",
        "reanimated-spring(mass: 4, stiffness: 900, damping: 120, velocity: 0)",
        "reanimated-spring(duration: 0.55, damping-ratio: 0.75, mass: 4, velocity: 1.5)",
        "reanimated-spring(mass: 1, stiffness: 100, damping: 10, velocity: 0, overshoot-clamping: true, version: 3)",
        "reanimated-spring(duration: 2, damping-ratio: 0.5, stiffness: 100, velocity: 0, version: 3)",
        "flutter-spring(mass: 1, stiffness: 300, damping: 15)",
        "flutter-spring(mass: 2, stiffness: 400, damping-ratio: 0.6)", "flutter-spring(duration: 0.3, bounce: 0.3)",
        "compose-spring(damping-ratio: 0.5, stiffness: 400)", "figma-spring(mass: 1, stiffness: 100, damping: 15)",
        "figma-spring(preset: bouncy)"
    ]

    @Test(arguments: canonical) func parsesPrintsAndStores(_ text: String) throws {
        let timing = try TimingExpression(parsing: text)
        #expect(timing.description == text)
        #expect(try TimingExpression(parsing: timing.description) == timing)
        let record = timing.record
        #expect(try TimingExpression(form: record.form, numbers: record.numbers) == timing)
        #expect(timing.isSpring && timing.hasImplicitDuration)
    }

    @Test func defaultsPrintInFull() throws {
        let cases = [
            ("motion-spring()", "motion-spring(stiffness: 100, damping: 10, mass: 1, velocity: 0)"),
            ("motion-spring(bounce: 0.2)", "motion-spring(duration: 0.8, bounce: 0.2)"),
            ("flutter-spring(duration: 0.4)", "flutter-spring(duration: 0.4, bounce: 0)"),
            ("flutter-spring(mass: 1, stiffness: 100)", "flutter-spring(mass: 1, stiffness: 100, damping-ratio: 1)")
        ]
        for (text, printed) in cases {
            if text == "flutter-spring(mass: 1, stiffness: 100)" {
                #expect(throws: TimingError.self) { try TimingExpression(parsing: text) }
                continue
            }
            #expect(try TimingExpression(parsing: text).description == printed)
        }
    }

    @Test func settingANumberKeepsTheForm() throws {
        let timing = try TimingExpression(parsing: "motion-spring(duration: 0.8, bounce: 0.3)")
        #expect(
            try timing.setting("spring-duration", to: 0.5).description == "motion-spring(duration: 0.5, bounce: 0.3)")
        #expect(try timing.setting("bounce", to: 0.1).description == "motion-spring(duration: 0.8, bounce: 0.1)")
        let clamped = try TimingExpression(parsing: "reanimated-spring(overshoot-clamping: true)")
        #expect(
            try clamped.setting("overshoot-clamping", to: 0).description
                == "reanimated-spring(mass: 4, stiffness: 900, damping: 120, velocity: 0)")
        #expect(throws: TimingError.self) {
            try TimingExpression(parsing: "figma-spring(preset: slow)").setting("preset", to: 1)
        }
    }

    struct BadInput: Sendable, CustomTestStringConvertible {
        let text: String
        let message: String
        let caret: (Int, Int)?
        var testDescription: String { text }
    }

    @Test(arguments: [
        BadInput(
            text: "motion-spring(duration: 1, velocity: 2)",
            message: "a time-defined Motion spring ignores velocity (Motion starts it at rest); leave velocity out",
            caret: (27, 11)),
        BadInput(
            text: "motion-spring(stiffness: 100, bounce: 0.2)",
            message:
                "motion-spring takes stiffness/damping/mass/velocity or a duration with bounce, not both (Motion would ignore the duration)",
            caret: (14, 14)),
        BadInput(
            text: "motion-spring(visual-duration: 0.5)",
            message:
                "motion-spring needs “bounce:”: motion-spring(stiffness: …, damping: …, mass: …, velocity: …), motion-spring(visual-duration: …, bounce: …) or motion-spring(duration: …, bounce: …)",
            caret: (0, 13)),
        BadInput(
            text: "motion-spring(duration: 11)", message: "duration must be greater than 0 and at most 10, got 11",
            caret: nil),
        BadInput(
            text: "reanimated-spring(duration: 0.5, stiffness: 100)",
            message: "Reanimated 4's duration form solves the stiffness: leave stiffness out", caret: (33, 14)),
        BadInput(text: "reanimated-spring(version: 5)", message: "version must be between 3 and 4, got 5", caret: nil),
        BadInput(text: "reanimated-spring(version: 3.5)", message: "version must be 3 or 4, got 3.5", caret: nil),
        BadInput(
            text: "reanimated-spring(overshoot-clamping: 1)", message: "overshoot-clamping takes true or false",
            caret: (18, 21)),
        BadInput(
            text: "figma-spring(preset: gentel)",
            message: "unknown preset “gentel” for figma-spring; expected gentle, quick, bouncy, slow", caret: (21, 6)),
        BadInput(
            text: "figma-spring(preset: 2)", message: "preset takes a name: expected gentle, quick, bouncy, slow",
            caret: (13, 9)),
        BadInput(
            text: "compose-spring(stiffness: mediumm)",
            message:
                "unknown stiffness “mediumm” for compose-spring; expected a number or high, medium, medium-low, low, very-low",
            caret: (26, 7)),
        BadInput(
            text: "compose-spring(token: default)",
            message:
                "unknown token “default” for compose-spring; expected standard-default-spatial, standard-fast-spatial, standard-slow-spatial, standard-default-effects, standard-fast-effects, standard-slow-effects, expressive-default-spatial, expressive-fast-spatial, expressive-slow-spatial, expressive-default-effects, expressive-fast-effects, expressive-slow-effects",
            caret: (22, 7)),
        BadInput(
            text: "flutter-spring(stiffness: 100, damping: 10)",
            message:
                "flutter-spring needs “mass:”: flutter-spring(mass: …, stiffness: …, damping: …), flutter-spring(mass: …, stiffness: …, damping-ratio: …) or flutter-spring(duration: …, bounce: …)",
            caret: (0, 14)),
        BadInput(text: "spring(mass: medium)", message: "“medium” is not a number", caret: (13, 6)),
        BadInput(
            text: "motion-spring(stiffness: 100, damping: 0)",
            message:
                "motion-spring(stiffness: 100, damping: 0, mass: 1, velocity: 0) does not stop by Motion's rule (at rest when |velocity| ≤ 0.01/s and |1 − x| ≤ 0.005, checked every 50 ms (calcGeneratorDuration)) within its runtime's limit",
            caret: nil)
    ])
    func badInputGivesOneClearError(_ input: BadInput) {
        #expect {
            _ = try TimingExpression(parsing: input.text)
        } throws: { error in
            guard let error = error as? TimingError else { return false }
            #expect(error.message == input.message)
            if case .syntax(_, let offset, let length) = error {
                #expect(input.caret.map { $0 == (offset, length) } == true, "caret \(offset),\(length)")
            } else {
                #expect(input.caret == nil)
            }
            return true
        }
    }
}
