import Foundation
import Testing

/// A database written by the release before typed presets opens and reads the same.
///
/// `Fixtures/release-0.1.sqlite` was made by `Fixtures/make-release-fixture.sh` with the animstudio
/// built from commit c92dcb3 (presets with several versions and tags, drafts with undo and redo steps,
/// a deleted and a restored preset, a name that needs quotes, saved gestures and events, datasets and a
/// simulation session). The same script ran every line of `Fixtures/release-0.1.commands` with that
/// release on a copy of the file and kept what it printed in `Fixtures/release-0.1.expected`. This test
/// runs those lines with today's binary on another copy: every preset, version, draft, tag, undo and redo
/// step, gesture and event must print byte for byte what the release printed.
@Suite struct ReleaseUpgradeTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// What `make-release-fixture.sh` writes for one line: the command, its status, stdout, stderr.
    static func record(_ line: String, _ run: ProgramRun) -> String {
        "$ \(line)\n[\(run.status)]\n\(run.stdout)\n--- stderr\n\(run.stderr)\n"
    }

    @Test func everyPresetVersionDraftTagAndScriptReadsTheSame() throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("animstudio-release-\(UUID()).sqlite")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("release-0.1.sqlite"), to: copy)
        let commands = try String(contentsOf: Self.fixtures.appendingPathComponent("release-0.1.commands"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
        let expected = try String(contentsOf: Self.fixtures.appendingPathComponent("release-0.1.expected"), encoding: .utf8)
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
