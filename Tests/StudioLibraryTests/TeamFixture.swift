import AnimationCore
import Foundation
import StudioStore
import Testing

@testable import StudioLibrary

/// A team's library for tests: a bare repository in a temporary folder as the remote, and studios
/// with their own database files and clones. Real `git`, real SQLite.
final class TeamFixture {
    let root: String
    let remote: String
    private var tick = 0

    init() throws {
        root =
            FileManager.default.temporaryDirectory.appendingPathComponent("animstudio-library-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        remote = root + "/team.git"
        try Git(folder: nil).run(["init", "--quiet", "--bare", "--initial-branch=main", remote])
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    /// A new studio attached to the team's remote (cloned beside its database).
    func studio(_ name: String) throws -> Studio {
        let store = try StudioStore(path: "\(root)/\(name).sqlite")
        let library = try Library.attach(
            store: store, target: remote, cloneFolder: "\(root)/\(name)-library", author: name, at: now())
        return Studio(fixture: self, store: store, library: library)
    }

    /// Times go forward a second per call, in the store's shape.
    func now() -> String {
        tick += 1
        return String(format: "2026-11-22T10:%02d:%02d.000Z", tick / 60, tick % 60)
    }

    /// Runs git in a folder (test set-up only: what a teammate does by hand).
    @discardableResult
    func git(_ folder: String, _ arguments: [String]) throws -> String {
        try Git(folder: folder).run(arguments).trimmed
    }
}

struct Studio {
    let fixture: TeamFixture
    let store: StudioStore
    let library: Library

    /// The library as the database has it now (its last commit moves with each verb).
    var current: Library { get throws { try Library(store: store) } }

    /// A preset of `template` with `changes` and, when given, an authored reduced-motion variant
    /// (`instant`, `retimed(timing: …)`, …); without one the file has none and the template's default shows.
    func create(
        _ name: String, template: String = "move-up-bounce", _ changes: [String: String] = [:],
        reducedMotion: String? = nil
    ) throws {
        let known = try #require(TemplateCatalog.template(named: template))
        var text = known.defaults.text
        for (key, value) in changes { text[key] = value }
        var parameters = try PresetParameters(known, text: text)
        if let reducedMotion {
            parameters = try parameters.setting(reducedMotion: try ReducedMotionVariant(parsing: reducedMotion))
        }
        _ = try store.createPreset(name: name, parameters: parameters, message: "created", at: fixture.now())
    }

    /// `set KEY VALUE …` then `commit -m MESSAGE`.
    func edit(_ name: String, _ changes: [String: String], message: String) throws {
        try setDraft(name, changes)
        _ = try store.commit(of: name, message: message, at: fixture.now())
    }

    /// `set KEY VALUE …` on the draft (canonical texts).
    func setDraft(_ name: String, _ changes: [String: String]) throws {
        let draft = try store.draft(of: name).parameters
        var text = draft.text
        for (key, value) in changes { text[key] = value }
        try store.updateDraft(of: name, parameters: try PresetParameters(draft.template, text: text), at: fixture.now())
    }

    func push(_ message: String? = nil) throws -> Library.PushReport {
        try current.push(message: message, at: fixture.now())
    }
    func pull() throws -> Library.PullReport { try current.pull(at: fixture.now()) }

    /// The latest version's parameters as canonical texts.
    func parameters(_ name: String) throws -> [String: String] { try store.latestVersion(of: name).parameters.text }

    var workingCopy: String { library.attachment.workingCopy }

    func file(_ name: String) throws -> String {
        try String(contentsOfFile: workingCopy + "/" + LibraryFileName.path(for: name), encoding: .utf8)
    }
}

func spring(_ damping: String, _ velocity: String) -> String {
    "uikit-spring(damping: \(damping), velocity: \(velocity))"
}

extension TeamFixture {
    /// A teammate working in Git by hand (no studio): `change` edits a clone of the remote
    /// (made once, brought up to date), then everything is committed as “carl” and pushed.
    /// Returns the new commit.
    @discardableResult
    func teammateCommit(_ message: String, _ change: (String) throws -> Void) throws -> String {
        let folder = root + "/carl"
        if !FileManager.default.fileExists(atPath: folder) {
            try Git(folder: nil).run(["clone", "--quiet", remote, folder])
        }
        try git(folder, ["fetch", "--quiet", "origin"])
        if try Git(folder: folder).attempt(["rev-parse", "--verify", "--quiet", "origin/main"]).status == 0 {
            try git(folder, ["reset", "--quiet", "--hard", "origin/main"])
        }
        try change(folder)
        try git(folder, ["add", "-A"])
        try git(
            folder, ["-c", "user.name=carl", "-c", "user.email=carl@localhost", "commit", "--quiet", "-m", message])
        try git(folder, ["push", "--quiet", "origin", "HEAD:refs/heads/main"])
        return try git(folder, ["rev-parse", "HEAD"])
    }
}
