import Foundation
import StudioREPL
import StudioStore
import Testing

/// simulate, records, sessions, reset and play through the command language, as transcripts.
@Suite struct SimulateCommandTests {
    /// A studio with dataset `team`: 30 members named "Member 0" … "Member 29".
    func studio() throws -> PresetCommandTests.Studio {
        let studio = try PresetCommandTests.Studio()
        let members = (0..<30).map { #"{"name": "Member \#($0)", "title": "Title \#($0)"}"# }.joined(separator: ", ")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("animstudio-\(UUID()).json").path
        try "[\(members)]".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(studio.run("import members \(path) --as team").0 == 0)
        return studio
    }

    @Test func cardTiltOnAScrollDownAndBackUp() throws {
        let studio = try studio()
        let (status, out, err) = studio.run(
            #"simulate tip-in on team --table-height 600 --scroll "to 3 over 1, to 0 over 1" --session s --canvas ascii --width 60 --height 10"#
        )
        #expect(status == 0 && err == "")
        #expect(
            out == """
                session s run 1 · tip-in on team · 30 rows × 280 pt, table 600 pt · policy once-per-row · stagger none · animation 0.400s
                  time  row  name      animated  reason                 delay    ends
                0.000s    0  Member 0  yes       row not animated yet  0.000s  0.400s
                0.000s    1  Member 1  yes       row not animated yet  0.000s  0.400s
                0.000s    2  Member 2  yes       row not animated yet  0.000s  0.400s
                0.142s    3  Member 3  yes       row not animated yet  0.000s  0.542s
                0.383s    4  Member 4  yes       row not animated yet  0.000s  0.783s
                0.867s    5  Member 5  yes       row not animated yet  0.000s  1.267s
                1.000s    2  Member 2  no        row already animated       –       –
                1.170s    1  Member 1  no        row already animated       –       –
                1.429s    0  Member 0  no        row already animated       –       –
                \(asciiTimeline)
                9 willDisplay, 6 animated, 3 skipped; the table is at rest from 2.000s

                """)
    }

    let asciiTimeline = [
        "                     first 4 of 6 animations                ",
        "      +----------------------------------------------------+",
        "row 0 |======================================              |",
        "row 1 |======================================              |",
        "row 2 |======================================              |",
        "row 3 |              ======================================|",
        "      ++------------------+------------------+-------------+",
        "     0 ms              200 ms             400 ms            ",
        "                               time                         ",
        "      === active                                            "
    ].joined(separator: "\n")

    @Test func rowStaggerWarnsWhenScrolledInRowsWait() throws {
        let studio = try studio()
        let (_, out, _) = studio.run(#"simulate fade on team --scroll "to 29 over 1" --policy always --format summary"#)
        #expect(
            out == """
                session session-1 run 1 · fade on team · 30 rows × 44 pt, table 844 pt · policy always · stagger row × 0.05s · animation 0.500s
                30 willDisplay, 30 animated, 0 skipped; the table is at rest from 2.718s
                longest wait: row 29, 1.450s between willDisplay at 0.768s and its animation
                note: 10 rows scrolled in and waited longer than the animation lasts (row 20: 1.000s): delay-factor × row grows down the table; --stagger visible delays by screen position instead

                """)
        let visible = studio.run(
            #"simulate fade on team --scroll "to 29 over 1" --policy always --stagger visible --format summary"#
        ).1
        #expect(visible.contains("the table is at rest from 1.450s") && !visible.contains("note:"))
    }

