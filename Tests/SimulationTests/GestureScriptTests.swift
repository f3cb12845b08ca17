import Simulation
import Testing

@Suite struct GestureScriptTests {
    @Test func parsesEveryStepWithSpans() throws {
        let script = try GestureScript(
            parsing: "tap, wait 0.5, pan -200 over 0.25 release 900, swipe -120.5 over 0.2, close, tap at 3")
        #expect(
            script.steps == [
                .tap(at: nil), .wait(0.5), .pan(dy: -200, seconds: 0.25, release: 900),
                .swipe(dx: -120.5, seconds: 0.2), .close, .tap(at: 3)
            ])
        #expect(script.spans == [0..<3, 5..<13, 15..<45, 47..<68, 70..<75, 77..<85])
        #expect(
            script.description
                == "tap, wait 0.5, pan -200 over 0.25 release 900, swipe -120.5 over 0.2, close, tap at 3")
    }

    @Test(arguments: [
        ("tap now", "gesture step “tap now” should read “tap [at SECONDS]”", 0..<7),
        ("pan 10", "gesture step “pan 10” should read “pan DY over SECONDS [release VY]”", 0..<6),
        ("pan 10 in 2", "gesture step “pan 10 in 2” should read “pan DY over SECONDS [release VY]”", 7..<9),
        (
            "pan 10 over 1 speed 3",
            "gesture step “pan 10 over 1 speed 3” should read “pan DY over SECONDS [release VY]”", 14..<19
        ),
        ("pan 1e6 over 1", "pan distance “1e6” is not a number of points between -100000 and 100000", 4..<7),
        ("pan 10 over 0", "gesture time “0” is not a number of seconds with 0 < seconds ≤ 3600", 12..<13),
        (
            "pan 10 over 1 release nan",
            "release velocity “nan” is not a number of points per second between -100000 and 100000", 22..<25
        ),
        ("swipe 10 over inf", "gesture time “inf” is not a number of seconds with 0 < seconds ≤ 3600", 14..<17),
        ("wait -1", "gesture time “-1” is not a number of seconds with 0 ≤ seconds ≤ 3600", 5..<7),
        ("close 2", "gesture step “close 2” should read “close”", 0..<7),
        (
            "flick 3",
            "unknown gesture “flick”; expected tap [at T], pan DY over S [release VY], swipe DX over S, close, wait S",
            0..<5
        ),
        (
            "tap,, tap",
            "gesture script has an empty step; expected steps separated by commas, such as “tap, wait 1, pan 200 over 0.25”",
            4..<5
        ),
        (
            "",
            "gesture script has an empty step; expected steps separated by commas, such as “tap, wait 1, pan 200 over 0.25”",
            0..<0
        ),
        ("wait 3000, wait 600, wait 1", "gesture script lasts 3601 s up to “wait 1”; the limit is 3600 s", 21..<27),
        (
            "pan 1 over 400, swipe 1 over 201",
            "gesture script keeps a finger down for more than 600 s in all (pans and swipes); shorten its drags",
            16..<32
        ),
        ("wait 2, tap at 1", "“tap at 1” comes before the previous step ends at 2 s; times must not go back", 15..<16)
    ])
    func refusesWithAPreciseMessage(text: String, message: String, span: Range<Int>) {
        #expect(throws: ScriptError(message, span: span)) { try GestureScript(parsing: text) }
    }
}
