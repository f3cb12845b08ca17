import Foundation
import StudioTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A child started by the test support inherits no descriptor beyond 0, 1 and 2: a pipe a child
/// (or a daemon it leaves behind) keeps open hung whole test runs. Checked for both ways of starting one.
@Suite(.serialized) struct InheritedDescriptorTests {
    /// A pipe open in the test process without close-on-exec, as Foundation leaves some.
    func withInheritablePipe(_ body: (Int32) throws -> Void) throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer {
            close(ends[0])
            close(ends[1])
        }
        #expect(fcntl(ends[1], F_GETFD) & FD_CLOEXEC == 0)
        try body(ends[1])
    }

    static func probe(_ descriptor: Int32) -> String {
        "if [ -e /proc/$$/fd/\(descriptor) ]; then echo inherited-\(descriptor); else echo closed-\(descriptor); fi"
    }

    @Test func aTimedProcessInheritsNoOtherDescriptor() throws {
        try withInheritablePipe { descriptor in
            let run = try TimedProcess("/bin/sh", ["-c", Self.probe(descriptor)], timeout: 10)
            #expect(run.stdout == "closed-\(descriptor)\n")
        }
    }

    @Test func aProgramInAPseudoTerminalInheritsNoOtherDescriptor() throws {
        try withInheritablePipe { descriptor in
            let terminal = try PseudoTerminal(
                "/bin/sh", arguments: ["-c", Self.probe(descriptor) + "; sleep 0.2"],
                environment: ["PATH": "/usr/bin:/bin"])
            #expect(terminal.waitForExit() == 0)
            #expect(PseudoTerminal.plain(terminal.transcript) == "closed-\(descriptor)\n")
        }
    }
}
