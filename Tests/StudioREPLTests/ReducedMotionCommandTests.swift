import AnimationCore
import Foundation
import StudioREPL
import StudioStore
import StudioTestSupport
import Testing

/// A preset's reduced-motion variant through the command language: authored, committed, diffed,
/// undone, tagged, played and exported; read from a database made before variants existed.
@Suite struct ReducedMotionCommandTests {
    @Test func aVariantIsAuthoredCommittedDiffedUndoneAndTagged() throws {
        let studio = try PresetCommandTests.Studio()
        #expect(
            studio.run("new bounce from move-up-bounce").1 == """
                bounce@1  move-up-bounce
                  duration      1 s
                  delay-factor  0.05 s
                  timing        uikit-spring(damping: 0.4, velocity: 0.1)
                  row-height    44 pt
                  reduced-motion
                                cross-fade(duration: 0.2, timing: ease-in-out) (template default)

                """)
        #expect(
            studio.run("set reduced-motion cross-fade(duration: 0.15, timing: ease-out)").1
                == "bounce@draft  reduced-motion cross-fade(duration: 0.2, timing: ease-in-out) (template default) → cross-fade(duration: 0.15, timing: ease-out)\n"
        )
        #expect(studio.run("commit -m \"shorter fade\"; tag bounce@2 calm").0 == 0)
        #expect(
            studio.run("set reduced-motion instant damping 0.5").1
                == "bounce@draft  timing uikit-spring(damping: 0.4, velocity: 0.1) → uikit-spring(damping: 0.5, velocity: 0.1), reduced-motion cross-fade(duration: 0.15, timing: ease-out) → instant\n"
        )
        let diff = studio.run("diff bounce@calm bounce@draft --format json").1
        #expect(
            diff.contains(
                """
                    {
                      "new": "instant",
                      "old": "cross-fade(duration: 0.15, timing: ease-out)",
                      "parameter": "reduced-motion"
                    }
                """))
        #expect(
            studio.run("undo").1
                == "undo: bounce@draft  timing uikit-spring(damping: 0.5, velocity: 0.1) → uikit-spring(damping: 0.4, velocity: 0.1), reduced-motion instant → cross-fade(duration: 0.15, timing: ease-out)\n"
        )
        #expect(
            studio.run("show bounce@calm").1.hasSuffix(
                "  reduced-motion\n                cross-fade(duration: 0.15, timing: ease-out)\n"))
        #expect(
            studio.run("history bounce").1.contains(
                "shorter fade  reduced-motion cross-fade(duration: 0.2, timing: ease-in-out) (template default) → cross-fade(duration: 0.15, timing: ease-out)"
            ))
        #expect(
            studio.run("unset reduced-motion").1
                == "bounce@draft  reduced-motion cross-fade(duration: 0.15, timing: ease-out) → cross-fade(duration: 0.2, timing: ease-in-out) (template default)\n"
        )
    }

    @Test func aVariantThatCannotBeShownIsRefusedAndChangesNothing() throws {
        let studio = try PresetCommandTests.Studio()
        _ = studio.run("new bounce from move-up-bounce; new card from card-expand; use bounce")
        #expect(
            studio.run("set reduced-motion retimed(timing: uikit-spring(damping: 0.4, velocity: 0))").2
                == "error: reduced-motion timing uikit-spring(damping: 0.4, velocity: 0) bounces (progress reaches 1.2538); use a timing that stays between 0 and 1, such as ease-in-out or uikit-spring(damping: 1, velocity: 0)\n"
        )
        #expect(
            studio.run("set reduced-motion slide").2 == """
                error: reduced-motion must be instant, cross-fade(duration: S, timing: T), retimed(timing: T) or preset(name: N), got “slide”
                  set reduced-motion slide
                                     ^^^^^

                """)
        #expect(
            studio.run("set reduced-motion preset(name: card)").2 == """
                error: reduced-motion preset “card” is a card-expand; a move-up-bounce needs a table entrance
                  set reduced-motion preset(name: card)
                                     ^^^^^^^^^^^^^^^^^^

                """)
        #expect(studio.run("show").1.hasSuffix("(template default)\n"))
    }

    @Test func simulateShowsTheVariant() throws {
        // The real binary on a new database file, which holds the demo datasets.
        let studio = try TemporaryStudio("rm")
        let database = URL(fileURLWithPath: studio.database)
        let run = try ProgramRun(
            [
                "-c",
                "new bounce from move-up-bounce; simulate on demo-team --reduce-motion --format summary; "
                    + "new calm from fade; use bounce; set reduced-motion preset(name: calm); "
                    + "simulate on demo-team --reduce-motion --format summary; simulate ease-in on demo-team --reduce-motion"
            ], database: database.path)
        #expect(run.status == 1)
        #expect(
            run.stdout.contains(
                "session session-1 run 1 · bounce@draft (reduce motion) on demo-team · 6 rows × 44 pt, table 844 pt · policy first-screen · stagger row × 0.05s · animation 0.200s\n6 willDisplay, 6 animated, 0 skipped; the table is at rest from 0.450s\n"
            ))
        #expect(
            run.stdout.contains(
                "bounce@draft  reduced-motion cross-fade(duration: 0.2, timing: ease-in-out) (template default) → preset(name: calm)\n"
            ))
        #expect(
            run.stdout.contains(
                "session session-2 run 1 · bounce@draft (reduce motion) on demo-team · 6 rows × 44 pt, table 844 pt · policy first-screen · stagger row × 0.05s · animation 0.500s"
            ))
        #expect(
            run.stderr.hasPrefix(
                "error: --reduce-motion applies to templates and presets; “ease-in” is a timing with no reduced-motion variant"
            ))
    }

    @Test func anOlderDatabaseReadsAsEachTemplatesDefaultAndTakesAVariant() throws {
        try ReleaseUpgradeTests.withCopy(of: "release-0.1") { copy in
            let before = try ProgramRun(["-c", "show bounce@1"], database: copy.path)
            #expect(before.status == 0)
            #expect(
                before.stdout.hasSuffix(
                    "  reduced-motion\n                cross-fade(duration: 0.2, timing: ease-in-out) (template default)\n"
                ))
            let authored = try ProgramRun(
                ["-c", "use bounce; set reduced-motion instant; commit -m still; show bounce --format json"],
                database: copy.path)
            #expect(authored.status == 0, "\(authored.stderr)")
            #expect(authored.stdout.contains("\"authored\": true,\n    \"variant\": \"instant\""))
            let store = try StudioStore(path: copy.path)
            let latest = try store.resolve(PresetReference(name: "bounce", .latest))
            #expect(latest.parameters.reducedMotion == .instant)
            #expect(
                try store.resolve(PresetReference(name: "bounce", .version(1))).parameters.reducedMotionIsAuthored
                    == false)
        }
    }
}

