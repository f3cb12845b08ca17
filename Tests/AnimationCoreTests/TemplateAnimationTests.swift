import AnimationCore
import StudioTestSupport
import Testing

@Suite struct TemplateAnimationTests {
    @Test func everyTemplateBuildsWithItsPublishedDefaults() throws {
        let expected: [String: (Double, String, [String])] = [
            "fade": (0.5, "ease-in-out", ["opacity"]),
            "move-up-bounce": (1, "uikit-spring(damping: 0.4, velocity: 0.1)", ["translation.y"]),
            "move-up-fade": (0.5, "ease-in-out", ["translation.y", "opacity"]),
            "slide-in": (0.5, "ease-in-out", ["translation.x"]),
            "tip-in": (0.4, "ease-in-out", ["translation.x", "translation.y", "rotation", "opacity"]),
            "card-expand": (
                0.3, "ease-in-out",
                [
                    "frame.x", "frame.y", "frame.width", "frame.height", "corner-radius",
                    "description.opacity", "close.opacity",
                    "left-neighbour.center-x", "right-neighbour.center-x"
                ]
            ),
            "toolbar-swap": (0.2, "ease-in-out", ["tab-bar.opacity", "tool-bar.y"])
        ]
        #expect(Set(TemplateCatalog.all.map(\.name)) == Set(expected.keys))
        for template in TemplateCatalog.all {
            let animation = try TemplateAnimation(template: template)
            let (duration, timing, columns) = expected[template.name]!
            #expect(animation.curve.duration == duration, "\(template.name)")
            #expect(animation.curve.expression.description == timing)
            #expect(animation.columns == columns)
            // Every property ends at its final value.
            #expect(animation.values(at: duration, row: 0) == animation.tracks.flatMap { $0.values(at: 1) })
        }
    }

    @Test func tipInStartsRotatedThenOffsetAndEndsAtIdentity() throws {
        let animation = try TemplateAnimation(template: TemplateCatalog.template(named: "tip-in")!)
        let start = animation.values(at: 0, row: 0)
        #expect(isClose(start[0], -24.49489742783178, absolute: 1e-12))
        #expect(isClose(start[1], -14.142135623730951, absolute: 1e-12))
        #expect(isClose(start[2], -15, absolute: 1e-12))
        #expect(start[3] == 0.8)
        let end = animation.values(at: 0.4, row: 0)
        #expect(end.map { isClose($0, 0, absolute: 1e-12) || $0 == 1 } == [true, true, true, true])
    }

    @Test func rowsAreStaggeredByTheDelayFactor() throws {
        let animation = try TemplateAnimation(template: TemplateCatalog.template(named: "fade")!)
        #expect(isClose(animation.delay(row: 3), 0.15, absolute: 1e-15))
        #expect(animation.values(at: 0.15, row: 3) == [0])
        #expect(animation.values(at: 0.65, row: 3) == [1])
        #expect(
            isClose(
                animation.values(at: 0.4, row: 3)[0], NamedCurve.easeInOut.bezier.progress(at: 0.5), absolute: 1e-12))
    }

    @Test func cardExpandGoesFromTheCentredCardToTheScreen() throws {
        let animation = try TemplateAnimation(template: TemplateCatalog.template(named: "card-expand")!)
        #expect(animation.values(atProgress: 0) == [70, 247, 250, 350, 6, 0, 0, 0, 0])
        #expect(animation.values(atProgress: 1) == [0, 0, 390, 844, 0, 1, 1, -50, 50])
        #expect(animation.values(atProgress: 0.5) == [35, 123.5, 320, 597, 3, 0.5, 0.5, -25, 25])
    }

    @Test func bounceOvershootsAboveTheRow() throws {
        // The spring overshoots progress 1, so the cell rises past its resting place (negative y).
        let animation = try TemplateAnimation(template: TemplateCatalog.template(named: "move-up-bounce")!)
        let lowest = (0...1000).map { animation.values(at: Double($0) / 1000, row: 0)[0] }.min()!
        #expect(lowest < -5)
        #expect(animation.values(at: 0, row: 0) == [44])
    }
}
