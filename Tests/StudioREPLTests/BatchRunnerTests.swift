import Foundation
import StudioREPL
import Testing

/// Runs scripts through the real session and batch runner, capturing both streams.
final class Transcript: @unchecked Sendable {
    private let lock = NSLock()
    private var out = ""
    private var err = ""
    var stdout: String { lock.withLock { out } }
    var stderr: String { lock.withLock { err } }

    func run(
        _ script: String, keepGoing: Bool = false, origin: String? = nil, terminal: TerminalSettings = .plain,
        session: Session? = nil
    ) -> Int32 {
        let runner = BatchRunner(
            session: session ?? Session(terminal: terminal), keepGoing: keepGoing,
            output: { text in self.lock.withLock { self.out += text } },
            errors: { text in self.lock.withLock { self.err += text } })
        return runner.run(script, origin: origin)
    }
}

@Suite struct BatchRunnerTests {
    @Test func sampleLinearCSV() {
        let transcript = Transcript()
        #expect(transcript.run("sample linear --samples 4") == 0)
        #expect(transcript.stdout == "t,progress,velocity\n0,0,1\n0.25,0.25,1\n0.5,0.5,1\n0.75,0.75,1\n1,1,1\n")
        #expect(transcript.stderr == "")
    }

    @Test func springCutOffShowsTheJump() {
        // CA's default spring stopped at 0.2 s: 0.849… just before, exactly 1 at the duration.
        let transcript = Transcript()
        #expect(transcript.run("sample spring(mass: 1, stiffness: 100, damping: 10) --duration 0.2 --samples 2") == 0)
        #expect(transcript.stdout == "t,progress,velocity\n0,0,0\n0.1,0.3402998466082985,5.335071951146929\n0.2,1,0\n")
    }

    @Test func springSampleWithoutDurationRunsToItsSettlingDuration() {
        let transcript = Transcript()
        #expect(transcript.run("sample spring(mass: 1, stiffness: 100, damping: 20) --samples 1") == 0)
        #expect(transcript.stdout == "t,progress,velocity\n0,0,0\n1,1,0\n")
    }

