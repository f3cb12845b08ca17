import AnimationCore
import Foundation
import StudioREPL
import StudioStore
import Testing

/// Preset commands against an in-memory store with a fixed clock, checked as transcripts.
@Suite struct PresetCommandTests {
    final class Studio: @unchecked Sendable {
        let session: Session
        init() throws {
            let ticks = Ticks()
            session = Session(store: try StudioStore.inMemory(), clock: { ticks.next() })
        }

        /// Runs one script; returns (status, stdout, stderr).
        func run(_ script: String) -> (Int32, String, String) {
            let transcript = Transcript()
            let status = transcript.run(script, session: session)
            return (status, transcript.stdout, transcript.stderr)
        }
    }

    @Test func newSetCommitHistory() throws {
        let studio = try Studio()
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
            studio.run("set damping 0.55 velocity 0").1
                == "bounce@draft  timing uikit-spring(damping: 0.4, velocity: 0.1) → uikit-spring(damping: 0.55, velocity: 0)\n"
        )
        #expect(studio.run("commit -m \"less wobble\"").1 == "bounce@2\n")
        #expect(
            studio.run("set row-height 60 duration 0.8; commit").1
                == "bounce@draft  duration 1 → 0.8, row-height 44 → 60\nbounce@3\n")
        #expect(
            studio.run("history bounce").1 == """
                @1  2026-11-22T10:00:01+00:00  this studio  from move-up-bounce
                @2  2026-11-22T10:00:03+00:00  this studio  less wobble  timing uikit-spring(damping: 0.4, velocity: 0.1) → uikit-spring(damping: 0.55, velocity: 0)
                @3  2026-11-22T10:00:05+00:00  this studio  —  duration 1 → 0.8, row-height 44 → 60

                """)
        #expect(
            studio.run("presets").1
                == "preset  template        latest  last change\nbounce  move-up-bounce  @3      2026-11-22T10:00:05.000Z\n"
        )
    }

    @Test func setDampingParsesNoTimingTextAndSetTimingParsesItOnce() throws {
        // The path of `set damping 0.55` from the line to the database and back, as
        // docs/explanation/architecture.md counts it: the draft is read as typed values, the timing's
        // number changed on the value, checked once and stored as a record. No timing text is parsed
        // or printed to be parsed back; a typed timing is parsed once, where typed.
        let studio = try Studio()
        _ = studio.run("new bounce from move-up-bounce")
        let damping = WorkCounter.counting { studio.run("set damping 0.55") }
        #expect(
            damping.result.1
                == "bounce@draft  timing uikit-spring(damping: 0.4, velocity: 0.1) → uikit-spring(damping: 0.55, velocity: 0.1)\n"
        )
        #expect(damping.counted.parsed == [])
        // The resolver's read and the read inside the write.
        #expect(damping.counted.decodes == 2)
        // The draft as read, the draft inside the write, the edited one, and the warnings' check that
        // UIKit's Newton steps converge for the edited spring.
        #expect(damping.counted.solves == 4)
        // The report's before and after.
        #expect(damping.counted.prints == 2)
        let timing = WorkCounter.counting { studio.run("set timing \"spring(duration: 0.5, bounce: 0.2)\"") }
        #expect(timing.result.0 == 0)
        #expect(timing.counted.parsed == ["spring(duration: 0.5, bounce: 0.2)"])
        let show = WorkCounter.counting { studio.run("show; commit; show bounce@2") }
        #expect(show.result.1.contains("timing        spring(duration: 0.5, bounce: 0.2)"))
        #expect(show.counted.parsed == [])
    }

    @Test func exportWithoutAReferenceWritesTheCurrentDraftAndNamesIt() throws {
        // One rule for every verb: no REF means the current preset's draft.
        let studio = try Studio()
        _ = studio.run("new b from fade; set duration 0.8")
        #expect(
            studio.run("export --as css").1.hasPrefix(
                """
                /* b@draft (template fade, timing ease-in-out) exported by animstudio 0.1.0.
                   Curve: ease-in-out over 0.8 s; rows start 0.05 s apart.
                """))
        #expect(studio.run("export").2 == "error: a draft cannot be exported as JSON; commit it first\n")
        #expect(studio.run("commit; export b").1.contains(#""duration": 0.8"#))
    }

    @Test func undoRedoWalkTheDraft() throws {
        let studio = try Studio()
        _ = studio.run("new f from fade; set duration 1; set duration 2")
        #expect(studio.run("undo").1 == "undo: f@draft  duration 2 → 1\n")
        #expect(studio.run("undo").1 == "undo: f@draft  duration 1 → 0.5\n")
        #expect(studio.run("undo").2 == "error: nothing to undo: the draft of “f” is at its oldest kept state\n")
        #expect(
            studio.run("redo; show").1
                == "redo: f@draft  duration 0.5 → 1\nf@draft  fade  2026-11-22T10:00:07.000Z\n  duration      1 s\n  delay-factor  0.05 s\n  timing        ease-in-out\n  reduced-motion\n                cross-fade(duration: 0.2, timing: ease-in-out) (template default)\n"
        )
    }

    @Test func referencesAndTags() throws {
        let studio = try Studio()
        _ = studio.run("new b from fade; set duration 1; commit; set duration 2; commit")
        #expect(studio.run("tag b@2 smooth-one").1 == "b@smooth-one → b@2\n")
        #expect(studio.run("show b@smooth-one").1.hasPrefix("b@2  fade"))
        #expect(studio.run("show b").1.hasPrefix("b@3  fade"))
        #expect(studio.run("show b@1 --format json").1.contains("\"duration\": 0.5"))
        #expect(
            studio.run("show b@9").2 == "error: version 9 of “b” does not exist (latest is 3)\n  show b@9\n       ^^^\n"
        )
        #expect(
            studio.run("show b@nope").2
                == "error: b has no version or tag “nope”; use a number, draft or a tag\n  show b@nope\n       ^^^^^^\n"
        )
        #expect(
            studio.run("tag b@draft x").2.hasPrefix(
                "error: only committed versions can be tagged; commit the draft first"))
    }

    @Test func diffListsChangesAndMetrics() throws {
        let studio = try Studio()
        _ = studio.run("new b from move-up-bounce; set damping 0.55; commit")
        let (status, out, _) = studio.run("diff b@1 b@2 --format json")
        #expect(status == 0)
        #expect(out.contains("\"parameter\": \"timing\""))
        #expect(out.contains("\"new\": \"uikit-spring(damping: 0.55, velocity: 0.1)\""))
        #expect(out.contains("\"overshoot\": {"))
        let text = studio.run("diff b@1 b@2 --canvas ascii --width 60").1
        #expect(
            text.hasPrefix(
                "b@1 → b@2\n  timing  uikit-spring(damping: 0.4, velocity: 0.1) → uikit-spring(damping: 0.55, velocity: 0.1)\n"
            ))
        #expect(text.contains("overshoot (%)"))
    }

    struct Bad: CustomTestStringConvertible, Sendable {
        let script: String
        let error: String
        var testDescription: String { script }
    }

    @Test(arguments: [
        Bad(
            script: "set duration 2",
            error: "error: no current preset; choose one with use NAME or make one with new NAME from TEMPLATE\n"),
        Bad(
            script: "new f from fade; set wobble 3",
            error:
                "error: fade has no parameter “wobble”; expected duration, delay-factor, timing, reduced-motion or a number of the timing\n  new f from fade; set wobble 3\n                       ^^^^^^\n"
        ),
        Bad(
            script: "new f from fade; set damping 0.5",
            error:
                "error: fade has no parameter “damping”; expected duration, delay-factor, timing, reduced-motion or a number of the timing\n  new f from fade; set damping 0.5\n                       ^^^^^^^\n"
        ),
        Bad(
            script: "new f from fade; set duration -1",
            error:
                "error: duration must be greater than 0 and at most 3600, got -1\n  new f from fade; set duration -1\n                                ^^\n"
        ),
        Bad(
            script: "new f from fade; set duration nan",
            error:
                "error: duration must be greater than 0 and at most 3600, got nan\n  new f from fade; set duration nan\n                                ^^^\n"
        ),
        Bad(
            script: "new f from fade; set timing spring(mass: 0)",
            error:
                "error: mass must be greater than 0, got 0\n  new f from fade; set timing spring(mass: 0)\n                                     ^^^^^^^\n"
        ),
        Bad(
            script: "new f from fade; set duration",
            error:
                "error: set takes pairs: usage: set PARAM VALUE [PARAM VALUE …]\n  new f from fade; set duration\n                   ^^^\n"
        ),
        Bad(script: "new f from fade; commit", error: "error: nothing to commit: the draft equals f@1\n"),
        Bad(script: "new f from fade; new f from fade", error: "error: preset “f” already exists\n"),
        Bad(
            script: "new fade from fade",
            error:
                "error: “fade” is the name of a template or timing; choose another preset name\n  new fade from fade\n      ^^^^\n"
        ),
        Bad(
            script: "new g from nothing",
            error:
                "error: no template or preset named “nothing”; see templates or presets\n  new g from nothing\n             ^^^^^^^\n"
        ),
        Bad(
            script: "new x from move-up-bounc",
            error:
                "error: no template or preset named “move-up-bounc”; see templates or presets; did you mean “move-up-bounce”?\n  new x from move-up-bounc\n             ^^^^^^^^^^^^^\n"
        ),
        Bad(
            script: "new b from move-up-bounce; set damping 0",
            error:
                "error: damping must be greater than 0, got 0\n  new b from move-up-bounce; set damping 0\n                                         ^\n"
        )
    ])
    func badEditsChangeNothing(_ bad: Bad) throws {
        let studio = try Studio()
        let (status, _, err) = studio.run(bad.script)
        #expect(status == 1)
        #expect(err == bad.error)
    }

    @Test func aFailedSetWritesNoPartOfIt() throws {
        let studio = try Studio()
        _ = studio.run("new f from fade")
        #expect(studio.run("set duration 2 delay-factor -1").0 == 1)
        #expect(studio.run("show").1.contains("duration      0.5 s"))
    }

    @Test func hostileNamesAreJustNames() throws {
        let studio = try Studio()
        let (status, out, err) = studio.run(#"new "x'); DROP TABLE presets; --" from fade; presets"#)
        #expect(status == 0, "\(err)")
        #expect(out.contains("x'); DROP TABLE presets; --  fade"))
    }

    @Test func deleteHidesRestoreBringsBack() throws {
        let studio = try Studio()
        _ = studio.run("new f from fade; set duration 1; commit")
        #expect(studio.run("delete f").1 == "deleted f (its versions are kept; restore f brings it back)\n")
        #expect(
            studio.run("presets").1 == "no presets yet; make one with new NAME from TEMPLATE (templates lists them)\n")
        #expect(studio.run("show f@2").2 == "error: preset “f” is deleted; restore it first\n  show f@2\n       ^^^\n")
        #expect(studio.run("restore f; show f@2").1.contains("duration      1 s"))
    }
}

/// A clock that advances one second per reading: 10:00:01, 10:00:02, …
final class Ticks: @unchecked Sendable {
    private var count = 0
    func next() -> String {
        count += 1
        return "2026-11-22T10:00:\(count < 10 ? "0" : "")\(count).000Z"
    }
}

@Suite struct PresetPlotTests {
    @Test func plotAndStaggerTakeReferences() throws {
        let studio = try PresetCommandTests.Studio()
        _ = studio.run("new b from move-up-fade; set delay-factor 0.1; commit")
        let (status, out, err) = studio.run("plot --stagger b@2 --rows 3 --canvas ascii --width 50")
        #expect(status == 0, "\(err)")
        #expect(out.split(separator: "\n").first?.trimmingCharacters(in: .whitespaces) == "b@2: 3 rows")
        let overlay = studio.run("plot b@1 b@2 ease-in --canvas ascii --width 60 --height 14").1
        #expect(overlay.contains("* b@1") && overlay.contains("o b@2") && overlay.contains("x ease-in"))
        #expect(
            studio.run("plot --stagger nothing").2.hasPrefix("error: no timing, template or preset named “nothing”"))
    }
}
