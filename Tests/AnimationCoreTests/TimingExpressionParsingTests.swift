import AnimationCore
import PropertyBased
import Testing

@Suite struct TimingExpressionParsingTests {
    @Test(arguments: [
        "linear", "ease-in", "ease-out", "ease-in-out", "ca-default",
        "cubic(0.17, 0.67, 0.76, 1)",
        "uikit-spring(damping: 0.4, velocity: 0.1)",
        "spring(mass: 1, stiffness: 2, damping: 0.2, velocity: 0)",
        "spring(duration: 0.5, bounce: -0.3)",
        "spring(response: 0.5, damping-fraction: 0.825)",
        "pop(bounciness: 4, speed: 12)",
        "origami(tension: 40, friction: 7)",
        "android(stiffness: 1500, damping-ratio: 0.5)"
    ])
    func canonicalTextPrintsBackUnchanged(_ text: String) throws {
        let expression = try TimingExpression(parsing: text)
        #expect(expression.description == text)
    }

    @Test func aliasesAndDefaults() throws {
        #expect(try TimingExpression(parsing: "snappy") == .swiftUISpring(duration: 0.5, bounce: 0.15))
        #expect(try TimingExpression(parsing: "cubic-bezier(.25,.1,.25,1)") == .cubic(CubicBezier(0.25, 0.1, 0.25, 1)))
        #expect(
            try TimingExpression(parsing: "  spring( stiffness:100 ,damping: 10 ) ").description
                == "spring(mass: 1, stiffness: 100, damping: 10, velocity: 0)")
        #expect(
            try TimingExpression(parsing: "uikit-spring(damping: 1e-1)").description
                == "uikit-spring(damping: 0.1, velocity: 0)")
    }

    @Test func roundTripOfGeneratedExpressions() async {
        await propertyCheck(
            count: 300, input: Gen.int(in: 0...8), Gen.double(in: 0.001...1), Gen.double(in: -3...3),
            Gen.double(in: 0.01...500)
        ) { kind, unit, signed, positive in
            let expression: TimingExpression
            switch kind {
            case 0: expression = .cubic(CubicBezier(unit, signed, 1 - unit, signed * 0.5))
            case 1: expression = .uikitSpring(dampingRatio: unit, velocity: signed)
            case 2:
                expression = .spring(
                    SpringParameters(mass: unit, stiffness: positive, damping: unit * 7, initialVelocity: signed))
            case 3: expression = .springDuration(duration: unit * 3, bounce: signed / 3.01)
            case 4: expression = .springResponse(response: unit, dampingFraction: unit * 2)
            case 5: expression = .pop(bounciness: unit * 20, speed: unit * 19)
            case 6: expression = .swiftUISpring(duration: unit * 3, bounce: signed / 3.01)
            case 7:
                expression = .spring(
                    SpringParameters(mass: unit, stiffness: positive, damping: unit * 70, initialVelocity: signed),
                    allowsOverdamping: true)
            default: expression = .android(stiffness: positive, dampingRatio: unit)
            }
            #expect((try? TimingExpression(parsing: expression.description)) == expression)
        }
    }

    struct BadInput: CustomTestStringConvertible, Sendable {
        let text: String
        let message: String
        let caret: (Int, Int)?
        var testDescription: String { text }
    }

    @Test(arguments: [
        BadInput(
            text: "sprung(mass: 1)",
            message:
                "unknown timing “sprung”; expected one of linear, ease-in, ease-out, ease-in-out, ca-default, cubic, uikit-spring, spring, swiftui-spring, pop, origami, android, smooth, snappy, bouncy, motion-spring, reanimated-spring, flutter-spring, compose-spring, figma-spring",
            caret: (0, 6)),
        BadInput(text: "cubic(1.2, 0, 0.5, 1)", message: "x1 must be between 0 and 1, got 1.2", caret: (6, 3)),
        BadInput(
            text: "cubic(0.5, 1.7976931348623157e308, 0.5, 1.7976931348623157e308)",
            message:
                "y1 must be any number within ±3.4e38, got 1.7976931348623157e+308",
            caret: (11, 22)),
        BadInput(
            text: "cubic(0.5, 0, 0.5, -1e39)",
            message: "y2 must be any number within ±3.4e38, got -1e+39", caret: (19, 5)),
        BadInput(text: "cubic(0.2, 0, 0.5)", message: "cubic takes four numbers: cubic(x1, y1, x2, y2)", caret: (0, 5)),
        BadInput(
            text: "spring(mass: -1, stiffness: 100, damping: 10)", message: "mass must be greater than 0, got -1",
            caret: (7, 8)),
        BadInput(
            text: "spring(mass: nan, stiffness: 100, damping: 10)", message: "mass must be greater than 0, got nan",
            caret: (7, 9)),
        BadInput(
            text: "spring(stiffness: inf, damping: 10)", message: "stiffness must be greater than 0, got inf",
            caret: (7, 14)),
        BadInput(
            text: "spring(mass: 1, stifness: 100)",
            message: "unknown parameter “stifness” for spring; expected mass, stiffness, damping, velocity",
            caret: (16, 8)),
        BadInput(
            text: "spring(mass: 1, stiffness: 100", message: "missing “)” to close the parameters", caret: (30, 1)),
        BadInput(
            text: "spring(duration: 0.5, bounce: 1)", message: "bounce must be strictly between -1 and 1, got 1",
            caret: (22, 9)),
        BadInput(
            text: "uikit-spring(velocity: 0)",
            message: "uikit-spring needs “damping:”: uikit-spring(damping: …, velocity: …)", caret: (0, 12)),
        BadInput(
            text: "uikit-spring(damping: 0, velocity: 0)", message: "damping must be greater than 0, got 0",
            caret: (13, 10)),
        BadInput(text: "ease-in(0.5)", message: "ease-in takes no parameters", caret: (0, 7)),
        BadInput(text: "pop(bounciness: 25)", message: "bounciness must be between 0 and 20, got 25", caret: (4, 14)),
        BadInput(text: "spring(mass: 1 2)", message: "expected “,” or “)”", caret: (15, 1)),
        BadInput(text: "spring(mass: x)", message: "“x” is not a number", caret: (13, 1)),
        BadInput(text: "linear extra", message: "unexpected text after the expression", caret: (7, 5)),
        BadInput(text: "spring(mass: 1, mass: 2)", message: "parameter “mass” is given twice", caret: (16, 7)),
        BadInput(text: "", message: "expected a timing expression, got nothing", caret: (0, 1))
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

    /// Editing a number rebuilds the expression from its own numbers: each label changes its own
    /// number (the closed forms' `spring-duration` the first), with the checks the text would get.
    @Test(arguments: [
        ("spring(duration: 0.5, bounce: 0.2)", "bounce", 0.3, "spring(duration: 0.5, bounce: 0.3)"),
        ("spring(duration: 0.5, bounce: 0.2)", "spring-duration", 0.8, "spring(duration: 0.8, bounce: 0.2)"),
        ("swiftui-spring(duration: 0.5, bounce: 0.2)", "bounce", -0.4, "swiftui-spring(duration: 0.5, bounce: -0.4)"),
        (
            "swiftui-spring(duration: 0.5, bounce: 0.2)", "spring-duration", 1,
            "swiftui-spring(duration: 1, bounce: 0.2)"
        ),
        ("uikit-spring(damping: 0.4, velocity: 0.1)", "damping", 0.55, "uikit-spring(damping: 0.55, velocity: 0.1)"),
        ("cubic(0.2, 0, 0.2, 1)", "y1", 0.5, "cubic(0.2, 0.5, 0.2, 1)")
    ])
    func settingANumberChangesThatNumber(_ text: String, _ name: String, _ value: Double, _ expected: String) throws {
        #expect(try TimingExpression(parsing: text).setting(name, to: value).description == expected)
    }

    @Test func settingABounceOutsideItsRangeIsRefused() throws {
        let timing = try TimingExpression(parsing: "spring(duration: 0.5, bounce: 0.2)")
        #expect(throws: TimingError.self) { try timing.setting("bounce", to: 1) }
        #expect((try? timing.setting("bounce", to: 1))?.description == nil)
    }
}
