import Simulation
import Testing

@Suite struct ScrollScriptTests {
    @Test func parsesTheIssuesExample() throws {
        let script = try ScrollScript(parsing: "to 20 over 1.5, wait 0.5, to 0, refresh")
        #expect(script.steps == [.toRow(20, over: 1.5), .wait(0.5), .toRow(0, over: nil), .refresh])
        #expect(script.spans == [0..<14, 16..<24, 26..<30, 32..<39])
        #expect(script.description == "to 20 over 1.5, wait 0.5, to 0, refresh")
    }

    @Test func parsesEveryStep() throws {
        let script = try ScrollScript(parsing: "  by -120.5 over 0.25 ,by 44,reverse, insert 2 at 0,wait 0")
        #expect(
            script.steps == [
                .byPoints(-120.5, over: 0.25), .byPoints(44, over: nil), .reverse, .insert(count: 2, at: 0), .wait(0)
            ])
    }

    @Test(arguments: [
        ("to 20 over", "scroll step “to 20 over” should read “to ROW [over SECONDS]”", 0..<10),
        ("to -1", "row “-1” is not a whole number from 0 to 2147483647", 3..<5),
        ("to 3 over 0", "scroll time “0” is not a number of seconds with 0 < seconds ≤ 3600", 10..<11),
        ("to 3 over nan", "scroll time “nan” is not a number of seconds with 0 < seconds ≤ 3600", 10..<13),
        ("wait inf", "scroll time “inf” is not a number of seconds with 0 ≤ seconds ≤ 3600", 5..<8),
        ("wait 3601", "scroll time “3601” is not a number of seconds with 0 ≤ seconds ≤ 3600", 5..<9),
        ("by 1e10", "scroll distance “1e10” is not a number of points between -1e9 and 1e9", 3..<7),
        ("to 1 during 2", "scroll step “to 1 during 2” should read “to ROW [over SECONDS]”", 5..<11),
        ("insert 0 at 1", "insert count “0” is not a whole number from 1 to 100000", 7..<8),
        ("refresh now", "scroll step “refresh now” should read “refresh”", 0..<11),
        (
            "jump 3",
            "unknown scroll step “jump”; expected to ROW [over S], by POINTS [over S], wait S, refresh, reverse, insert N at ROW",
            0..<4
        ),
        (
            "to 1,, to 2",
            "scroll script has an empty step; expected steps separated by commas, such as “to 20 over 1.5, wait 0.5, to 0, refresh”",
            5..<6
        ),
        (
            "",
            "scroll script has an empty step; expected steps separated by commas, such as “to 20 over 1.5, wait 0.5, to 0, refresh”",
            0..<0
        )
    ])
    func rejectsWithOneClearLine(text: String, message: String, span: Range<Int>) {
        #expect(throws: ScriptError(message, span: span)) { _ = try ScrollScript(parsing: text) }
    }

    @Test func refusesOverlongScripts() {
        let text = Array(repeating: "wait 0", count: ScrollScript.maximumSteps + 1).joined(separator: ",")
        #expect(throws: ScriptError.self) { _ = try ScrollScript(parsing: text) }
        #expect(
            (try? ScrollScript(
                parsing: Array(repeating: "wait 0", count: ScrollScript.maximumSteps).joined(separator: ","))) != nil)
    }
}
