import StudioTestSupport
import Testing

/// `compare CURVE --fps 60,120` replays no scene: `--dataset`, `--gesture` and the other scene flags
/// were accepted and ignored; each is refused in one line with the caret under its value.
@Suite struct CompareFrameRateFlagTests {
    @Test func sceneFlagsAreRefused() throws {
        for (flag, value) in [("--dataset", "demo-cities"), ("--gesture", "flick")] {
            let line = "compare ease-in-out --fps 60,120 \(flag) \(value)"
            let run = try ProgramRun(["-c", line])
            #expect(run.status == 1)
            #expect(
                run.stderr
                    == "error: \(flag) does not apply to compare --fps (one curve's frames, no scene is replayed)\n  \(line)\n"
                    + String(repeating: " ", count: 2 + line.count - value.count)
                    + String(repeating: "^", count: value.count)
                    + "\n")
        }
    }
}
