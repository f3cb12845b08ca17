import Foundation
import StudioStore

/// `library release [VERSION]` and the release tags `library log` lists.
extension Library {
    public struct Release: Equatable, Sendable {
        public var version: SemanticVersion
        public var commit: String
    }

    public struct ReleaseReport: Equatable, Sendable {
        public var version: SemanticVersion
        public var commit: String
        public var previous: SemanticVersion?
        /// Why the proposed version is what it is (`major: “fade” removed`), or nil when VERSION was given.
        public var reason: String?
        /// Whether the tag was made and pushed (false: only proposed).
        public var tagged: Bool
    }

    /// The release tags on the remote (fetched), oldest version first.
    public func releases() throws(LibraryError) -> [Release] {
        if try !workingCopy.remoteURL().isEmpty {
            try workingCopy.git.run(["fetch", "--quiet", "--tags", "--force", "origin"])
        }
        let output = try workingCopy.git.run([
            "tag", "--list", "--format=%(refname:strip=2) %(objectname) %(*objectname)"
        ]).text
        var releases: [Release] = []
        for line in output.split(separator: "\n") {
            let fields = line.split(separator: " ").map(String.init)
            guard fields.count >= 2, let version = SemanticVersion(fields[0]) else { continue }
            releases.append(Release(version: version, commit: fields.count > 2 ? fields[2] : fields[1]))
        }
        return releases.sorted { $0.version < $1.version }
    }

    /// The change between two commits' preset files: removed or renamed → major, added or changed → minor, else patch.
    func change(from old: String, to new: String) throws(LibraryError) -> (SemanticVersion.Change, String) {
        let before = try workingCopy.presetFiles(at: old)
        let after = try workingCopy.presetFiles(at: new)
        if let gone = before.keys.sorted().first(where: { after[$0] == nil }) {
            return (.major, "\(gone) removed or renamed")
        }
        let touched = after.keys.sorted().filter { before[$0] != after[$0] }
        guard !touched.isEmpty else { return (.patch, "no preset changed") }
        let blobs = try workingCopy.blobs(touched.flatMap { [before[$0], after[$0]].compactMap { $0 } })
        for path in touched {
            guard let oldID = before[path] else { return (.minor, "\(path) added") }
            guard let oldBytes = blobs[oldID], let newID = after[path], let newBytes = blobs[newID] else { continue }
            if try LibraryDocument.read(oldBytes).content != LibraryDocument.read(newBytes).content {
                return (.minor, "\(path) changed")
            }
        }
        return (.patch, "only notes changed")
    }

    /// What `library release` with no VERSION answers: the next version from the change since the
    /// last release and why (the first release is 1.0.0). Nothing is tagged: a version is a promise
    /// to the apps, so a person confirms it by running `library release VERSION`; the same refusals
    /// as a release apply, so the proposed command works as printed.
    public func proposeRelease() throws(LibraryError) -> ReleaseReport {
        try recoverIfInterrupted()
        let (head, releases) = try releasableCommit()
        let version: SemanticVersion
        let reason: String
        if let last = releases.last {
            let (change, why) = try change(from: last.commit, to: head)
            version = last.version.next(change)
            reason = "\(change.rawValue): \(why) since \(last.version)"
        } else {
            version = SemanticVersion(1, 0, 0)
            reason = "the first release"
        }
        try refuseRelease(of: version, at: head, among: releases)
        return ReleaseReport(
            version: version, commit: head, previous: releases.last?.version, reason: reason, tagged: false)
    }

    /// Tags the library's last commit with `requested` (MAJOR.MINOR.PATCH) and pushes the tag.
    public func release(_ requested: String) throws(LibraryError) -> ReleaseReport {
        try recoverIfInterrupted()
        guard let version = SemanticVersion(requested) else {
            throw LibraryError(
                "release version \(quoted(requested)) is not MAJOR.MINOR.PATCH (three whole numbers, e.g. 1.2.0)")
        }
        let (head, releases) = try releasableCommit()
        try refuseRelease(of: version, at: head, among: releases)
        try workingCopy.git.run(["tag", version.description, head])
        if try !workingCopy.remoteURL().isEmpty {
            let output = try workingCopy.git.attempt(["push", "--quiet", "origin", "refs/tags/\(version)"])
            if output.status != 0 {
                _ = try? workingCopy.git.attempt(["tag", "-d", version.description])
                throw LibraryError(
                    "release refused: the remote did not take tag \(version): \(Git.sanitized(output.error.trimmingCharacters(in: .whitespacesAndNewlines)))"
                )
            }
        }
        return ReleaseReport(
            version: version, commit: head, previous: releases.last?.version, reason: nil, tagged: true)
    }

    /// The library's last commit, which must be on the remote, and the releases so far.
    private func releasableCommit() throws(LibraryError) -> (head: String, releases: [Release]) {
        let remote = try workingCopy.fetch(branch: attachment.branch)
        guard let head = try workingCopy.commit("HEAD"), let remote else {
            throw LibraryError("release refused: the library has no commit yet; push first")
        }
        let pushed = try workingCopy.git.attempt(["merge-base", "--is-ancestor", head, remote]).status == 0
        guard pushed else {
            throw LibraryError("release refused: commit \(head.prefix(7)) is not on the remote; push first")
        }
        return (head, try releases())
    }

    /// Refuses a tag that exists, a version before the latest release, and a commit already released.
    private func refuseRelease(of version: SemanticVersion, at head: String, among releases: [Release])
        throws(LibraryError)
    {
        if releases.contains(where: { $0.version == version }) {
            throw LibraryError("release refused: tag \(version) already exists; give a new version")
        }
        if let last = releases.last, version < last.version {
            throw LibraryError(
                "release refused: \(version) goes backwards from the latest release \(last.version); give a version after it"
            )
        }
        if let last = releases.last, last.commit == head {
            throw LibraryError("release refused: commit \(head.prefix(7)) is already released as \(last.version)")
        }
    }
}
