import Foundation
import StudioTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A local program that opens more connections to the preview than the studio has descriptors
/// (macOS starts programs with 256) must not starve the studio: the server takes at most half of
/// them, so the studio's own commands still open files, and the page loads again once the flood
/// is gone. The real binary, started with `ulimit -n 256`, a preview and then `export` typed into
/// its standard input while 300 connections are held open.
@Suite struct PreviewConnectionFloodTests {
    @Test func aFloodLeavesTheStudioItsDescriptors() throws {
        let studio = try TemporaryStudio("flood")
        #expect(try studio.run("new bounce from move-up-bounce").status == 0)
        let output = studio.path("output")
        let errors = studio.path("errors")
        _ = FileManager.default.createFile(atPath: output, contents: nil)
        _ = FileManager.default.createFile(atPath: errors, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "ulimit -n 256 && exec \"$0\"", ProgramRun.binary.path]
        process.environment = ProcessInfo.processInfo.environment.merging(studio.environment) { $1 }
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errors))
        try process.run()
        defer {
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
        }
        let type = { (line: String) in input.fileHandleForWriting.write(Data((line + "\n").utf8)) }
        let printed = { (text: String) -> String? in
            let deadline = Date().addingTimeInterval(20)
            while Date() < deadline {
                let shown = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
                if shown.contains(text) { return shown }
                usleep(50_000)
            }
            return nil
        }
        type("preview bounce")
        let started = try #require(printed("preview of bounce@1 at http://127.0.0.1:"))
        let address = started.components(separatedBy: "http://127.0.0.1:").dropFirst().first ?? ""
        let port = try #require(Int(String(address.prefix { $0.isNumber })))
        var flood: [RawHTTP] = []
        for _ in 0..<300 { flood.append(try RawHTTP(port: port)) }
        usleep(500_000)
        let descriptors = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(process.processIdentifier)/fd")
        #expect(descriptors.count <= 128 + 32, "the server holds \(descriptors.count) of 256 descriptors")
        let css = studio.path("bounce.css")
        type("export bounce --as css -o \(css)")
        #expect(printed("exported bounce@1 to “\(css)”") != nil)
        #expect(try String(contentsOfFile: errors, encoding: .utf8) == "")
        flood.removeAll()
        usleep(500_000)
        let page = try RawHTTP.get("/preview.css", port: port)
        #expect(page.hasPrefix("HTTP/1.1 200 OK\r\n"), "\(page.prefix(80))")
        input.fileHandleForWriting.closeFile()
    }
}
