import AnimationCore
import Testing

/// A preset's reduced-motion variant: its text, its checks, each template's default and the
/// animation each kind makes.
@Suite struct ReducedMotionVariantTests {
    @Test func everyKindReadsItsOwnCanonicalText() throws {
        let texts = [
            "instant", "cross-fade(duration: 0.2, timing: ease-in-out)",
            "cross-fade(duration: 0.35, timing: cubic(0.2, 0, 0, 1))",
            "retimed(timing: uikit-spring(damping: 1, velocity: 0))", "preset(name: calm fade)"
        ]
        for text in texts {
            let variant = try ReducedMotionVariant(parsing: text)
            #expect(variant.description == text)
        }
        #expect(try ReducedMotionVariant(parsing: "  instant ") == .instant)
        #expect(
            try ReducedMotionVariant(parsing: "cross-fade(duration:0.5,timing:linear)")
                == .crossFade(duration: 0.5, timing: .named(.linear)))
    }

    @Test func textThatIsNoVariantIsRefusedWithWhatIsAllowed() {
        func message(_ text: String) -> String? {
            do {
                _ = try ReducedMotionVariant(parsing: text)
                return nil
            } catch { return error.message }
        }
        #expect(
            message("fade")
                == "reduced-motion must be instant, cross-fade(duration: S, timing: T), retimed(timing: T) or preset(name: N), got “fade”"
        )
        #expect(
            message("cross-fade(0.2, ease-in)") == "reduced-motion cross-fade takes cross-fade(duration: …, timing: …)")
        #expect(message("retimed(ease-in)") == "reduced-motion retimed takes retimed(timing: …)")
        #expect(
            message("cross-fade(duration: soon, timing: ease-in)")
                == "reduced-motion duration must be a number, got “soon”")
    }

    @Test func aVariantThatBouncesOrRunsForNoTimeIsRefusedWhenThePresetIsBuilt() throws {
        let template = try #require(TemplateCatalog.template(named: "move-up-bounce"))
        let preset = try PresetParameters.defaults(of: template)
        func refusal(_ variant: ReducedMotionVariant) -> String? {
            do {
                _ = try preset.setting(reducedMotion: variant)
                return nil
            } catch { return error.message }
        }
        #expect(
            refusal(.retimed(timing: .uikitSpring(dampingRatio: 0.4, velocity: 0)))
                == "reduced-motion timing uikit-spring(damping: 0.4, velocity: 0) bounces (progress reaches 1.2538); use a timing that stays between 0 and 1, such as ease-in-out or uikit-spring(damping: 1, velocity: 0)"
        )
        #expect(
            refusal(.crossFade(duration: 0, timing: .named(.easeOut)))
                == "reduced-motion duration must be greater than 0 and at most 3600, got 0")
        #expect(refusal(.retimed(timing: .uikitSpring(dampingRatio: 1, velocity: 0))) == nil)
        #expect(refusal(.instant) == nil)
    }

    @Test func eachTemplatesDefaultIsShownUntilOneIsAuthored() throws {
        let defaults = Dictionary(
            uniqueKeysWithValues: TemplateCatalog.all.map { ($0.name, $0.defaultReducedMotion.description) })
        let fade = "cross-fade(duration: 0.2, timing: ease-in-out)"
        #expect(
            defaults == [
                "fade": fade, "move-up-bounce": fade, "move-up-fade": fade, "slide-in": fade, "tip-in": fade,
                "card-expand": "retimed(timing: ease-in-out)", "toolbar-swap": fade
            ])
        let template = try #require(TemplateCatalog.template(named: "card-expand"))
        let preset = try PresetParameters.defaults(of: template)
        #expect(!preset.reducedMotionIsAuthored)
        #expect(preset.reducedMotion == .retimed(timing: .named(.easeInOut)))
        let authored = try preset.setting(reducedMotion: .instant)
        #expect(authored.reducedMotionIsAuthored && authored.reducedMotion == .instant)
        #expect(authored != preset)
        // Another parameter's change keeps the variant.
        #expect(try authored.setting(.duration, to: .number(0.5)).reducedMotion == .instant)
    }

    @Test func aCrossFadeHoldsMovementAtItsEndAndFadesWhatAppears() throws {
        let template = try #require(TemplateCatalog.template(named: "move-up-bounce"))
        let reduced = try PresetParameters.defaults(of: template).reducedMotionAnimation()
        #expect(reduced.columns == ["translation.y", "opacity"])
        #expect(reduced.curve.duration == 0.2)
        #expect(reduced.curve.expression == .named(.easeInOut))
        // Halfway through the fade (ease-in-out is symmetric): the cell is in place, half visible.
        #expect(reduced.values(at: 0.1, row: 0) == [0, 0.5])
        #expect(reduced.values(at: 0, row: 0) == [0, 0])
        #expect(reduced.values(at: 0.2, row: 0) == [0, 1])
        // Row 3 starts 3 × 0.05 s later, as the full motion's stagger.
        let later = reduced.values(at: 0.25, row: 3)
        #expect(later[0] == 0 && abs(later[1] - 0.5) < 1e-12)

        let bars = try #require(TemplateCatalog.template(named: "toolbar-swap"))
        let barsReduced = try PresetParameters.defaults(of: bars).reducedMotionAnimation()
        #expect(barsReduced.columns == ["tab-bar.opacity", "tool-bar.y", "tool-bar.opacity"])
        #expect(barsReduced.values(at: 0, row: 0) == [1, 763, 0])
        #expect(barsReduced.values(at: 0.2, row: 0) == [0, 763, 1])
    }

    @Test func instantIsTheFinalStateFromTheStartAndRetimedKeepsTheTracks() throws {
        let template = try #require(TemplateCatalog.template(named: "tip-in"))
        let preset = try PresetParameters.defaults(of: template)
        let instant = try preset.setting(reducedMotion: .instant).reducedMotionAnimation()
        #expect(instant.curve.duration == 0)
        #expect(instant.curve.progress(at: 0) == 1)
        #expect(instant.curve.progress(at: -0.001) == 0)
        #expect(instant.curve.velocity(at: 0) == 0)
        let end = preset.animation.values(atProgress: 1)
        #expect(instant.values(at: 0, row: 0) == end)
        #expect(instant.values(atProgress: 0) == end)

        let retimed = try preset.setting(reducedMotion: .retimed(timing: .named(.linear))).reducedMotionAnimation()
        #expect(retimed.columns == preset.animation.columns)
        #expect(retimed.curve.duration == 0.4)
        #expect(retimed.curve.progress(at: 0.1) == 0.25)
    }

    @Test func aPresetVariantPlaysTheOtherPresetsFullMotion() throws {
        let bounce = try PresetParameters.defaults(of: #require(TemplateCatalog.template(named: "move-up-bounce")))
        let fade = try PresetParameters.defaults(of: #require(TemplateCatalog.template(named: "fade")))
        let pointing = try bounce.setting(reducedMotion: .preset(name: "calm"))
        #expect(try pointing.reducedMotionAnimation(referenced: fade).columns == ["opacity"])
        #expect(try pointing.reducedMotionAnimation(referenced: fade).curve.duration == 0.5)
        #expect(
            throws: TimingError.syntax(message: "the reduced-motion preset “calm” was not found", offset: 0, length: 0)
        ) {
            try pointing.reducedMotionAnimation()
        }
    }
}
