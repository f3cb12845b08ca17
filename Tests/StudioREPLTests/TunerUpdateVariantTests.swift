import AnimationCore
import StudioEditing
import Testing
import TunerView

@testable import StudioREPL

/// The reduced-motion variant in the tuner's update: its lines, nudges of a cross-fade's duration
/// as one run, its kind and timing cycled, typed whole, and its curve shown instead of the full motion.
@Suite struct TunerUpdateVariantTests {
    typealias Driver = TunerUpdateTests.Driver

    static let fade = ReducedMotionVariant.crossFade(duration: 0.2, timing: .named(.easeInOut))

    @Test func theVariantIsListedUnderTheParametersAsTheTemplatesDefaultUntilAuthored() throws {
        let tuner = try Driver()
        let lines = tuner.state.parameters.suffix(3)
        #expect(lines.map(\.name) == ["reduced-motion", "duration", "timing"])
        #expect(lines.map(\.text) == ["cross-fade", "0.2", "ease-in-out"])
        #expect(lines.map(\.kind) == [.variantKind, .variantNumber, .variantTiming])
        let grid = TunerView.render(tuner.state).grid
        #expect(grid.line(7).hasPrefix("  reduced-motion cross-fade "))
        #expect(grid.line(8).hasPrefix("    duration    0.2 s (0, 3600] "))
        #expect(grid.line(9).hasPrefix("    timing     ease-in-out "))
        // The rows above keep their columns: the variant's long name takes none of its own.
        #expect(grid.line(4).hasPrefix("    damping       0.4 (0, ∞)"))
        let card = try Driver("card-expand")
        #expect(card.state.parameters.suffix(2).map(\.text) == ["retimed", "ease-in-out"])
    }

