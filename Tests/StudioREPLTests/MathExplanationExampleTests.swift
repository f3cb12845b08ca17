import Foundation
import Testing

/// Every example of docs/explanation/math.md runs on its own new database and prints exactly what the
/// page shows, with ReadmeExampleTests' runner; `README_RECORD=1` records the outputs instead.
@Suite(.serialized) struct MathExplanationExampleTests {
    @Test func everyExampleRunsAsShown() throws {
        let page = ReadmeExampleTests.root.appendingPathComponent("docs/explanation/math.md")
        var lines = try String(contentsOf: page, encoding: .utf8).components(separatedBy: "\n")
        let examples = ReadmeExampleTests.examples(in: lines)
        #expect(examples.count == 7, "examples found: \(examples.count)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("math-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let database = folder + "/studio.sqlite"
        let recording = ProcessInfo.processInfo.environment["README_RECORD"] != nil
        var replacements: [(Range<Int>, [String])] = []
        for example in examples {
            let output = try ReadmeExampleTests.run(example, folder: folder, database: database)
            if recording {
                replacements.append((example.outputRange, output))
            } else {
                #expect(
                    output == example.expected.map { ReadmeExampleTests.masked($0, database: database) },
                    "math.md example: \(example.command)")
            }
        }
        if recording {
            for (range, output) in replacements.reversed() { lines.replaceSubrange(range, with: output) }
            try lines.joined(separator: "\n").write(to: page, atomically: true, encoding: .utf8)
        }
    }
}
