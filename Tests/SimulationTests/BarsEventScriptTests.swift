import Simulation
import Testing

@Suite struct BarsEventScriptTests {
    @Test func parsesTheIssuesExample() throws {
        let script = try BarsEventScript(parsing: "edit at 0, done at 0.1, edit at 0.5")
        #expect(script.events == [BarsEvent(.edit, at: 0), BarsEvent(.done, at: 0.1), BarsEvent(.edit, at: 0.5)])
        #expect(script.spans == [0..<9, 11..<22, 24..<35])
        #expect(script.description == "edit at 0, done at 0.1, edit at 0.5")
    }

    @Test func waitsMoveTimeOnExactly() throws {
        let script = try BarsEventScript(parsing: " edit ,wait 0.1,  done,wait 0.2 , edit at 0.3, done")
        #expect(
            script.events == [
                BarsEvent(.edit, at: 0), BarsEvent(.done, at: 0.1), BarsEvent(.edit, at: 0.3), BarsEvent(.done, at: 0.3)
            ])
        #expect(script.description == "edit, wait 0.1, done, wait 0.2, edit at 0.3, done")
    }

    @Test(arguments: [
        ("edit at", "event step “edit at” should read “edit [at SECONDS]”", 0..<7),
        ("done 0.1", "event step “done 0.1” should read “done [at SECONDS]”", 0..<8),
        ("edit in 0.1", "event step “edit in 0.1” should read “edit [at SECONDS]”", 5..<7),
        ("edit at -1", "event time “-1” is not a number of seconds with 0 ≤ seconds ≤ 3600", 8..<10),
        ("edit at nan", "event time “nan” is not a number of seconds with 0 ≤ seconds ≤ 3600", 8..<11),
        ("wait inf", "event time “inf” is not a number of seconds with 0 ≤ seconds ≤ 3600", 5..<8),
        ("wait", "event step “wait” should read “wait SECONDS”", 0..<4),
        (
            "edit at 0.3, done at 0.1",
            "event time “0.1” is before 0.3 s, the time already reached; events must be in time order", 21..<24
        ),
        ("wait 3000, wait 601", "event script runs past 3600 seconds (to 3601)", 11..<19),
        ("tap at 0", "unknown event step “tap”; expected edit [at SECONDS], done [at SECONDS], wait SECONDS", 0..<3),
        (
            "edit,, done",
            "event script has an empty step; expected steps separated by commas, such as “edit at 0, done at 0.1”",
            5..<6
        ),
        (
            "", "event script has an empty step; expected steps separated by commas, such as “edit at 0, done at 0.1”",
            0..<0
        )
    ])
    func rejectsWithOneClearLine(text: String, message: String, span: Range<Int>) {
        #expect(throws: ScriptError(message, span: span)) { _ = try BarsEventScript(parsing: text) }
    }

    @Test func refusesOverlongScripts() {
        let steps = { (n: Int) in Array(repeating: "wait 0", count: n).joined(separator: ",") }
        #expect(throws: ScriptError("event script has more than 1000 steps", span: 7000..<7006)) {
            _ = try BarsEventScript(parsing: steps(1001))
        }
        #expect((try? BarsEventScript(parsing: steps(1000))) != nil)
    }
}
