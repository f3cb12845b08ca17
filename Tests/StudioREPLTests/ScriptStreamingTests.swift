import Foundation
import StudioREPL
import StudioTestSupport
import Testing

/// Scripts stream line by line, and over-long lines are refused as they pass, never collected.
@Suite struct ScriptStreamingTests {
    static func lines(_ bytes: [UInt8]) throws -> [ScriptLineReader.Line] {
        let pipe = Pipe()
        let writer = Thread {
            pipe.fileHandleForWriting.write(Data(bytes))
            try? pipe.fileHandleForWriting.close()
        }
        writer.start()
        return Array(ScriptLineReader(descriptor: pipe.fileHandleForReading.fileDescriptor))
    }

    @Test func linesAreSplitAndNumbered() throws {
        #expect(
            try Self.lines(Array("a\r\nb\n\nc".utf8)) == [
                .text("a\r", number: 1), .text("b", number: 2), .text("", number: 3), .text("c", number: 4)
            ])
        #expect(try Self.lines(Array("one\n".utf8)) == [.text("one", number: 1)])
        #expect(try Self.lines([]) == [])
        #expect(try Self.lines([0x61, 0xFF, 0x0A]) == [.text("a\u{FFFD}", number: 1)])
    }

    @Test func overLongLinesAreCountedNotKept() throws {
        let limit = 65536
        let bytes =
            Array(repeating: UInt8(ascii: "x"), count: limit) + [0x0A]
            + Array(repeating: UInt8(ascii: "y"), count: 200_000) + Array("\nok".utf8)
        #expect(
            try Self.lines(bytes) == [
                .text(String(repeating: "x", count: limit), number: 1), .tooLong(bytes: 200_000, number: 2),
                .text("ok", number: 3)
            ])
    }

    @Test func aLongLineInCommandTextIsRefusedBeforeLexing() {
        let transcript = Transcript()
        #expect(transcript.run("sample " + String(repeating: "(", count: 70_000)) == 1)
        #expect(transcript.stderr == "error: line 1 is 70007 bytes long; the limit is 65536 bytes (64 KiB)\n")
    }

    /// Through a FIFO (a regular file that large is refused by its size: `ScriptFileTests`).
    @Test func aHundredMegabyteLineInAStreamIsOneErrorAndTheRestRuns() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("animstudio-long-\(UUID()).fifo").path
        #expect(mkfifo(path, 0o600) == 0)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let writer = Thread {
            guard let handle = FileHandle(forWritingAtPath: path) else { return }
            handle.write(Data("convert linear --format json\n".utf8))
            let chunk = Data(repeating: UInt8(ascii: "z"), count: 1_000_000)
            for _ in 0..<100 { handle.write(chunk) }
            handle.write(Data("\nsample linear --samples 1\n".utf8))
            try? handle.close()
        }
        writer.start()
        // The time limit only stops a run that would never end.
        let run = try ProgramRun(["--keep-going", "-f", path], timeout: 120)
        #expect(run.status == 1)
        #expect(run.stderr == "\(path):2: error: line 2 is 100000000 bytes long; the limit is 65536 bytes (64 KiB)\n")
        #expect(run.stdout.hasSuffix("t,progress,velocity\n0,0,1\n1,1,1\n"))
    }

    /// The first command's result arrives while standard input is still open: nothing waits for the whole script.
    @Test func standardInputRunsEachLineAsItArrives() throws {
        let process = Process()
        process.executableURL = ProgramRun.binary
        process.environment = ProcessInfo.processInfo.environment.merging(
            [
                "ANIMSTUDIO_DB": FileManager.default.temporaryDirectory.appendingPathComponent(
                    "animstudio-stream-\(UUID()).sqlite"
                ).path
            ]) { $1 }
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data("sample linear --samples 1\n".utf8))
        var received = Data()
        while received.count < "t,progress,velocity\n0,0,1\n1,1,1\n".utf8.count {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            received += chunk
        }
        #expect(String(decoding: received, as: UTF8.self) == "t,progress,velocity\n0,0,1\n1,1,1\n")
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}
