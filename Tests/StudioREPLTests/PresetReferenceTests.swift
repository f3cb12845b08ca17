import Foundation
import StudioStore
import StudioTestSupport
import Testing

/// One rule for every verb that shows a preset: no REF means the current preset's draft, and the
/// report names the version it shows; every reference resolves through the store's one resolver,
/// with the same errors and suggestions (the real binary on a database of its own).
@Suite(.serialized) struct PresetReferenceTests {
    final class Studio {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("references-\(UUID())")
        var database: String { folder.appendingPathComponent("studio.sqlite").path }

        init() throws {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let setUp = try run(
                "new card from card-expand; set corner-radius 12; new bars from toolbar-swap; set duration 0.3; "
                    + "new bounce from move-up-bounce; set damping 0.55")
            #expect(setUp.status == 0, "\(setUp.stderr)")
        }

        deinit { try? FileManager.default.removeItem(at: folder) }

        func run(_ line: String) throws -> ProgramRun { try ProgramRun(["-c", line], database: database) }

        /// The first line a command prints.
        func heading(_ line: String) throws -> String {
            let run = try run(line)
            #expect(run.status == 0, "\(line): \(run.stderr)")
            return String(run.stdout.split(separator: "\n", omittingEmptySubsequences: false)[0])
        }
    }

    @Test func everyVerbThatShowsAPresetShowsTheCurrentDraftWithoutREF() throws {
        let studio = try Studio()
        _ = try studio.run("use card")
        #expect(try studio.heading("scene card") == "card@draft on demo-cities under “tap, wait 0.6, close”")
        #expect(
            try studio.heading("play --at 0.1 --width 30 --height 4")
                == "card@draft on demo-cities · t = 0.100s of 0.900s")
        _ = try studio.run("use bars")
        #expect(
            try studio.heading("scene bars")
                == "bars@draft · events “edit at 0, done at 1” · 0.3 s ease-in-out · screen 812 pt · bars 49 pt · completion guard off"
        )
        #expect(
            try studio.heading("play --at 0.1 --width 40 --height 4")
                == "bars@draft · t = 0.100s of 1.300s · state edit · Done · + disabled · tab bar alpha 0.768 · tool bar y 800.6"
        )
        _ = try studio.run("use bounce")
        #expect(
            try studio.heading("simulate on demo-team --format summary")
                == "session session-1 run 1 · bounce@draft on demo-team · 6 rows × 44 pt, table 844 pt · policy first-screen · stagger row × 0.05s · animation 1.000s"
        )
        #expect(
            try studio.heading("play on demo-team --at 0.1 --width 40 --height 4")
                == "bounce@draft on demo-team · t = 0.100s of 1.250s · offset 0.0 pt · top 176 of 844 pt shown")
        #expect(try studio.heading("show").hasPrefix("bounce@draft  move-up-bounce  2"))
        #expect(try studio.heading("metrics") == "bounce@draft: uikit-spring(damping: 0.55, velocity: 0.1)")
        #expect(try studio.heading("convert") == "bounce@draft")
        #expect(try studio.run("sample --samples 1").stdout == "t,translation.y\n0,44\n1,0\n")
        // A reference still names what it names: the committed version, not the draft.
        #expect(try studio.heading("convert bounce") == "bounce@1")
        #expect(
            try studio.heading("play bounce on demo-team --at 0.1 --width 40 --height 4")
                == "bounce@1 on demo-team · t = 0.100s of 1.250s · offset 0.0 pt · top 176 of 844 pt shown")
    }

    @Test func everyVerbResolvesWithTheSameErrorsAndSuggestions() throws {
        let studio = try Studio()
        for (line, column) in [
            ("show bounc", 5), ("tag bounc v1", 4), ("preview bounc", 8), ("export bounc", 7), ("diff bounc", 5)
        ] {
            let run = try studio.run(line)
            #expect(run.status != 0, "\(line)")
            #expect(
                run.stderr == """
                    error: no preset named “bounc”; did you mean “bounce”?
                      \(line)
                      \(String(repeating: " ", count: column))^^^^^

                    """, "\(line)")
        }
        let tag = try studio.run("simulate bounce@calm on demo-team")
        #expect(
            tag.stderr == """
                error: bounce has no version or tag “calm”; use a number, draft or a tag
                  simulate bounce@calm on demo-team
                           ^^^^^^^^^^^

                """)
        #expect(
            try studio.run("show bounce@4").stderr == """
                error: version 4 of “bounce” does not exist (latest is 1)
                  show bounce@4
                       ^^^^^^^^

                """)
    }
}
