import Foundation
import Testing

/// Every example in README.md runs, in order, on one new database, and prints exactly what the
/// README shows (times and the database path masked).
///
/// ```` ```console ```` blocks hold `$ COMMAND` lines run by `/bin/sh` in the repository's folder with
/// the built `animstudio` first on the PATH (in a scratch folder where `examples/` is the repository's); ```` ```studio ```` blocks hold `> COMMAND` lines, each
/// run as `animstudio -c COMMAND` (the studio remembers its current preset between them). Standard
/// output and standard error are compared together, in order. `README_RECORD=1 swift test --filter
/// ReadmeExampleTests` rewrites the outputs in README.md from a real run instead of comparing.
@Suite(.serialized) struct ReadmeExampleTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// One example: the command as written and the output the README shows.
    struct Example {
        let kind: String
        let command: String
        var expected: [String]
        /// Where its output lines sit in the README (for recording).
        var outputRange: Range<Int>
    }

    /// The examples of `lines`, in order.
    static func examples(in lines: [String]) -> [Example] {
        var examples: [Example] = []
        var kind: String?
        for (index, line) in lines.enumerated() {
            if line.hasPrefix("```") {
                let tag = String(line.dropFirst(3))
                kind = kind == nil && (tag == "console" || tag == "studio") ? tag : nil
                continue
            }
            guard let current = kind else { continue }
            let prompt = current == "console" ? "$ " : "> "
            if line.hasPrefix(prompt) {
                examples.append(Example(
                    kind: current, command: String(line.dropFirst(2)), expected: [], outputRange: (index + 1)..<(index + 1)))
            } else if !examples.isEmpty {
                examples[examples.count - 1].expected.append(line)
                examples[examples.count - 1].outputRange = examples[examples.count - 1].outputRange.lowerBound..<(index + 1)
            }
        }
        return examples
    }

    /// Times, ports and the database path become placeholders, so a re-run compares equal.
    static func masked(_ text: String, database: String) -> String {
        var result = text.replacingOccurrences(of: database, with: "DB")
        let time = try! Regex(#"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z"#)
        result = result.replacing(time, with: "2026-11-23T10:00:00.000Z")
        let port = try! Regex(#"127\.0\.0\.1:\d+"#)
        result = result.replacing(port, with: "127.0.0.1:PORT")
        return result
    }

    /// Runs one example and returns its output lines.
    static func run(_ example: Example, folder: String, database: String) throws -> [String] {
        let process = Process()
        let binary = root.appendingPathComponent(".build/debug").path
        if example.kind == "console" {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", example.command]
        } else {
            process.executableURL = URL(fileURLWithPath: binary + "/animstudio")
            process.arguments = ["-c", example.command]
        }
        // A scratch folder holding a link to the repository's examples/, so files the examples
        // write (export -o) land outside the repository.
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = [
            "PATH": binary + ":/usr/bin:/bin", "ANIMSTUDIO_DB": database, "HOME": folder,
            "XDG_STATE_HOME": folder + "/state", "LANG": "C.UTF-8", "TERM": "dumb",
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var text = masked(String(decoding: data, as: UTF8.self), database: database)
        if text.hasSuffix("\n") { text.removeLast() }
        return text.isEmpty ? [] : text.components(separatedBy: "\n")
    }

    @Test func everyExampleRunsAsShown() throws {
        let readme = Self.root.appendingPathComponent("README.md")
        var lines = try String(contentsOf: readme, encoding: .utf8).components(separatedBy: "\n")
        let examples = Self.examples(in: lines)
        #expect(examples.count >= 40, "README examples found: \(examples.count)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/examples", withDestinationPath: Self.root.appendingPathComponent("examples").path)
        let database = folder + "/studio.sqlite"
        let recording = ProcessInfo.processInfo.environment["README_RECORD"] != nil
        var replacements: [(Range<Int>, [String])] = []
        for example in examples {
            let output = try Self.run(example, folder: folder, database: database)
            if recording {
                replacements.append((example.outputRange, output))
            } else {
                #expect(output == example.expected.map { Self.masked($0, database: database) }, "README example: \(example.command)")
            }
        }
        if recording {
            for (range, output) in replacements.reversed() { lines.replaceSubrange(range, with: output) }
            try lines.joined(separator: "\n").write(to: readme, atomically: true, encoding: .utf8)
        }
    }
}
