import Foundation

/// The abuse probe's committed symbolic links, with the real binary, real git and a bare remote:
/// a teammate commits a link (a library folder or a file in one, relative or absolute, into a
/// folder outside the working copy); Ben's `library pull` must refuse it and nothing may appear
/// or change outside; the teammate reverts it and Ben's next pull goes through. Run once over
/// every shape by a test in CI and many times by a benchmark.
public struct LinkProbes {
    public struct Figures: Equatable, CustomStringConvertible {
        public var probes = 0
        public var refused = 0
        /// Probes after which a file outside the working copy appeared or changed: each one a bug.
        public var writesOutside = 0
        public var failures: [String] = []

        public var description: String {
            "\(probes) link probes, \(refused) refused, \(writesOutside) wrote outside, \(failures.count) failures"
        }
    }

    /// A link's place in the library and where it points (relative to that place, or absolute).
    public static let shapes: [(path: String, absolute: Bool)] = [
        ("presets", false), ("presets", true), ("gestures", false), ("events", true),
        ("presets/bounce.json", false), ("presets/elsewhere", true)
    ]

    let root: String
    let outside: String

    public init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("animstudio-links-\(UUID())").path
        outside = root + "/outside"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try Data("not a library file\n".utf8).write(to: URL(fileURLWithPath: outside + "/bounce.json"))
        try KilledPullTrials.git(["init", "--quiet", "--bare", "--initial-branch=main", root + "/team.git"])
        try KilledPullTrials.run(
            "library init team.git --into ana-library --author ana\nnew bounce from move-up-bounce\n"
                + "gesture save flick 'tap'\nevent save quick 'edit at 0'\nlibrary push",
            database: root + "/ana.sqlite", in: root)
        try KilledPullTrials.run(
            "library init team.git --into ben-library --author ben\nlibrary pull", database: root + "/ben.sqlite",
            in: root)
        try KilledPullTrials.git(["clone", "--quiet", root + "/team.git", root + "/carl"])
    }

    public func removeAll() { try? FileManager.default.removeItem(atPath: root) }

    /// Runs every shape `rounds` times.
    public func run(rounds: Int) throws -> Figures {
        var figures = Figures()
        let carl = root + "/carl"
        let before = try snapshot()
        for _ in 0..<rounds {
            for shape in Self.shapes {
                figures.probes += 1
                let place = carl + "/" + shape.path
                try? FileManager.default.removeItem(atPath: place)
                let depth = shape.path.split(separator: "/").count
                let target = shape.absolute ? outside : String(repeating: "../", count: depth) + "outside"
                try FileManager.default.createSymbolicLink(atPath: place, withDestinationPath: target)
                try commit(in: carl, "link \(shape.path)")
                let pull = try TimedProcess(
                    ProgramRun.binary.path, ["-c", "library pull"],
                    environment: KilledPullTrials.environment(root + "/ben.sqlite", in: root), timeout: 300)
                if pull.status == 1, pull.stderr.hasPrefix("error: pull refused: commit "),
                    pull.stderr.contains("has a symbolic link at “\(shape.path)”")
                {
                    figures.refused += 1
                } else {
                    figures.failures.append("\(shape.path): exit \(pull.status) \(pull.stdout)\(pull.stderr)")
                }
                if try snapshot() != before { figures.writesOutside += 1 }
                try KilledPullTrials.git([
                    "-C", carl, "-c", "user.name=carl", "-c", "user.email=carl@localhost", "revert", "--no-edit", "HEAD"
                ])
                try KilledPullTrials.git(["-C", carl, "push", "--quiet", "origin", "HEAD:refs/heads/main"])
                let again = try TimedProcess(
                    ProgramRun.binary.path, ["-c", "library pull"],
                    environment: KilledPullTrials.environment(root + "/ben.sqlite", in: root), timeout: 300)
                if again.status != 0 {
                    figures.failures.append("\(shape.path) reverted: exit \(again.status) \(again.stderr)")
                }
            }
        }
        return figures
    }

    private func commit(in folder: String, _ message: String) throws {
        try KilledPullTrials.git(["-C", folder, "add", "-A"])
        try KilledPullTrials.git([
            "-C", folder, "-c", "user.name=carl", "-c", "user.email=carl@localhost", "commit", "--quiet", "-m", message
        ])
        try KilledPullTrials.git(["-C", folder, "push", "--quiet", "origin", "HEAD:refs/heads/main"])
    }

    /// Every file outside the working copy, with its bytes.
    private func snapshot() throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: outside) {
            files[name] = FileManager.default.contents(atPath: outside + "/" + name) ?? Data()
        }
        return files
    }
}
