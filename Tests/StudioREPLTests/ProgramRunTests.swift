import Foundation
import StudioTestSupport
import Testing

/// ProgramRun itself: both outputs collected in full whatever their size and order, its input
/// given, and a run past its time limit killed with an error naming it.
@Suite struct ProgramRunTests {
    @Test func outputsPastAPipesCapacityOnBothStreamsComeBackWhole() throws {
        // 200,000 bytes on standard error first, then 100,000 on standard output: read one after
        // the other through pipes, the child would wait forever on the first.
        let script = "head -c 200000 /dev/zero | tr '\\0' e >&2; head -c 100000 /dev/zero | tr '\\0' o; cat"
        let run = try ProgramRun(["-c", script], stdin: "given\n", timeout: 60, program: "/bin/sh")
        #expect(run.status == 0)
        #expect(run.stderr == String(repeating: "e", count: 200_000))
        #expect(run.stdout == String(repeating: "o", count: 100_000) + "given\n")
    }

    @Test func aRunPastItsTimeLimitIsKilledAndNamed() throws {
        let started = Date()
        #expect(throws: TimedProcessError("/bin/sh -c sleep 30 did not finish within 1.0 s")) {
            try ProgramRun(["-c", "sleep 30"], timeout: 1, program: "/bin/sh")
        }
        #expect(Date().timeIntervalSince(started) < 20)
    }
}