    @Test func nudgesOfTheFadesDurationAreOneRunWrittenAsTheWholeVariant() throws {
        var tuner = try Driver()
        _ = tuner.keys(.end, .up)
        #expect(tuner.state.selected?.kind == .variantNumber)
        let burst = TunerBurst("reduced-motion duration", number: 1)
        let first = TunerWrite(
            .set([.reducedMotion(.crossFade(duration: 0.25, timing: .named(.easeInOut)))]), burst: burst,
            message: "reduced-motion duration 0.2 → 0.25")
        #expect(tuner.keys(.right(scale: 1)) == [.write(first)])
        _ = tuner.send(
            .written(
                first, tuner.draft(reducedMotion: .crossFade(duration: 0.25, timing: .named(.easeInOut))), changes: ""))
        #expect(tuner.state.message?.text == "reduced-motion duration 0.2 → 0.25")
        #expect(tuner.state.parameters.suffix(2).first?.text == "0.25")
        #expect(
            tuner.keys(.character(".")) == [
                .write(
                    TunerWrite(
                        .set([.reducedMotion(.crossFade(duration: 0.255, timing: .named(.easeInOut)))]),
                        burst: burst, message: "reduced-motion duration 0.25 → 0.255"))
            ])
        // The kind and the timing are switched, not nudged.
        _ = tuner.keys(.up)
        #expect(tuner.keys(.right(scale: 1)) == [])
        #expect(
            tuner.state.message
                == TunerState.Message(
                    "the reduced-motion variant's reduced-motion is switched with k (or typed with Enter), not nudged",
                    isError: true))
    }

    @Test func kCyclesTheKindAndOnTheTimingLineTheNamedCurves() throws {
        var tuner = try Driver()
        _ = tuner.keys(.end)
        #expect(tuner.state.selected?.name == "timing" && tuner.state.selected?.kind == .variantTiming)
        #expect(
            tuner.keys(.character("k")) == [
                .write(TunerWrite(.set([.reducedMotion(.crossFade(duration: 0.2, timing: .named(.caDefault)))])))
            ])
        #expect(
            tuner.keys(.character("K")) == [
                .write(TunerWrite(.set([.reducedMotion(.crossFade(duration: 0.2, timing: .named(.easeOut)))])))
            ])
        // On the kind's line: cross-fade → retimed → instant → cross-fade, the timing carried along.
        _ = tuner.keys(.up, .up)
        let retimed = TunerWrite(.set([.reducedMotion(.retimed(timing: .named(.easeInOut)))]))
        #expect(tuner.keys(.character("k")) == [.write(retimed)])
        #expect(tuner.model.run == nil)
        let change =
            "reduced-motion cross-fade(duration: 0.2, timing: ease-in-out) (template default) → retimed(timing: ease-in-out)"
        _ = tuner.send(
            .written(retimed, tuner.draft(reducedMotion: .retimed(timing: .named(.easeInOut))), changes: change))
        #expect(tuner.state.message?.text == change)
        #expect(tuner.state.parameters.suffix(2).map(\.text) == ["retimed", "ease-in-out"])
        #expect(tuner.state.selected?.kind == .variantKind)
        #expect(tuner.keys(.character("k")) == [.write(TunerWrite(.set([.reducedMotion(.instant)])))])
        #expect(tuner.keys(.character("K")) == [.write(TunerWrite(.set([.reducedMotion(Self.fade)])))])
        // From instant the next cross-fade takes the template's default duration and timing.
        _ = tuner.send(.written(retimed, tuner.draft(reducedMotion: .instant), changes: ""))
        #expect(tuner.state.parameters.last?.text == "instant")
        #expect(tuner.keys(.character("k")) == [.write(TunerWrite(.set([.reducedMotion(Self.fade)])))])
        // The layer's summary of an undo names the variant, as `set` does.
        #expect(
            ParameterChanges(
                from: tuner.draft(reducedMotion: .instant).parameters, to: tuner.draft().parameters,
                template: tuner.state.template, detail: .tunableLines
            ).text
                == "reduced-motion instant → cross-fade(duration: 0.2, timing: ease-in-out) (template default)")
    }

    @Test func anotherStudiosVariantChangeShrinksTheListAndKeepsTheSelectionInside() throws {
        var tuner = try Driver()
        _ = tuner.keys(.end)
        #expect(tuner.state.selection == 8)
        _ = tuner.send(.changedElsewhere(tuner.draft(reducedMotion: .instant)))
        #expect(tuner.state.parameters.count == 7 && tuner.state.selection == 6)
        #expect(tuner.state.selected?.kind == .variantKind && tuner.state.differs)
        // The same draft again changes nothing.
        let before = tuner.state.message
        _ = tuner.send(.changedElsewhere(tuner.draft(reducedMotion: .instant)))
        #expect(tuner.state.message == before && tuner.state.selection == 6)
    }

    @Test func enterTypesTheWholeVariantAndABadOneIsRefusedInPlace() throws {
        var tuner = try Driver()
        _ = tuner.keys(.end, .enter)
        let text = "cross-fade(duration: 0.2, timing: ease-in-out)"
        #expect(
            tuner.state.mode
                == .prompt(TunerPrompt(.value("reduced-motion"), prefix: "set reduced-motion ", text: text)))
        _ = tuner.keys(.control("u"))
        tuner.type("fade")
        #expect(tuner.keys(.enter) == [])
        guard case .prompt(let refused) = tuner.state.mode else { throw TunerTestFailure("no prompt") }
        #expect(
            refused.error?.message
                == "reduced-motion must be instant, cross-fade(duration: S, timing: T), retimed(timing: T) or preset(name: N), got “fade”"
        )
        #expect(refused.error?.offset == 19 && refused.error?.length == 4)
        _ = tuner.keys(.control("u"))
        tuner.type("preset(name: calm)")
        let write = TunerWrite(.set([.reducedMotion(.preset(name: "calm"))]))
        #expect(tuner.keys(.enter) == [.write(write)])
        // The loop refuses a preset that does not exist: the line stays, with why, as typed.
        _ = tuner.send(.refused(write, message: "no preset named “calm”"))
        var kept = TunerPrompt(.value("reduced-motion"), prefix: "set reduced-motion ", text: "preset(name: calm)")
        kept.error = ("no preset named “calm”", nil, 1)
        #expect(tuner.state.mode == .prompt(kept))
        // Written, the line closes and the named preset's curve, read by the loop, is the plot's.
        let fade = try #require(TemplateCatalog.template(named: "fade"))
        var written = tuner.draft(reducedMotion: .preset(name: "calm"))
        written.variantPresets = ["calm": try PresetParameters.defaults(of: fade)]
        let change =
            "reduced-motion cross-fade(duration: 0.2, timing: ease-in-out) (template default) → preset(name: calm)"
        _ = tuner.send(.written(write, written, changes: change))
        #expect(tuner.state.mode == .browsing && tuner.state.message?.text == change)
        #expect(tuner.state.variantPresets == written.variantPresets)
        #expect(tuner.state.parameters.suffix(2).map(\.text) == ["preset", "calm"])
    }

    @Test func vShowsTheVariantsCurveAndPThenPlaysIt() throws {
        var tuner = try Driver()
        #expect(tuner.keys(.character("v")) == [])
        #expect(tuner.state.showsVariant)
        #expect(
            tuner.state.message?.text
                == "showing the reduced-motion variant: cross-fade(duration: 0.2, timing: ease-in-out)")
        let grid = TunerView.render(tuner.state).grid
        #expect(grid.line(0) == "tune bounce@draft (move-up-bounce) — base bounce@1 — reduced motion".padding(80))
        #expect(grid.text.contains("duration (s)           0.200  0.200 (+0.000)"))
        #expect(grid.text.contains("overshoot (%)            0.0      0.0 (+0.0)"))
        #expect(tuner.keys(.character("p")) == [.play(reduceMotion: true)])
        _ = tuner.send(.played(TunerState.Message("played 0.450s")))
        _ = tuner.keys(.character("v"))
        #expect(!tuner.state.showsVariant && tuner.state.message?.text == "showing the full motion")
        #expect(tuner.keys(.character("p")) == [.play(reduceMotion: false)])
        // An instant variant has no curve: the plot holds the final state and says why there are no metrics.
        var instant = try Driver()
        _ = instant.send(.changedElsewhere(instant.draft(reducedMotion: .instant)))
        _ = instant.keys(.character("v"))
        let drawn = TunerView.render(instant.state).grid.text
        #expect(drawn.contains("no metrics: an instant variant has no curve"))
    }
}

extension String {
    /// Padded with spaces to `width` characters.
    fileprivate func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
