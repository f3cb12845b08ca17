import Foundation
import Testing

/// Every example of README.md and of each page under docs/ runs, in order, on a new database of its
/// own (so any page works alone), and prints exactly what the page shows (times, ports and the
/// database path masked).
///
/// ```` ```console ```` blocks hold `$ COMMAND` lines run by `/bin/sh` in the repository's folder with
/// the built `animstudio` first on the PATH (in a scratch folder where `examples/` is the repository's); ```` ```studio ```` blocks hold `> COMMAND` lines, each
/// run as `animstudio -c COMMAND` (the studio remembers its current preset between them). Standard
/// output and standard error are compared together, in order. `README_RECORD=1 swift test --filter
/// DocsExampleTests` rewrites the outputs in the pages from a real run instead of comparing
/// (`DOCS_PAGE=docs/tutorial.md` limits it to one page).
@Suite struct DocsExampleTests {
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
                examples.append(
                    Example(
                        kind: current, command: String(line.dropFirst(2)), expected: [],
                        outputRange: (index + 1)..<(index + 1)))
            } else if !examples.isEmpty {
                examples[examples.count - 1].expected.append(line)
                examples[examples.count - 1].outputRange =
                    examples[examples.count - 1].outputRange.lowerBound..<(index + 1)
            }
        }
        return examples
    }

    /// Times, ports and the database path become placeholders, so a re-run compares equal.
    static func masked(_ text: String, database: String) -> String {
        var result = text.replacingOccurrences(of: database, with: "DB")
        let time = #/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/#
        result = result.replacing(time, with: "2026-11-23T10:00:00.000Z")
        // `history` and `library log` show times as Git's strict ISO 8601 does.
        let strict = #/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d/#
        result = result.replacing(strict, with: "2026-11-23T10:00:00+00:00")
        let port = #/127\.0\.0\.1:\d+/#
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
            "XDG_STATE_HOME": folder + "/state", "LANG": "C.UTF-8", "TERM": "dumb"
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

    /// README.md and every Markdown page under docs/, as paths relative to the repository.
    static var pages: [String] {
        var pages = ["README.md"]
        let docs = root.appendingPathComponent("docs")
        if let walker = FileManager.default.enumerator(atPath: docs.path) {
            for case let path as String in walker where path.hasSuffix(".md") { pages.append("docs/" + path) }
        }
        let only = ProcessInfo.processInfo.environment["DOCS_PAGE"]
        return pages.sorted().filter { only == nil || $0 == only }
    }

    /// The pages with examples: each holds at least one (checked here so a page whose blocks were
    /// mistyped does not pass by running nothing).
    @Test func thePagesHoldExamples() throws {
        let counts = try Self.pages.map { page in
            (
                page,
                Self.examples(
                    in: try String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)
                        .components(separatedBy: "\n")
                ).count
            )
        }
        let total = counts.map(\.1).reduce(0, +)
        #expect(ProcessInfo.processInfo.environment["DOCS_PAGE"] != nil || total >= 120, "examples found: \(counts)")
        #expect(counts.first { $0.0 == "docs/tutorial.md" }.map { $0.1 >= 10 } ?? true)
    }

    @Test(arguments: pages) func everyExampleRunsAsShown(page: String) throws {
        let file = Self.root.appendingPathComponent(page)
        var lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        let examples = Self.examples(in: lines)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docs-\(UUID())").path
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
                #expect(
                    output == example.expected.map { Self.masked($0, database: database) },
                    "\(page) example: \(example.command)")
            }
        }
        if recording {
            for (range, output) in replacements.reversed() { lines.replaceSubrange(range, with: output) }
            try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        }
    }
}
