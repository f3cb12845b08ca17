import Foundation
import StudioTestSupport
import Testing

/// `rename` keeps everything a preset has and `undo` right after names it back; `copy` carries the
/// whole history. Through the real binary, on one database per test.
@Suite struct RenameCopyTests {
    /// The test's studio (a suite value per test).
    let home: TemporaryStudio

    init() throws { home = try TemporaryStudio("rename") }

    /// `animstudio -c SCRIPT` on the test's studio.
    func studio() -> (String) throws -> ProgramRun {
        let database = home.database
        return { script in try ProgramRun(["-c", script], database: database) }
    }

    /// Times change from run to run: compare everything else.
    static func timeless(_ text: String) -> String {
        text.replacingOccurrences(
            of: #"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{3}Z|[+-]\d\d:\d\d)"#, with: "TIME", options: .regularExpression)
    }

    @Test func renameKeepsVersionsTagsDraftUndoAndRecordsAndUndoNamesItBack() throws {
        let run = studio()
        let setUp = try run(
            "new bounce from move-up-bounce; set damping 0.55 velocity 0; commit -m calm; tag bounce@2 calm; set row-height 60; "
                + "simulate bounce@2 on demo-team --session s --format summary")
        #expect(setUp.status == 0, "\(setUp.stderr)")
        let rename = try run("rename bounce springy")
        #expect(rename.stdout == "renamed bounce to springy (undo names it back)\n")
        let after = try run("history springy; show springy@calm; show; records s --limit 1; presets")
        #expect(
            Self.timeless(after.stdout) == """
                @1         TIME  this studio  from move-up-bounce
                @2 (calm)  TIME  this studio  calm  timing uikit-spring(damping: 0.4, velocity: 0.1) → uikit-spring(damping: 0.55, velocity: 0)
                springy@2  move-up-bounce  TIME  calm
                  duration      1 s
                  delay-factor  0.05 s
                  timing        uikit-spring(damping: 0.55, velocity: 0)
                  row-height    44 pt
                  reduced-motion
                                cross-fade(duration: 0.2, timing: ease-in-out) (template default)
                springy@draft  move-up-bounce  TIME
                  duration      1 s
                  delay-factor  0.05 s
                  timing        uikit-spring(damping: 0.55, velocity: 0)
                  row-height    60 pt
                  reduced-motion
                                cross-fade(duration: 0.2, timing: ease-in-out) (template default)
                session s on demo-team: 1 run, 6 cells, 6 animated
                row  item  name         first shown      shown  first animated   by         animations
                  0     0  Avery Quinn  run 1 at 0.000s      1  run 1 at 0.000s  springy@2           1
                (first 1 of 6 records)
                preset   template        latest  last change
                springy  move-up-bounce  @2*     TIME

                """)
        // The first undo takes back the rename; the next one the draft's own last step.
        #expect(try run("undo").stdout == "undo: renamed springy back to bounce\n")
        #expect(try run("undo").stdout == "undo: bounce@draft  row-height 60 → 44\n")
        #expect(try run("records s --limit 1").stdout.contains("run 1 at 0.000s  bounce@2"))
        // After a change, undo steps the draft, not the rename.
        #expect(
            try run("rename bounce b2; set duration 2; undo").stdout
                == "renamed bounce to b2 (undo names it back)\nb2@draft  duration 1 → 2\nundo: b2@draft  duration 2 → 1\n"
        )
    }

    @Test(arguments: [
        (
            "rename b fade",
            "error: “fade” is the name of a template or timing; choose another preset name\n  rename b fade\n           ^^^^\n"
        ),
        ("rename bb x", "error: no preset named “bb”; did you mean “b”?\n  rename bb x\n         ^^\n"),
        ("rename b c", "error: preset “c” already exists\n"),
        ("copy b c", "error: preset “c” already exists\n")
    ])
    func refusalsChangeNothing(script: String, error: String) throws {
        let run = studio()
        #expect(try run("new b from fade; new c from fade").status == 0)
        let refused = try run(script)
        #expect(refused.status == 1)
        #expect(refused.stderr == error)
        #expect(
            Self.timeless(try run("presets").stdout)
                == "preset  template  latest  last change\nb       fade      @1      TIME\nc       fade      @1      TIME\n"
        )
    }

    @Test func copyCarriesTheWholeHistory() throws {
        let run = studio()
        #expect(
            try run(
                "new bounce from move-up-bounce; set damping 0.55 velocity 0; commit -m calm; tag bounce@2 calm; set duration 2"
            ).status == 0)
        #expect(
            try run("copy bounce calmer").stdout
                == "copied bounce to calmer with 2 versions (latest calmer@2, and its changed draft)\n")
        #expect(try run("history calmer").stdout == (try run("history bounce").stdout))
        #expect(try run("show calmer@calm").stdout.contains("calmer@2  move-up-bounce"))
        // The copy is current and has the source's undo steps; the source keeps its own.
        #expect(try run("undo").stdout == "undo: calmer@draft  duration 2 → 1\n")
        #expect(try run("show bounce@draft").stdout.contains("duration      2 s"))
    }
}
