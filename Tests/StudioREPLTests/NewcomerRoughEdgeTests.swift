import AnimationCore
import Foundation
import StudioREPL
import Testing

/// The rough edges a newcomer hit (#35), each as the studio now prints it: derived numbers by the
/// one rule (``NumberFormat/derived(_:)``), carets, the way back from a version, and an opacity the
/// device clamps.
@Suite struct NewcomerRoughEdgeTests {
    /// `convert` printed `bounce: 0.44999999999999996` for damping 0.55, and every worked-out number
    /// with all 17 digits.
    @Test func convertPrintsWorkedOutNumbersAsAPersonReadsThem() throws {
        let studio = try PresetCommandTests.Studio()
        let lines = studio.run("convert \"uikit-spring(damping: 0.55, velocity: 0)\"").1.split(separator: "\n")
        #expect(
            lines.contains(
                "spring         spring(mass: 1, stiffness: 139.241916364, damping: 12.9800893217, velocity: 0)"))
        #expect(lines.contains("runtime        ω0 11.8000812016 rad/s after UIKit's 12 Newton steps (converged)"))
        #expect(lines.contains("bounce         spring(duration: 0.532469666932, bounce: 0.45)"))
        #expect(lines.contains("settling       1.14231890005 s"))
        // The typed spring is echoed as typed; JSON stays exact.
        #expect(
            studio.run("convert \"spring(mass: 1, stiffness: 139.24191636391706, damping: 10, velocity: 0)\"").1
                .contains("spring         spring(mass: 1, stiffness: 139.24191636391706, damping: 10, velocity: 0)\n"))
        #expect(
            studio.run("convert \"uikit-spring(damping: 0.55, velocity: 0)\" --format json").1
                .contains("\"bounce\": 0.44999999999999996"))
    }

    /// An export's header said `over 0.6133333333333334 s`.
    @Test func anExportsHeaderGivesTheDerivedDurationByTheRule() throws {
        let studio = try PresetCommandTests.Studio()
        _ = studio.run("new s from move-up-bounce; set timing \"spring(duration: 0.46, bounce: 0.2)\"; commit")
        let swiftui = studio.run("export s --as swiftui").1.split(separator: "\n")
        #expect(
            swiftui[1]
                == "// Curve: spring(duration: 0.46, bounce: 0.2) over 0.709696648616 s; rows start 0.05 s apart.")
        #expect(
            swiftui[2].hasPrefix(
                "// Approximate: interpolatingSpring runs free where the studio's spring stops at 0.709696648616 s;"))
    }

    /// `sample`'s time column mixed 12- and 16-digit times; now every time follows the rule, the
    /// last never before the end (where the curve is 1), and the curve is sampled at the time printed.
    @Test func sampleTimesAreOneColumnByTheRule() throws {
        let studio = try PresetCommandTests.Studio()
        #expect(
            studio.run("sample \"spring(duration: 0.46, bounce: 0.2)\" --samples 3").1 == """
                t,progress,velocity
                0,0,0
                0.236565549539,0.9333237856101114,1.6014806948415323
                0.473131099077,1.009301010519261,-0.08686732029939379
                0.709696648616,1,0

                """)
    }

    /// tip-in's start angle came back through a matrix as -14.999999999999996.
    @Test func tipInStartsAtTheAngleTyped() throws {
        let studio = try PresetCommandTests.Studio()
        let rows = studio.run("sample tip-in --samples 2").1.split(separator: "\n")
        #expect(rows[1] == "0,-24.49489742783178,-14.142135623730951,-15,0.8")
        #expect(rows[2] == "0.2,-12.24744871391589,-7.0710678118654755,-7.5,0.9")
    }

    /// A fade whose spring overshoots printed opacity 1.14 with no word: the device shows at most 1,
    /// so `sample` prints that and says how far the curve went.
    @Test func anOvershootingFadesOpacityIsClampedAndSaid() throws {
        let studio = try PresetCommandTests.Studio()
        _ = studio.run("new a from fade; set timing \"uikit-spring(damping: 0.5, velocity: 0)\"")
        let sampled = studio.run("sample --samples 4")
        #expect(
            sampled.1 == """
                t,opacity
                0,0
                0.125,1
                0.25,0.9871545359623078
                0.375,0.9988486437807704
                0.5,1

                """)
        #expect(
            sampled.2
                == "warning: opacity is clamped to 0…1, as the device shows it: the curve takes it to 1.1442225766 at 0.125 s\n"
        )
        // Nothing is said where nothing is clamped.
        #expect(studio.run("sample fade --samples 4").2 == "")
    }

    /// `convert cubic(1.2, 0, 0.58, 1)` was the one error without a caret; every value out of its
    /// range now has one, under the argument that gave it.
    @Test func aTimingValueOutOfRangeHasItsCaret() throws {
        let studio = try PresetCommandTests.Studio()
        #expect(
            studio.run("convert \"cubic(1.2, 0, 0.58, 1)\"").2 == """
                error: x1 must be between 0 and 1, got 1.2
                  convert "cubic(1.2, 0, 0.58, 1)"
                                 ^^^

                """)
        #expect(
            studio.run("sample \"spring(mass: 1, damping: -2)\"").2 == """
                error: damping must be 0 or more, got -2
                  sample "spring(mass: 1, damping: -2)"
                                          ^^^^^^^^^^^

                """)
    }

    /// `use a@1` answered with the naming rules; it now says where a version is used.
    @Test func useOfAVersionPointsToRevertAndShow() throws {
        let studio = try PresetCommandTests.Studio()
        _ = studio.run("new a from fade")
        #expect(
            studio.run("use a@1").2 == """
                error: use takes a preset's name, not a version: use a makes it current (then revert a@1 puts that version back in its draft); show a@1 shows that version
                  use a@1
                      ^^^

                """)
        #expect(
            studio.run("history a@1").2.hasPrefix(
                "error: history takes a preset's name, not a version: history a; show a@1 shows that version\n"))
    }
}
