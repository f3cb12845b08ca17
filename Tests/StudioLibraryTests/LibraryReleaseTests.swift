import AnimationCore
import Foundation
import StudioExchange
import StudioStore
import Testing

@testable import StudioLibrary

/// `library package`, the package following every push, `library check` on it, and `library release`.
/// Real git with a bare remote; the package is not built here (LibraryPackageBuildTests builds it).
@Suite(.serialized) struct LibraryReleaseTests {
    @Test func pushRegeneratesThePackageInTheSameCommitAndCheckNamesAHandEditedFile() throws {
        let team = try TeamFixture()
        let ana = try team.studio("ana")
        try ana.create("bounce")
        _ = try ana.push()
        let report = try ana.current.package(module: nil, at: team.now())
        // The remote is team.git: the module is named after it.
        #expect(report.module == "Team")
        #expect(report.presets == 1)
        // Package.swift, the runtime, one preset file and its test file.
        #expect(report.filesChanged == 4)
        #expect(try ana.current.package(module: nil, at: team.now()).commit == nil)
        let files = try team.git(ana.workingCopy, ["ls-files"]).split(separator: "\n").map(String.init)
        #expect(
            files == [
                "Package.swift", "Sources/Team/MotionPreset.swift", "Sources/Team/Presets/bounce.swift",
                "Tests/TeamTests/bounce.swift", "presets/bounce.json"
            ])
        let manifest = try String(contentsOfFile: ana.workingCopy + "/Package.swift", encoding: .utf8)
        #expect(manifest.hasPrefix("// swift-tools-version:5.9\n"))
        #expect(manifest.contains("platforms: [.iOS(.v15), .macOS(.v12)]"))

