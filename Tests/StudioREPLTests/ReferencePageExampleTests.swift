import Foundation
import Testing

/// The examples of the reference pages this branch wrote run as shown, each page on a new database
/// of its own, with the rules of ``ReadmeExampleTests`` (`DOCS_RECORD=1` rewrites the outputs).
@Suite(.serialized) struct ReferencePageExampleTests {
    @Test(arguments: ["docs/reference/export-files.md", "docs/reference/preview-server.md"])
    func everyExampleRunsAsShown(_ page: String) throws {
        let file = ReadmeExampleTests.root.appendingPathComponent(page)
        var lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        let examples = ReadmeExampleTests.examples(in: lines)
        #expect(examples.count >= 4, "\(page) examples found: \(examples.count)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reference-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/examples", withDestinationPath: ReadmeExampleTests.root.appendingPathComponent("examples").path)
        let database = folder + "/studio.sqlite"
        let recording = ProcessInfo.processInfo.environment["DOCS_RECORD"] != nil
        var replacements: [(Range<Int>, [String])] = []
        for example in examples {
            let output = try ReadmeExampleTests.run(example, folder: folder, database: database)
            if recording {
                replacements.append((example.outputRange, output))
            } else {
                #expect(output == example.expected.map { ReadmeExampleTests.masked($0, database: database) }, "\(page): \(example.command)")
            }
        }
        if recording {
            for (range, output) in replacements.reversed() { lines.replaceSubrange(range, with: output) }
            try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        }
    }
}
