import ChildProcess
import Testing

/// The runner git goes through, with real programs: arguments are never a shell's, input and output
/// larger than a pipe's buffer move both ways without a deadlock, a child that reads nothing does
/// not kill us with SIGPIPE, and statuses, signals and failures to start are told exactly.
@Suite struct CapturedRunTests {
    static let environment = ["PATH": "/usr/bin:/bin", "LC_ALL": "C"]

    @Test func anArgumentIsNeverAShellCommand() throws {
        let run = try CapturedRun("printf", ["%s", "a; echo b $(id) `id`"], environment: Self.environment)
        #expect(run.status == 0)
        #expect(String(decoding: run.output, as: UTF8.self) == "a; echo b $(id) `id`")
        #expect(run.error == [])
    }

    @Test func inputAndOutputLargerThanAPipeMoveBothWays() throws {
        let input = (0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let run = try CapturedRun("cat", [], environment: Self.environment, input: input)
        #expect(run.status == 0)
        #expect(run.output == input)
    }

    @Test func aChildThatReadsNoInputEndsCleanly() throws {
        let run = try CapturedRun(
            "true", [], environment: Self.environment, input: [UInt8](repeating: 65, count: 1 << 20))
        #expect(run.status == 0)
        #expect(run.output == [])
    }

    @Test func theStatusTheErrorAndTheEnvironmentAreTheChilds() throws {
        let run = try CapturedRun(
            "sh", ["-c", "echo \"$GREETING\"; echo oops >&2; exit 3"],
            environment: Self.environment.merging(["GREETING": "hello"]) { $1 })
        #expect(run.status == 3)
        #expect(String(decoding: run.output, as: UTF8.self) == "hello\n")
        #expect(String(decoding: run.error, as: UTF8.self) == "oops\n")
    }

    @Test func aChildKilledByASignalIs128PlusTheSignal() throws {
        let run = try CapturedRun("sh", ["-c", "kill -9 $$"], environment: Self.environment)
        #expect(run.status == 137)
    }

    @Test func aProgramThatCannotStartIsSaid() {
        #expect(throws: ChildProcessError("cannot start no-such-program-31: No such file or directory")) {
            try CapturedRun("no-such-program-31", [], environment: Self.environment)
        }
    }

    @Test func outputPastItsLimitStopsTheChild() {
        #expect(throws: ChildProcessError("head wrote more than 1000 bytes")) {
            try CapturedRun("head", ["-c", "200000", "/dev/zero"], environment: Self.environment, outputLimit: 1000)
        }
    }
}