    @Test func sessionsContinueAcrossRunsAndReset() throws {
        let studio = try studio()
        _ = studio.run(#"simulate tip-in on team --table-height 600 --scroll "to 3 over 1, to 0 over 1" --session s"#)
        let (_, second, _) = studio.run(
            #"simulate tip-in on team --table-height 600 --scroll "reverse" --session s --policy once-per-item --format summary"#
        )
        #expect(
            second == """
                session s run 2 · tip-in on team · 30 rows × 280 pt, table 600 pt · policy once-per-item · stagger none · animation 0.400s
                6 willDisplay, 3 animated, 3 skipped; the table is at rest from 0.400s

                """)
        #expect(
            studio.run("records s").1 == """
                session s on team: 2 runs, 9 cells, 9 animated
                row  item  name       first shown      shown  first animated   by      animations
                  0     0  Member 0   run 1 at 0.000s      3  run 1 at 0.000s  tip-in           1
                  0    29  Member 29  run 2 at 0.000s      1  run 2 at 0.000s  tip-in           1
                  1     1  Member 1   run 1 at 0.000s      3  run 1 at 0.000s  tip-in           1
                  1    28  Member 28  run 2 at 0.000s      1  run 2 at 0.000s  tip-in           1
                  2     2  Member 2   run 1 at 0.000s      3  run 1 at 0.000s  tip-in           1
                  2    27  Member 27  run 2 at 0.000s      1  run 2 at 0.000s  tip-in           1
                  3     3  Member 3   run 1 at 0.142s      1  run 1 at 0.142s  tip-in           1
                  4     4  Member 4   run 1 at 0.383s      1  run 1 at 0.383s  tip-in           1
                  5     5  Member 5   run 1 at 0.867s      1  run 1 at 0.867s  tip-in           1

                """)
        #expect(
            studio.run("records s --limit 2").1.hasSuffix(
                "  0    29  Member 29  run 2 at 0.000s      1  run 2 at 0.000s  tip-in           1\n(first 2 of 9 records)\n"
            ))
        #expect(
            studio.run("sessions").1 == """
                session  dataset  runs  cells  animated  first screen  updated
                s        team        2      9         9  pending       2026-11-22T10:00:03.000Z

                """)
        #expect(studio.run("reset s").1 == "reset session s: cleared 9 records; the next run shows a fresh table\n")
        #expect(
            studio.run("records s").1
                == "session s on team: 0 runs, 0 cells, 0 animated\nno records (run simulate … --session s)\n")
        let fresh = studio.run("simulate tip-in on team --table-height 600 --session s --format summary").1
        #expect(fresh.contains("session s run 1 ·") && fresh.contains("3 willDisplay, 3 animated, 0 skipped"))
    }

    @Test func jsonHasEventsAndRecords() throws {
        let studio = try studio()
        let (status, out, _) = studio.run(
            #"simulate fade on team --table-height 100 --scroll "by 50 over 0.5" --session j --format json"#)
        #expect(status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
        let events = try #require(json["events"] as? [[String: Any]])
        #expect(events.map { $0["row"] as? Int } == [0, 1, 2, 3])
        #expect(
            events.map { $0["reason"] as? String } == [
                "first-screen", "first-screen", "first-screen", "first-screen-done"
            ])
        #expect(events[3]["time"] as? Double == 0.2591633373621332)
        #expect(events[3]["delay"] is NSNull && events[3]["end"] is NSNull && events[3]["animated"] as? Bool == false)
        #expect(events[2]["delay"] as? Double == 0.1 && events[2]["end"] as? Double == 0.6)
        let records = try #require(json["records"] as? [[String: Any]])
        #expect(records.count == 4 && records[3]["animatedRun"] is NSNull && records[3]["displays"] as? Int == 1)
        #expect(
            json["session"] as? String == "j" && json["run"] as? Int == 1
                && json["scroll"] as? String == "by 50 over 0.5")
    }

    @Test(arguments: [
        (
            "simulate card-expand on team",
            "card-expand (card-expand) is not a table-cell entrance; tables play fade, move-up-bounce, move-up-fade, slide-in, tip-in and presets made from them; replay the card with scene card"
        ),
        ("simulate fade on nowhere", "no dataset named “nowhere”; see datasets"),
        (
            "simulate fade in team",
            "expected “on”, got “in”: usage: simulate [ENTRANCE|REF] on DATASET [--scroll SCRIPT] [--policy P] [--stagger S] [--session NAME] [--row-height H] [--table-height H] [--viewport ROWS] [--reduce-motion] [--fps N] [--format text|json|summary] [--canvas C] [--width W] [--height H] [--color WHEN]"
        ),
        (
            "simulate fade on team --policy twice",
            "--policy must be one of always, once-per-row, first-screen, once-per-item, got “twice”"
        ),
        ("simulate fade on team --row-height -44", "--row-height must be between 1 and 10000, got -44"),
        ("simulate fade on team --scroll \"to 30\"", "scroll step “to 30”: row 30 does not exist; rows are 0 to 29"),
        (
            "simulate fade on team --session \"\"",
            "session name must not be empty; use 1-64 characters without tabs, line breaks, leading or trailing spaces, control or invisible characters or “@”"
        ),
        ("records nobody", "no preview session named “nobody”; see sessions"),
        ("reset nobody", "no preview session named “nobody”; see sessions"),
        (
            "play fade on team",
            "play animates in a terminal and standard output is not one; give --at T1,T2,… to print frames at those times as text"
        ),
        (
            "play fade on team --at 0,x",
            "--at time “x” is not a number of seconds from 0 to 7200; expected times such as 0,0.25,0.5"
        )
    ])
    func badInputChangesNothing(command: String, message: String) throws {
        let studio = try studio()
        let (status, out, err) = studio.run(command)
        #expect(status == 1 && out == "")
        #expect(err.hasPrefix("error: \(message)\n"), "\(err)")
        #expect(studio.run("sessions").1 == "no preview sessions; simulate REF on DATASET starts one\n")
    }

    @Test func viewportCountsRows() throws {
        let studio = try studio()
        let out = studio.run("simulate fade on team --viewport 3 --format summary").1
        #expect(out.contains("30 rows × 44 pt, table 132 pt") && out.contains("3 willDisplay"))
        #expect(
            studio.run("simulate fade on team --viewport 3 --table-height 100").2.hasPrefix(
                "error: give --table-height or --viewport, not both\n"))
    }

    @Test func scriptErrorsPointIntoTheScript() throws {
        let studio = try studio()
        let (_, _, err) = studio.run(#"simulate fade on team --scroll "to 3 over 1, jump 4""#)
        #expect(
            err == """
                error: unknown scroll step “jump”; expected to ROW [over S], by POINTS [over S], wait S, refresh, reverse, insert N at ROW
                  simulate fade on team --scroll "to 3 over 1, jump 4"
                                                               ^^^^

                """)
    }

    @Test func aSessionStaysWithItsDataset() throws {
        let studio = try studio()
        _ = studio.run("simulate fade on team --session s")
        let (status, _, err) = studio.run("simulate fade on demo --session s")
        #expect(status == 1)
        #expect(err.hasPrefix("error: no dataset named “demo”"))
    }

    @Test func framesAtChosenTimes() throws {
        let studio = try studio()
        let (status, out, _) = studio.run(
            "play fade on team --at 0.1,0.6 --width 30 --height 4 --table-height 176 --glyphs ascii --session p")
        #expect(status == 0)
        #expect(
            out == """
                fade on team · t = 0.100s of 0.650s · offset 0.0 pt
                \(framesAt01)

                fade on team · t = 0.600s of 0.650s · offset 0.0 pt
                \(framesAt06)
                recorded as run 1 of session p (4 animated)

                """)
    }

    /// The default 844 pt table on 10 lines would put two 44 pt rows on a line (Member 1 over
    /// Member 0): the frame shows the table's top instead, a line per row, and says so.
    @Test func aShortFrameShowsTheTopOfTheTableALinePerRow() throws {
        let studio = try studio()
        let (status, out, err) = studio.run("play fade on team --at 1 --width 30 --height 10 --glyphs ascii")
        #expect(status == 0 && err == "")
        #expect(
            out == "fade on team · t = 1.000s of 1.450s · offset 0.0 pt · top 440 of 844 pt shown\n"
                + (0..<10).map { "| Member \($0) - Title \($0)" + String(repeating: " ", count: 9) + "|\n" }.joined())
        let tall = studio.run("play fade on team --at 1 --width 30 --height 22 --glyphs ascii").1
        #expect(tall.hasPrefix("fade on team · t = 1.000s of 1.450s · offset 0.0 pt\n| Member 0 - Title 0"))
    }

    let framesAt01 = [
        ". ...... . . ..... .         .",
        ". ...... . . ..... .         .",
        "                              ",
        "                              "
    ].joined(separator: "\n")
    let framesAt06 = [
        "| Member 0 - Title 0         |",
        "| Member 1 - Title 1         |",
        "| Member 2 - Title 2         |",
        "| Member 3 - Title 3         |"
    ].joined(separator: "\n")
}