        try ana.create("fade", template: "fade")
        try ana.edit("bounce", ["duration": "0.8"], message: "slower")
        _ = try ana.push()
        let changed = try team.git(ana.workingCopy, ["show", "--name-only", "--format=", "HEAD"])
        #expect(
            changed.split(separator: "\n") == [
                "Sources/Team/Presets/bounce.swift", "Sources/Team/Presets/fade.swift", "Tests/TeamTests/bounce.swift",
                "Tests/TeamTests/fade.swift", "presets/bounce.json", "presets/fade.json"
            ])
        let bounce = try String(contentsOfFile: ana.workingCopy + "/Sources/Team/Presets/bounce.swift", encoding: .utf8)
        #expect(bounce.contains("name: \"bounce\", version: 2, template: \"move-up-bounce\","))
        #expect(bounce.contains("duration: 0.8,"))
        #expect(try LibraryCheck.run(folder: ana.workingCopy).problems == [])

        let path = ana.workingCopy + "/Sources/Team/Presets/fade.swift"
        let edited = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(
            of: "duration: ", with: "duration: 2 * ")
        try edited.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(
            try LibraryCheck.run(folder: ana.workingCopy).problems == [
                LibraryCheck.Problem(
                    file: "Sources/Team/Presets/fade.swift",
                    reason: "does not match the preset files (edited by hand?); run library package and push")
            ])
        try FileManager.default.removeItem(atPath: ana.workingCopy + "/Tests/TeamTests/bounce.swift")
        #expect(
            try LibraryCheck.run(folder: ana.workingCopy).problems.map(\.file) == [
                "Sources/Team/Presets/fade.swift", "Tests/TeamTests/bounce.swift"
            ])
    }

    @Test func releaseProposesFromTheChangeAndRefusesExistingBackwardsAndUnpushed() throws {
        let team = try TeamFixture()
        let ana = try team.studio("ana")
        let ben = try team.studio("ben")
        try ana.create("bounce")
        try ana.create("fade", template: "fade")
        _ = try ana.push()
        _ = try ana.current.package(module: "TeamMotion", at: team.now())
        // Without a VERSION it only proposes: nothing is tagged until a person gives the version.
        let proposal = try ana.current.proposeRelease()
        #expect(proposal.version == SemanticVersion(1, 0, 0))
        #expect(proposal.reason == "the first release")
        #expect(!proposal.tagged)
        #expect(try ana.current.releases().isEmpty)
        #expect(try team.git(team.remote, ["tag", "--list"]) == "")
        let first = try ana.current.release("1.0.0")
        #expect(first.version == SemanticVersion(1, 0, 0))
        #expect(first.reason == nil)
        #expect(first.tagged)
        #expect(try team.git(team.remote, ["tag", "--list"]) == "1.0.0")
        #expect(throws: LibraryError("release refused: tag 1.0.0 already exists; give a new version")) {
            try ana.current.release("1.0.0")
        }
        #expect(throws: LibraryError("release refused: commit \(first.commit.prefix(7)) is already released as 1.0.0"))
        {
            try ana.current.proposeRelease()
        }
        #expect(
            throws: LibraryError(
                "release version “v1.1” is not MAJOR.MINOR.PATCH (three whole numbers, e.g. 1.2.0)")
        ) {
            try ana.current.release("v1.1")
        }

        // Ben tunes: a changed preset is a minor release.
        _ = try ben.pull()
        try ben.edit("bounce", ["duration": "0.7"], message: "snappier")
        _ = try ben.push()
        #expect(
            throws: LibraryError(
                "release refused: 0.9.0 goes backwards from the latest release 1.0.0; give a version after it")
        ) {
            try ben.current.release("0.9.0")
        }
        let minor = try ben.current.proposeRelease()
        #expect(minor.version == SemanticVersion(1, 1, 0))
        #expect(minor.reason == "minor: presets/bounce.json changed since 1.0.0")
        #expect(minor.previous == SemanticVersion(1, 0, 0))
        #expect(try ana.current.releases().map(\.version.description) == ["1.0.0"])
        _ = try ben.current.release("1.1.0")
        #expect(try ana.current.releases().map(\.version.description) == ["1.0.0", "1.1.0"])

        // A commit only in the working copy is not released.
        try team.git(ben.workingCopy, ["commit", "--quiet", "--allow-empty", "-m", "local only"])
        let local = try team.git(ben.workingCopy, ["rev-parse", "HEAD"])
        #expect(throws: LibraryError("release refused: commit \(local.prefix(7)) is not on the remote; push first")) {
            try ben.current.release("2.0.0")
        }
        try team.git(ben.workingCopy, ["reset", "--quiet", "--hard", "HEAD~1"])

        // Only notes beside the presets changed (a teammate's README, pushed with git): patch. Then a removal: major.
        _ = try ana.pull()
        try "Tuned for the list screens.\n".write(
            toFile: ana.workingCopy + "/NOTES.md", atomically: true, encoding: .utf8)
        try team.git(ana.workingCopy, ["add", "NOTES.md"])
        try team.git(ana.workingCopy, ["commit", "--quiet", "-m", "notes"])
        try team.git(ana.workingCopy, ["push", "--quiet", "origin", "HEAD:main"])
        _ = try ana.pull()
        let patch = try ana.current.proposeRelease()
        #expect(patch.version == SemanticVersion(1, 1, 1))
        #expect(patch.reason == "patch: no preset changed since 1.1.0")
        _ = try ana.current.release("1.1.1")
        try ana.store.deletePreset(named: "fade", at: team.now())
        _ = try ana.push()
        #expect(!FileManager.default.fileExists(atPath: ana.workingCopy + "/Sources/TeamMotion/Presets/fade.swift"))
        let major = try ana.current.proposeRelease()
        #expect(major.version == SemanticVersion(2, 0, 0))
        #expect(major.reason == "major: presets/fade.json removed or renamed since 1.1.1")
    }

    /// Installs a post-commit hook in `studio`'s working copy that pushes `teammate`'s local commit
    /// to the remote once: the studio's own push, right after its commit, finds the remote moved.
    static func moveTheRemoteAfterTheNextCommit(_ studio: Studio, by teammate: Studio, team: TeamFixture) throws {
        try team.git(teammate.workingCopy, ["commit", "--quiet", "--allow-empty", "-m", "teammate's"])
        let hook = studio.workingCopy + "/.git/hooks/post-commit"
        try """
        #!/bin/sh
        rm -f "$0"
        unset GIT_DIR GIT_INDEX_FILE GIT_WORK_TREE GIT_PREFIX
        exec git -C '\(teammate.workingCopy)' push --quiet origin HEAD:main

        """.write(toFile: hook, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook)
    }

    @Test func aPushRefusedAfterItsCommitLeavesNoGeneratedFileBehind() throws {
        let team = try TeamFixture()
        let ana = try team.studio("ana")
        let ben = try team.studio("ben")
        try ana.create("bounce")
        _ = try ana.push()
        _ = try ben.pull()

        // The first package: every generated file is new, and every one goes again.
        try Self.moveTheRemoteAfterTheNextCommit(ana, by: ben, team: team)
        #expect(throws: LibraryError("library package refused: the library moved on while pushing; pull first")) {
            try ana.current.package(module: nil, at: team.now())
        }
        #expect(try team.git(ana.workingCopy, ["status", "--porcelain", "--untracked-files=all"]) == "")
        #expect(!FileManager.default.fileExists(atPath: ana.workingCopy + "/Package.swift"))
        #expect(!FileManager.default.fileExists(atPath: ana.workingCopy + "/Sources"))

        _ = try ana.pull()
        _ = try ana.current.package(module: nil, at: team.now())
        let packaged = try team.git(ana.workingCopy, ["rev-parse", "HEAD"])
        _ = try ben.pull()

        // A push that changes one preset and adds another: the changed files come back as they were,
        // the new ones go.
        try ana.edit("bounce", ["duration": "0.8"], message: "slower")
        try ana.create("fade", template: "fade")
        try Self.moveTheRemoteAfterTheNextCommit(ana, by: ben, team: team)
        #expect(throws: LibraryError("push refused: the library moved on while pushing; pull first")) {
            try ana.push()
        }
        #expect(try team.git(ana.workingCopy, ["rev-parse", "HEAD"]) == packaged)
        #expect(try team.git(ana.workingCopy, ["status", "--porcelain", "--untracked-files=all"]) == "")
        #expect(!FileManager.default.fileExists(atPath: ana.workingCopy + "/Sources/Team/Presets/fade.swift"))
        #expect(!FileManager.default.fileExists(atPath: ana.workingCopy + "/Tests/TeamTests/fade.swift"))
        #expect(try LibraryCheck.run(folder: ana.workingCopy).problems == [])

        // Pulled, the same push goes through with its package.
        _ = try ana.pull()
        _ = try ana.push()
        let bounce = try String(contentsOfFile: ana.workingCopy + "/Sources/Team/Presets/bounce.swift", encoding: .utf8)
        #expect(bounce.contains("duration: 0.8,"))
        #expect(FileManager.default.fileExists(atPath: ana.workingCopy + "/Tests/TeamTests/fade.swift"))
    }

    @Test func semanticVersionsParseOnlyPlainTriples() {
        #expect(SemanticVersion("1.2.3") == SemanticVersion(1, 2, 3))
        #expect(SemanticVersion("10.0.0")! > SemanticVersion("9.9.9")!)
        for text in ["1.2", "v1.2.3", "1.2.3-beta", "01.2.3", "1..3", "", "1.2.3.4", "１.2.3"] {
            #expect(SemanticVersion(text) == nil, "\(text)")
        }
        #expect(SemanticVersion(1, 2, 3).next(.major) == SemanticVersion(2, 0, 0))
        #expect(SemanticVersion(1, 2, 3).next(.minor) == SemanticVersion(1, 3, 0))
        #expect(SemanticVersion(1, 2, 3).next(.patch) == SemanticVersion(1, 2, 4))
    }
}
