import Foundation
import StudioTestSupport
import Testing

/// The reduced-motion variant in the tuner, through the real binary in tmux: its lines, a run of
/// nudges to a cross-fade's duration as one undo step, its kind switched, its curve shown with `v`
/// and played with `p`, each change read at once by another process.
@Suite(.serialized) struct TuneTerminalVariantTests {
    let studio: TuneTerminalFixture

    init() throws { studio = try TuneTerminalFixture() }

    /// The variant `show` prints for the draft, read by another process (on its line, or the next
    /// one where `show` wraps it).
    func shownVariant() throws -> String? {
        let shown = try studio.run("show bounce@draft").stdout
        guard let range = shown.range(of: "  reduced-motion") else { return nil }
        let rest = shown[range.upperBound...].drop { $0 == " " || $0 == "\n" }
        return rest.split(separator: "\n").first.map(String.init)
    }

    @Test func theVariantIsNudgedSwitchedShownAndPlayed() throws {
        #expect(try studio.run("new bounce from move-up-bounce").status == 0)
        let terminal = try studio.start(columns: 160, rows: 30)  // the longest message fits
        let opened = try terminal.screen()
        #expect(studio.line(opened, containing: "reduced-motion")!.hasPrefix("  reduced-motion cross-fade "))
        #expect(studio.line(opened, containing: "0.2 s")!.hasPrefix("    duration    0.2 s (0, 3600] "))
        #expect(studio.line(opened, containing: "ease-in-out")!.hasPrefix("    timing     ease-in-out "))
        #expect(studio.line(opened, containing: "v variant") != nil)
        // A run of nudges to the fade's duration: written at once, one undo step.
        try terminal.keys("End", "Up", "Right", "Right")
        try terminal.waitFor("reduced-motion duration 0.25 → 0.3")
        let fade = "cross-fade(duration: 0.3, timing: ease-in-out)"
        #expect(try shownVariant() == fade)
        try terminal.keys("u")
        let template = "cross-fade(duration: 0.2, timing: ease-in-out) (template default)"
        try terminal.waitFor("undo: reduced-motion \(fade) → \(template)")
        #expect(try shownVariant() == template)
        // k on the variant's line: the next kind, said as `set` says it.
        try terminal.keys("Up", "k")
        try terminal.waitFor("reduced-motion \(template) → retimed(timing: ease-in-out)")
        #expect(try shownVariant() == "retimed(timing: ease-in-out)")
        // v: the plot and the metrics show the variants: the base's 0.2 s fade, the draft's ease-in-out
        // over the preset's second; neither overshoots.
        try terminal.keys("v")
        let shown = try terminal.waitFor("— base bounce@1 — reduced motion")
        #expect(studio.line(shown, containing: "overshoot (%)")!.hasSuffix("0.0      0.0 (+0.0)"))
        #expect(studio.line(shown, containing: "duration (s)")!.hasSuffix("0.200  1.000 (+0.800)"))
        try terminal.keys("p")
        try terminal.waitFor("any key stops")
        try terminal.waitFor("(reduce motion)")
        try terminal.waitFor("played ")
        try terminal.keys("v")
        try terminal.waitFor("showing the full motion")
        try terminal.keys("q")
        try studio.expectRestored(terminal, exit: "exit 0")
        #expect(
            try terminal.screen(joiningWrappedLines: true).contains(
                "bounce@draft  reduced-motion \(template) → retimed(timing: ease-in-out)"))
    }
}
