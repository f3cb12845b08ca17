import AnimationCore
import StudioEditing
import Testing

/// The one description of a change, at its two details: by the names `show` lists (the prompt's
/// verbs, `diff`, `history`) and by the tuner's lines (its message line, the browser's notices).
/// Pure: two parameter sets in, text out.
@Suite struct ParameterChangesTests {
    /// move-up-bounce at its defaults (uikit-spring damping 0.4, velocity 0.1, row-height 44) with `changes`.
    static func bounce(
        _ changes: [ParameterKey: ParameterValue] = [:], reducedMotion: ReducedMotionVariant? = nil
    ) throws -> ParameterSet {
        var parameters = try EditingStudio.template.defaults
        for (key, value) in changes { parameters[key] = value }
        parameters.reducedMotion = reducedMotion
        return parameters
    }

    static func timing(_ text: String) throws -> ParameterValue { .timing(try TimingExpression(parsing: text)) }

    static func said(_ old: ParameterSet, _ new: ParameterSet, _ detail: ParameterChanges.Detail) throws -> String {
        ParameterChanges(from: old, to: new, template: try EditingStudio.template, detail: detail).text
    }

    @Test func aTimingNumberIsTheWholeTimingByParameterAndItsLineByTunableLine() throws {
        let old = try Self.bounce()
        let new = try Self.bounce([.timing: Self.timing("uikit-spring(damping: 0.55, velocity: 0.1)")])
        #expect(
            try Self.said(old, new, .templateParameters)
                == "timing uikit-spring(damping: 0.4, velocity: 0.1) → uikit-spring(damping: 0.55, velocity: 0.1)")
        #expect(try Self.said(old, new, .tunableLines) == "damping 0.4 → 0.55")
        let changes = ParameterChanges(
            from: old, to: new, template: try EditingStudio.template, detail: .templateParameters)
        #expect(
            changes.list == [
                ParameterChanges.Change(
                    "timing", "uikit-spring(damping: 0.4, velocity: 0.1)", "uikit-spring(damping: 0.55, velocity: 0.1)")
            ])
    }

    @Test func templateNumbersAndTheVariantReadTheSameAtBothDetails() throws {
        let old = try Self.bounce()
        let new = try Self.bounce([.rowHeight: .number(60)], reducedMotion: .instant)
        let said =
            "row-height 44 → 60, reduced-motion cross-fade(duration: 0.2, timing: ease-in-out) (template default) → instant"
        #expect(try Self.said(old, new, .templateParameters) == said)
        #expect(try Self.said(old, new, .tunableLines) == said)
        // A preset's name in a variant is sanitized.
        let named = try Self.bounce(reducedMotion: .preset(name: "calm\u{1B}[2J"))
        #expect(
            try Self.said(new, named, .templateParameters)
                == "row-height 60 → 44, reduced-motion instant → preset(name: calm\\e[2J)")
    }

    @Test func nothingChangedIsEmptyAndSaysSo() throws {
        let changes = ParameterChanges(
            from: try Self.bounce(), to: try Self.bounce(), template: try EditingStudio.template, detail: .tunableLines)
        #expect(changes.isEmpty && changes.list == [])
        #expect(changes.text == "no change")
    }

    /// A timing whose lines change with its kind is said whole, with every template number that
    /// changed with it: the one after the timing too (a revert to a version of another kind, undone
    /// in the tuner or the page, once left `row-height` out).
    @Test func aKindChangeSaysTheWholeTimingAndEveryTemplateNumberAroundIt() throws {
        let spring = try Self.bounce()
        let eased = try Self.bounce([
            .duration: .number(0.5), .timing: Self.timing("ease-in-out"), .rowHeight: .number(60)
        ])
        #expect(
            try Self.said(eased, spring, .tunableLines)
                == "timing ease-in-out → uikit-spring(damping: 0.4, velocity: 0.1), duration 0.5 → 1, row-height 60 → 44"
        )
        #expect(
            try Self.said(spring, eased, .tunableLines)
                == "timing uikit-spring(damping: 0.4, velocity: 0.1) → ease-in-out, duration 1 → 0.5, row-height 44 → 60"
        )
        #expect(
            try Self.said(spring, eased, .templateParameters)
                == "duration 1 → 0.5, timing uikit-spring(damping: 0.4, velocity: 0.1) → ease-in-out, row-height 44 → 60"
        )
    }
}