/// The variant travels through the team library: pushed by one studio, pulled by another.
@Suite(.serialized) struct ReducedMotionLibraryTests {
    @Test func aVariantIsPushedByOneStudioAndPulledByAnother() async throws {
        do {
            let team = try LibraryCommandTests.Team()
            let ana = try team.session("ana")
            let ben = try team.session("ben")
            let remote = team.root + "/team.git"
            _ = team.run("library init \(remote) --into \(team.root)/ana-library --author Ana", ana)
            _ = team.run("library init \(remote) --into \(team.root)/ben-library --author Ben", ben)
            _ = team.run("new bounce from move-up-bounce; new plain from fade", ana)
            let set = team.run("use bounce; set reduced-motion retimed(timing: ease-out); commit -m calmer", ana)
            #expect(set.0 == 0, "\(set.2)")
            #expect(team.run("library push -m variants", ana) == (0, "pushed: wrote bounce, plain\n", ""))
            let file = try String(contentsOfFile: "\(team.root)/ana-library/presets/bounce.json", encoding: .utf8)
            #expect(file.contains("      \"reduced-motion\": \"retimed(timing: ease-out)\",\n"))
            // A preset without an authored variant writes none: its file reads as the template's default.
            let plain = try String(contentsOfFile: "\(team.root)/ana-library/presets/plain.json", encoding: .utf8)
            #expect(!plain.contains("reduced-motion"))
            #expect(team.run("library pull", ben) == (0, "pulled: new bounce, plain\n", ""))
            #expect(
                team.run("show bounce", ben).1.hasSuffix(
                    "  reduced-motion\n                retimed(timing: ease-out)\n"))
            #expect(team.run("show plain", ben).1.hasSuffix("(template default)\n"))
            // Changed on one side only, the variant merges like any field.
            _ = team.run("use bounce; set reduced-motion instant; commit; library push", ben)
            #expect(team.run("library pull", ana).0 == 0)
            #expect(team.run("show bounce", ana).1.hasSuffix("  reduced-motion\n                instant\n"))
        }
    }
}

/// `compare REF --reduce-motion`: a preset and its variant side by side.
@Suite struct ReducedMotionCompareTests {
    @Test func comparePutsAPresetBesideItsVariant() throws {
        let studio = try PresetCommandTests.Studio()
        let out = studio.run("compare move-up-bounce --reduce-motion --canvas ascii --width 60 --height 12").1
        #expect(
            out.hasSuffix(
                """
                metric                  1               2
                settle time (s)     1.000  0.195 (-0.805)
                overshoot (%)        25.4     0.0 (-25.4)
                oscillations            4          0 (-4)
                peak velocity (/s)   9.14    8.62 (-0.52)
                t50 (s)             0.081  0.100 (+0.019)
                duration (s)        1.000  0.200 (-0.800)
                1: move-up-bounce
                2: move-up-bounce (reduce motion)

                """))
        _ = studio.run("new still from fade; set reduced-motion instant")
        #expect(
            studio.run("compare still@draft --reduce-motion").2.hasPrefix(
                "error: still@draft's reduced-motion variant is instant: no curve to compare, the final state shows at once"
            ))
    }
}
