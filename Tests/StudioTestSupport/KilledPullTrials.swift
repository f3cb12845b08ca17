import ChildProcess
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The abuse probe's killed pulls, with the real binary, real git and a bare remote: each trial
/// Ana changes `presets` presets and pushes; Ben's `library pull` is started in a process group
/// of its own and the whole group (the studio and its git) killed with SIGKILL after a random
/// delay within one pull's time; then Ben's next `library pull` must finish it: exit 0, the
/// working copy at the remote's commit and clean, `.git/index.lock` gone. Run small by a test in
/// CI and long by a benchmark.
public struct KilledPullTrials {
    public struct Figures: Equatable, CustomStringConvertible {
        /// Pulls started and killed (a pull that finished before its kill counts as a trial too).
        public var trials = 0
        /// Pulls the kill stopped before they finished.
        public var killedMidway = 0
        /// Kills that left a git lock behind (`index.lock`, `HEAD.lock`, a ref's: killed inside git).
        public var locksLeft = 0
        /// Next pulls that finished the killed one (exit 0, files at the remote's commit, clean, no lock).
        public var recoveries = 0
        /// Next pulls that failed, or left the working copy elsewhere: each one a bug.
        public var failures: [String] = []

        public var description: String {
            "\(trials) trials, \(killedMidway) killed mid-pull, \(locksLeft) left a git lock, \(recoveries) recovered by the next pull, \(failures.count) failures"
        }
    }

    let root: String
    let ana: String
    let ben: String
    let presets: Int
    var round = 0

    /// A bare remote, Ana's studio with `presets` presets pushed, Ben's having pulled them.
    public init(presets: Int) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("animstudio-killed-\(UUID())").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        ana = root + "/ana.sqlite"
        ben = root + "/ben.sqlite"
        self.presets = presets
        try Self.git(["init", "--quiet", "--bare", "--initial-branch=main", root + "/team.git"])
        let made = (0..<presets).map { "new p\($0) from move-up-bounce" }.joined(separator: "\n")
        try Self.run(
            "library init team.git --into ana-library --author ana\n\(made)\nlibrary push", database: ana, in: root)
        try Self.run("library init team.git --into ben-library --author ben\nlibrary pull", database: ben, in: root)
    }

    public func removeAll() { try? FileManager.default.removeItem(atPath: root) }

    /// Runs `count` trials, each killed after a random delay up to `patience` seconds.
    public mutating func run(_ count: Int, patience: Double, seed: UInt64) throws -> Figures {
        var random = SplitMix(seed: seed)
        var figures = Figures()
        let gitFolder = root + "/ben-library/.git"
        for _ in 0..<count {
            round += 1
            let edits = (0..<presets).map { "use p\($0)\nset duration \(0.5 + Double(round % 50) / 100)\ncommit" }
            try Self.run(edits.joined(separator: "\n") + "\nlibrary push", database: ana, in: root)
            let remote = try Self.git(["-C", root + "/team.git", "rev-parse", "main"])
            let delay = Double(random.next() % 1_000_000) / 1_000_000 * patience
            let finished = try Self.killedPull(database: ben, in: root, after: delay)
            figures.trials += 1
            if !finished { figures.killedMidway += 1 }
            if !Self.locks(in: gitFolder).isEmpty { figures.locksLeft += 1 }
            let next = try TimedProcess(
                ProgramRun.binary.path, ["-c", "library pull"], environment: Self.environment(ben, in: root),
                timeout: 300)
            let head = try Self.git(["-C", root + "/ben-library", "rev-parse", "HEAD"])
            let status = try Self.git(["-C", root + "/ben-library", "status", "--porcelain"])
            if next.status == 0, head == remote, status.isEmpty, Self.locks(in: gitFolder).isEmpty {
                figures.recoveries += 1
            } else {
                figures.failures.append(
                    "round \(round), killed after \(delay) s: exit \(next.status) \(next.stderr)head \(head) (remote \(remote)), status “\(status)”"
                )
            }
        }
        return figures
    }

    /// How long one pull of this size takes unkilled, in seconds (the patience for the kills).
    public mutating func pullTime() throws -> Double {
        round += 1
        let edits = (0..<presets).map { "use p\($0)\nset duration \(0.5 + Double(round % 50) / 100)\ncommit" }
        try Self.run(edits.joined(separator: "\n") + "\nlibrary push", database: ana, in: root)
        let start = Date()
        try Self.run("library pull", database: ben, in: root)
        return Date().timeIntervalSince(start)
    }

    /// The lock files in a git folder: at its top and under refs/.
    static func locks(in gitFolder: String) -> [String] {
        var found = ((try? FileManager.default.contentsOfDirectory(atPath: gitFolder)) ?? []).filter {
            $0.hasSuffix(".lock")
        }
        if let walker = FileManager.default.enumerator(atPath: gitFolder + "/refs") {
            for case let path as String in walker where path.hasSuffix(".lock") { found.append("refs/" + path) }
        }
        return found
    }

    static func environment(_ database: String, in folder: String) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["ANIMSTUDIO_DB"] = database
        environment["PWD"] = folder
        return environment
    }

    /// The binary with `script` on its standard input, in `folder`; throws unless it exits 0.
    static func run(_ script: String, database: String, in folder: String) throws {
        let result = try TimedProcess(
            "/bin/sh", ["-c", "cd '\(folder)' && exec '\(ProgramRun.binary.path)'"],
            environment: environment(database, in: folder), timeout: 600, input: script + "\n")
        guard result.status == 0 else {
            throw TimedProcessError("animstudio exited \(result.status): \(result.stderr)")
        }
    }

    @discardableResult
    static func git(_ arguments: [String]) throws -> String {
        let result = try TimedProcess("git", arguments, timeout: 120)
        guard result.status == 0 else {
            throw TimedProcessError("git \(arguments.joined(separator: " ")): \(result.stderr)")
        }
        return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `library pull` in a process group of its own, the group killed after `delay` seconds;
    /// true when the pull had finished before.
    static func killedPull(database: String, in folder: String, after delay: Double) throws -> Bool {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let closing = InheritedDescriptors.closeAllButStandard(&actions)
        // A process group of its own, so the kill reaches the studio's git too.
        posix_spawnattr_setflags(&attributes, Int16(Int32(POSIX_SPAWN_SETPGROUP) | closing))
        posix_spawnattr_setpgroup(&attributes, 0)
        // Through sh, which moves to `folder` and becomes the studio (exec): the group's leader.
        let words = ["/bin/sh", "-c", "cd '\(folder)' && exec '\(ProgramRun.binary.path)' -c 'library pull'"]
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] =
            environment(database, in: folder).map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var child: pid_t = 0
        let started = posix_spawn(&child, "/bin/sh", &actions, &attributes, argv, envp)
        guard started == 0 else { throw TimedProcessError("cannot start animstudio: \(started)") }
        let deadline = Date().addingTimeInterval(delay)
        var status: Int32 = 0
        while Date() < deadline {
            if waitpid(child, &status, WNOHANG) == child { return true }
            usleep(1_000)
        }
        kill(-child, SIGKILL)
        while waitpid(child, &status, 0) < 0, errno == EINTR {}
        // The rest of the group (git, its helpers) dies too; give the kernel a moment to close their files.
        usleep(20_000)
        let signalled = status & 0x7f
        return signalled == 0
    }
}

/// SplitMix64: a seeded generator, so a run's kill times can be replayed.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
