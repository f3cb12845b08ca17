import Foundation
import StudioStore
import StudioTestSupport
import Testing

/// Databases written by builds before typed presets open and read the same.
///
/// Each fixture was made by `Fixtures/make-release-fixture.sh` with an older animstudio:
/// `release-0.1.sqlite` by the build of commit c92dcb3 (presets with several versions and tags, drafts
/// with undo and redo steps, a deleted and a restored preset, a name that needs quotes, saved gestures
/// and events, datasets and a simulation session), and `stop-26.sqlite` by main at 0cd8688 (the same,
/// with a copy, a rename and every preset pushed to a team library, so its schema has the library's
/// migration 0020 but never ran 0009). The same script ran every line of `Fixtures/NAME.commands`
/// with that build on a copy of the file and kept what it printed in `Fixtures/NAME.expected`. This
/// test runs those lines with today's binary on another copy: every preset, version, draft, tag, undo
/// and redo step, gesture and event must print byte for byte what the older build printed.
/// When reduced-motion variants arrived, the records were re-recorded with that build's binary and the
/// only change was additive: every listing gained its template's default variant (`reduced-motion …
/// (template default)`, `"authored": false` in JSON), which is how a database without variants reads.
@Suite struct ReleaseUpgradeTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// What `make-release-fixture.sh` writes for one line: the command, its status, stdout, stderr.
    static func record(_ line: String, _ run: ProgramRun) -> String {
        "$ \(line)\n[\(run.status)]\n\(run.stdout)\n--- stderr\n\(run.stderr)\n"
    }

    /// A copy of a fixture, removed afterwards.
    static func withCopy<T>(of name: String, _ body: (URL) throws -> T) throws -> T {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("animstudio-\(name)-\(UUID()).sqlite")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("\(name).sqlite"), to: copy)
        return try body(copy)
    }

    @Test(arguments: ["release-0.1", "stop-26"])
    func everyPresetVersionDraftTagAndScriptReadsTheSame(_ name: String) throws {
        try Self.withCopy(of: name) { copy in
            let commands = try String(
                contentsOf: Self.fixtures.appendingPathComponent("\(name).commands"), encoding: .utf8
            )
            .split(separator: "\n").map(String.init)
            let expected = try String(
                contentsOf: Self.fixtures.appendingPathComponent("\(name).expected"), encoding: .utf8)
            var actual = ""
            for line in commands {
                actual += Self.record(line, try ProgramRun(["-c", line], database: copy.path))
            }
            // Compared command by command so a failure names the first line that reads differently.
            let expectedRecords = expected.components(separatedBy: "\n$ ")
            let actualRecords = actual.components(separatedBy: "\n$ ")
            #expect(actualRecords.count == expectedRecords.count)
            for (want, got) in zip(expectedRecords, actualRecords) where want != got {
                #expect(got == want)
                break
            }
            #expect(actual == expected)
        }
    }

    /// The library's merge bases are rewritten too: a preset pushed and not changed since is still
    /// the base (its base and latest records are equal text again), the one changed after the push is not.
    @Test func theLibrarysMergeBasesAreUpgraded() throws {
        try Self.withCopy(of: "stop-26") { copy in
            let store = try StudioStore(path: copy.path)
            let changed = try store.libraryEntries().filter(\.changedHere).map(\.name)
            #expect(changed == ["bounce-copy"])
        }
    }
}
