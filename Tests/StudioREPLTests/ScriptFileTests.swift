import Foundation
import StudioTestSupport
import Testing

/// `-f FILE` runs a regular file within the limit of every other file the studio reads, or a pipe
/// (`-f <(…)`, a FIFO) streamed as it arrives. `-f /dev/zero` used to read forever.
@Suite struct ScriptFileTests {
    func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("animstudio-script-\(UUID())").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func aDeviceIsRefusedBeforeAnythingRuns() throws {
        for device in ["/dev/zero", "/dev/null"] {
            let run = try ProgramRun(["-f", device])
            #expect(run.status == 64)
            #expect(run.stderr == "animstudio: cannot read “\(device)”: not a regular file or a pipe\n")
            #expect(run.stdout == "")
        }
    }

    /// A sparse file one byte over 16 MiB: refused by its size, in FileAccess's words, before a line runs.
    @Test func aFileOverTheLimitIsRefusedBeforeAnythingRuns() throws {
        let path = try folder() + "/huge.anim"
        try Data("sample linear --samples 1\n".utf8).write(to: URL(fileURLWithPath: path))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: 16 * 1024 * 1024 + 1)
        try handle.close()
        let run = try ProgramRun(["-f", path])
        #expect(run.status == 64)
        #expect(run.stderr == "animstudio: “\(path)” is 16777217 bytes; the limit is 16777216 bytes (16 MiB)\n")
        #expect(run.stdout == "")
    }

    /// A FIFO is read as the stream it is, to its end.
    @Test func aFIFOIsStreamed() throws {
        let pipe = try folder() + "/script.fifo"
        #expect(mkfifo(pipe, 0o600) == 0)
        let writer = Thread {
            if let handle = FileHandle(forWritingAtPath: pipe) {
                handle.write(Data("sample linear --samples 1\n".utf8))
                try? handle.close()
            }
        }
        writer.start()
        let run = try ProgramRun(["-f", pipe], timeout: 60)
        #expect(run.status == 0)
        #expect(run.stdout == "t,progress,velocity\n0,0,1\n1,1,1\n")
        #expect(run.stderr == "")
    }
}