    @Test func parseErrorPointsAtTheText() {
        let transcript = Transcript()
        #expect(transcript.run("sample sprung(mass: 1)") == 1)
        #expect(transcript.stdout == "")
        #expect(
            transcript.stderr == """
                error: unknown timing “sprung”; expected one of linear, ease-in, ease-out, ease-in-out, ca-default, cubic, uikit-spring, spring, swiftui-spring, pop, origami, android, smooth, snappy, bouncy, motion-spring, reanimated-spring, flutter-spring, compose-spring, figma-spring
                  sample sprung(mass: 1)
                         ^^^^^^

                """)
    }

    @Test func outOfRangeNamesParameterValueAndRange() {
        let transcript = Transcript()
        #expect(transcript.run("convert spring(mass: 1, stiffness: -5, damping: 10)") == 1)
        #expect(
            transcript.stderr == """
                error: stiffness must be greater than 0, got -5
                  convert spring(mass: 1, stiffness: -5, damping: 10)
                                          ^^^^^^^^^^^^^

                """)
        #expect(transcript.stdout == "")
    }

    @Test(arguments: [
        (
            "sample ease-in --duration -1",
            "error: --duration must be greater than 0 and at most 3600, got -1\n  sample ease-in --duration -1\n                            ^^\n"
        ),
        (
            "sample ease-in --duration nan",
            "error: --duration must be greater than 0 and at most 3600, got nan\n  sample ease-in --duration nan\n                            ^^^\n"
        ),
        (
            "sample ease-in --samples 0",
            "error: --samples must be a whole number from 1 to 100000, got “0”\n  sample ease-in --samples 0\n                           ^\n"
        ),
        (
            "metrics ease-in --format xml",
            "error: --format must be one of text, json, got “xml”\n  metrics ease-in --format xml\n                           ^^^\n"
        ),
        ("sample spring(mass: 1", "error: missing “)” to close this “(”\n  sample spring(mass: 1\n               ^\n"),
        // No CURVE means the current draft, which needs the database (this transcript opens none).
        ("convert", "error: this command needs the studio database, which is not open\n"),
        (
            "sample linear --frobnicate 2",
            "error: unknown option --frobnicate for sample; expected --duration, --format, --fps, --row, --samples\n  sample linear --frobnicate 2\n                ^^^^^^^^^^^^\n"
        ),
        (
            "sample fade --duration 2",
            "error: --duration does not apply to a template; its duration is a parameter\n  sample fade --duration 2\n                         ^\n"
        ),
        (
            "sample ease-in \"unterminated",
            "error: unterminated quote\n  sample ease-in \"unterminated\n                 ^\n"
        )
    ])
    func badInputGivesOneErrorAndNoOutput(_ script: String, _ expected: String) {
        let transcript = Transcript()
        #expect(transcript.run(script) == 1)
        #expect(transcript.stdout == "")
        #expect(transcript.stderr == expected)
    }

    @Test func firstFailureStopsUnlessKeepGoing() {
        let stopping = Transcript()
        #expect(stopping.run("sample linear --samples 1; bogus; sample linear --samples 1") == 1)
        #expect(stopping.stdout == "t,progress,velocity\n0,0,1\n1,1,1\n")
        let going = Transcript()
        #expect(going.run("sample linear --samples 1; bogus; sample linear --samples 1", keepGoing: true) == 1)
        #expect(going.stdout == "t,progress,velocity\n0,0,1\n1,1,1\nt,progress,velocity\n0,0,1\n1,1,1\n")
    }

    @Test func scriptFilesReportTheLine() {
        let transcript = Transcript()
        let script = "# tuning\nmetrics linear --format json\n\nconvert nope\n"
        #expect(transcript.run(script, origin: "tune.anim") == 1)
        #expect(transcript.stderr.hasPrefix("tune.anim:4: error: no timing, template or preset named “nope”"))
    }

    @Test func templateSampleAppliesTheRowDelay() {
        let transcript = Transcript()
        #expect(transcript.run("sample fade --row 2 --samples 4") == 0)
        // Row 2 waits 0.1 s, then eases in and out over 0.5 s: t = 0.15 is 10 % into it, where
        // ease-in-out is 0.0197224535 (the published table).
        #expect(
            transcript.stdout
                == "t,opacity\n0,0\n0.15,0.01972245354831119\n0.3,0.331883870097646\n0.45,0.8126040932946875\n0.6,1\n"
        )
    }

    @Test func controlCharactersInErrorsAreMadeVisible() {
        let transcript = Transcript()
        #expect(transcript.run("sample \u{1B}]0;pwned\u{07}") == 1)
        #expect(!transcript.stderr.contains("\u{1B}"))
        #expect(transcript.stderr.contains("\\e]0;pwned\\u{7}"))
    }

    @Test func bidiAndC1CharactersInErrorsAreMadeVisible() {
        let transcript = Transcript()
        #expect(transcript.run("sample a\u{202E}b\u{2066}c\u{9B}d\u{61C}e\u{200F}\u{2028}") == 1)
        #expect(
            transcript.stderr == """
                error: no timing, template or preset named “a\\u{202E}b\\u{2066}c\\u{9B}d\\u{61C}e\\u{200F}\\u{2028}”; see templates, presets, or help for the timings
                  sample a\\u{202E}b\\u{2066}c\\u{9B}d\\u{61C}e\\u{200F}\\u{2028}
                         \(String(repeating: "^", count: 50))

                """)
        #expect(
            !transcript.stderr.unicodeScalars.contains {
                $0.properties.isBidiControl || (0x80...0x9F).contains($0.value)
            })
    }

    @Test func quitStopsTheScript() {
        let transcript = Transcript()
        #expect(transcript.run("quit; sample linear") == 0)
        #expect(transcript.stdout == "")
    }
}
