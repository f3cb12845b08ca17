import Foundation
import StudioStore
import StudioTestSupport
import Testing

@testable import StudioLibrary

/// A `presets`, `gestures` or `events` symbolic link committed by a teammate (relative or
/// absolute): the library never follows it. A pull that would check it out is refused with the
/// commit named and nothing taken in; a push over a working copy that has one (an older studio
/// checked it out) is refused before a file is written. Real git, a bare remote.
@Suite(.serialized) struct LibraryLinkTests {
    @Test(arguments: [("presets", false), ("gestures", true), ("events", false)])
    func aCommittedFolderLinkIsRefusedByPullAndPushAndNothingIsWrittenOutside(folder: String, absolute: Bool)
        async throws
    {
        try await withSharedTeam(gestures: ["flick": "tap"], events: ["quick": "edit at 0"]) { shared in
            let (team, ben) = (shared.team, shared.ben)
            let outside = team.root + "/outside"
            try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
            let sentinel = outside + "/bounce.json"
            try Data("not a library file\n".utf8).write(to: URL(fileURLWithPath: sentinel))
            let taken = try #require(try ben.store.libraryAttachment()?.lastCommit)
            let linked = try team.teammateCommit("link \(folder) elsewhere") { clone in
                try FileManager.default.removeItem(atPath: clone + "/" + folder)
                try FileManager.default.createSymbolicLink(
                    atPath: clone + "/" + folder, withDestinationPath: absolute ? outside : "../outside")
            }

            let refusal =
                "commit \(linked.prefix(7)) has a symbolic link at “\(folder)”; the library never follows a link inside its working copy"
            #expect(
                throws: LibraryError(
                    "pull refused: \(refusal), so nothing was taken in: replace the link with the files themselves in the library"
                )
            ) { try ben.pull() }
            // Nothing taken in, nothing moved, nothing written outside.
            #expect(try ben.store.libraryAttachment()?.lastCommit == taken)
            #expect(try team.git(ben.workingCopy, ["rev-parse", "HEAD"]) == taken)
            #expect(Self.isLink(ben.workingCopy + "/" + folder) == false)
            #expect(try FileManager.default.contentsOfDirectory(atPath: outside) == ["bounce.json"])
            #expect(try String(contentsOfFile: sentinel, encoding: .utf8) == "not a library file\n")

            // An older studio took the link in and checked it out: a push is refused before writing.
            try ben.store.applyLibraryChanges([], lastCommit: linked, at: team.now())
            try team.git(ben.workingCopy, ["fetch", "--quiet", "origin"])
            try team.git(ben.workingCopy, ["reset", "--quiet", "--keep", linked])
            #expect(Self.isLink(ben.workingCopy + "/" + folder))
            try ben.edit("bounce", ["duration": "0.8"], message: "shorter")
            try ben.save(.gesture, "flick", "tap, wait 0.2")
            try ben.save(.events, "quick", "edit at 0.1")
            #expect(
                throws: LibraryError(
                    "push refused: \(refusal), so nothing was written: replace the link with the files themselves in the library"
                )
            ) { try ben.push() }
            #expect(try FileManager.default.contentsOfDirectory(atPath: outside) == ["bounce.json"])
            #expect(try String(contentsOfFile: sentinel, encoding: .utf8) == "not a library file\n")
            #expect(try team.git(team.remote, ["rev-parse", "main"]) == linked)
        }
    }

    @Test func aLinkMadeByHandInTheWorkingCopyStopsThePushBeforeAFileIsWritten() async throws {
        try await withSharedTeam { shared in
            let (team, ben) = (shared.team, shared.ben)
            let outside = team.root + "/outside"
            try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: ben.workingCopy + "/events", withDestinationPath: outside)
            try ben.save(.events, "quick", "edit at 0")
            #expect(
                throws: LibraryError(
                    "push refused: “\(ben.workingCopy)/events” is a symbolic link; the library never follows a link inside its working copy, so nothing was written: replace the link with the files themselves"
                )
            ) { try ben.push() }
            #expect(try FileManager.default.contentsOfDirectory(atPath: outside) == [])
        }
    }

    /// `library check` reads no file through a link, and takes a file's size before reading it:
    /// a 1.2 GB file (sparse, so the test writes nothing) is refused from its size alone.
    @Test func checkRefusesLinksAndOversizedFilesWithoutReadingThem() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("animstudio-check-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/presets", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/elsewhere", withIntermediateDirectories: true)
        let huge = root + "/presets/huge.json"
        #expect(FileManager.default.createFile(atPath: huge, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: huge))
        try handle.truncate(atOffset: 1_200_000_000)
        try handle.close()
        try FileManager.default.createSymbolicLink(
            atPath: root + "/presets/zero.json", withDestinationPath: "/dev/zero")
        try FileManager.default.createSymbolicLink(atPath: root + "/gestures", withDestinationPath: root + "/elsewhere")

        let report = try LibraryCheck.run(folder: root)
        #expect(report.filesChecked == 2)
        #expect(report.scriptsChecked == 0)
        #expect(
            report.problems == [
                .init(
                    file: "gestures", reason: "is a symbolic link; the library never follows a link inside its folders"),
                .init(
                    file: "presets/huge.json",
                    reason: "is 1200000000 bytes; a preset file may be at most 1048576 bytes (1 MiB)"),
                .init(
                    file: "presets/zero.json",
                    reason: "is a symbolic link; the library never follows a link inside its folders")
            ])
    }

    static func isLink(_ path: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }
}

/// The abuse probe's committed links at a size that fits CI: every shape once (the long run is a
/// benchmark, Benchmarks/StudioBenchmarks/LibraryAbuseBenchmarks.swift).
@Suite(.serialized) struct LinkProbeTests {
    @Test func everyCommittedLinkShapeIsRefusedAndNothingOutsideChanges() async throws {
        do {
            let probes = try LinkProbes()
            defer { probes.removeAll() }
            let figures = try probes.run(rounds: 1)
            #expect(figures.failures == [])
            #expect(figures.probes == LinkProbes.shapes.count)
            #expect(figures.refused == LinkProbes.shapes.count)
            #expect(figures.writesOutside == 0)
        }
    }
}
