import AnimationCore
import Testing

/// Another API's name for a curve the studio writes its own way, read as Swift, Objective-C, SwiftUI
/// and CSS write it; the studio's own names are never read as foreign.
@Suite struct ForeignTimingNameTests {
    @Test(arguments: [
        (".curveEaseInOut", "ease-in-out"), ("curveEaseInOut", "ease-in-out"),
        ("UIView.AnimationOptions.curveEaseIn", "ease-in"), ("UIViewAnimationCurveEaseOut", "ease-out"),
        ("UIViewAnimationOptionCurveLinear", "linear"), (".easeInEaseOut", "ease-in-out"),
        ("CAMediaTimingFunctionName.default", "ca-default"), ("kCAMediaTimingFunctionDefault", "ca-default"),
        ("kCAMediaTimingFunctionEaseIn", "ease-in"), ("Animation.easeInOut", "ease-in-out"),
        ("ease", "ca-default"), ("EASE-IN-OUT", "ease-in-out"), ("ease_out", "ease-out"),
        ("usingSpringWithDamping", "uikit-spring(damping: …, velocity: …)"),
        ("interpolatingSpring", "spring(mass: …, stiffness: …, damping: …, velocity: …)"),
        ("CASpringAnimation", "spring(mass: …, stiffness: …, damping: …, velocity: …)"),
        ("timingCurve", "cubic(x1, y1, x2, y2)")
    ])
    func aPlatformsNameGivesTheStudios(word: String, studio: String) {
        #expect(ForeignTimingName(word)?.studio == studio)
    }

    /// Each curve the table names is the named curve with the same control points on the device.
    @Test func theBezierNamesAreTheSameCurves() throws {
        for (word, named) in [("curveEaseInOut", NamedCurve.easeInOut), ("ease", .caDefault), ("easeOut", .easeOut)] {
            let studio = try #require(ForeignTimingName(word)?.studio)
            #expect(try TimingExpression(parsing: studio) == .named(named))
        }
    }

    @Test(arguments: TimingExpression.names + ["cubic-bezier", "bounce", "easy", "", "."])
    func theStudiosOwnWordsAndOthersAreNotForeign(word: String) {
        #expect(ForeignTimingName(word) == nil)
    }

    @Test func anotherAPIsLabelGivesTheStudios() {
        #expect(
            ForeignTimingName.labelSuggestion("dampingFraction", among: ["response", "damping-fraction"])
                == "; did you mean “damping-fraction”?")
        #expect(
            ForeignTimingName.labelSuggestion("initialSpringVelocity", among: ["damping", "velocity"])
                == "; did you mean “velocity”?")
        #expect(
            ForeignTimingName.labelSuggestion("dampingRatio", among: ["damping", "velocity"])
                == "; did you mean “damping”?")
        #expect(ForeignTimingName.labelSuggestion("tension", among: ["damping", "velocity"]) == "")
    }
}
