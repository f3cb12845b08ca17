import Foundation
import StudioREPL
import StudioStore
import StudioTestSupport
import Testing

/// `library …` through the real parser and session, two studios on a real bare repository.
@Suite(.serialized) struct LibraryCommandTests {
    /// A temporary folder with the team's bare repository, and a studio database per name.
    final class Team: @unchecked Sendable {
        let root: String
        private let lock = NSLock()
        private var tick = 0

        init() throws {
            root =
                FileManager.default.temporaryDirectory.appendingPathComponent(
                    "animstudio-library-cmd-\(UUID().uuidString)"
                ).path
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
            try Self.git(["init", "--quiet", "--bare", "--initial-branch=main", root + "/team.git"])
        }

        deinit { try? FileManager.default.removeItem(atPath: root) }

        static func git(_ arguments: [String], in folder: String? = nil) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git"] + (folder.map { ["-C", $0] } ?? []) + arguments
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "git \(arguments)")
        }

        func session(_ name: String) throws -> Session {
            let store = try StudioStore(path: "\(root)/\(name).sqlite")
            return Session(
                store: store,
                clock: { [self] in
                    let now = lock.withLock {
                        tick += 1
                        return tick
                    }
                    return String(format: "2026-11-22T10:%02d:%02d.000Z", now / 60, now % 60)
                })
        }

        /// Runs `script` in `session`; returns (status, stdout, stderr).
        func run(_ script: String, _ session: Session) -> (Int32, String, String) {
            let transcript = Transcript()
            let status = transcript.run(script, session: session)
            return (status, transcript.stdout, transcript.stderr)
        }
    }

    @Test func withoutALibraryTheVerbSaysHowToAttachOne() async throws {
        do {
            let team = try Team()
            let ana = try team.session("ana")
            #expect(team.run("library", ana) == (0, "no team library: attach one with library init DIR|URL\n", ""))
            #expect(
                team.run("library status", ana) == (
                    1, "", "error: this studio has no team library; attach one with library init DIR|URL\n"
                ))
            #expect(
                team.run("library push -m x --mine", ana).2
                    == "error: --mine applies to library resolve, not push\n  library push -m x --mine\n                    ^^^^^^\n"
            )
        }
    }

    /// Each action is a subcommand declared like a verb: its own usage in errors, its own flags
    /// (another action's flag says which action takes it), its own help and named arguments.
    @Test func eachActionIsASubcommandWithItsOwnDeclaration() async throws {
        do {
            let team = try Team()
            let ana = try team.session("ana")
            let refusals: [(String, String)] = [
                (
                    "library nope",
                    "error: ACTION must be one of init, status, diff, push, pull, resolve, log, check, package, release, got “nope”\n  library nope\n          ^^^^\n"
                ),
                (
                    "library resolve",
                    "error: library resolve needs REF: usage: library resolve REF [--mine] [--theirs] [--set NAME=VALUE]\n  library resolve\n  ^^^^^^^^^^^^^^^\n"
                ),
                (
                    "library init",
                    "error: library init needs LIBRARY: usage: library init DIR|URL [--author NAME] [--into DIR]\n  library init\n  ^^^^^^^^^^^^\n"
                ),
                (
                    "library status x",
                    "error: unexpected “x”: usage: library status\n  library status x\n                 ^\n"
                ),
                (
                    "library --mine",
                    "error: --mine applies to library resolve, not library alone\n  library --mine\n          ^^^^^^\n"
                ),
                (
                    "library status -m x",
                    "error: -m applies to library push, not status\n  library status -m x\n                 ^^\n"
                ),
                (
                    "library pull --nope",
                    "error: unknown option --nope for library pull; it takes no options\n  library pull --nope\n               ^^^^^^\n"
                ),
                (
                    "help library pish",
                    "error: library has no subcommand “pish”; expected one of init, status, diff, push, pull, resolve, log, check, package, release; did you mean “push”?\n  help library pish\n               ^^^^\n"
                )
            ]
            for (line, error) in refusals {
                #expect(team.run(line, ana) == (1, "", error), "\(line)")
            }
            #expect(
                team.run("help library push", ana)
                    == (
                        0,
                        """
                        library push [-m|--message MESSAGE]
                          share this studio's committed versions and saved scripts with the library
                          -m, --message MESSAGE  the commit message
                          example: library push -m "calmer bounce"

                        """, ""
                    ))
            let help = team.run("help library", ana).1.split(separator: "\n").map(String.init)
            #expect(help.first == "library [ACTION]")
            #expect(
                help.contains("  push     share this studio's committed versions and saved scripts with the library"))
            #expect(help.suffix(2) == ["  type help library ACTION for its syntax and options", "  example: library"])
            // By name, as an agent calls it: the subcommand's own arguments and no others.
            #expect(
                try ana.execute(verb: "library", named: NamedArguments()).get().text
                    == "no team library: attach one with library init DIR|URL")
            switch ana.execute(verb: "library push", named: NamedArguments(["mine": .on])) {
            case .success: Issue.record("library push took --mine")
            case .failure(let error):
                #expect(error.message == "library push has no argument “mine”; expected “message”")
            }
        }
    }

    /// Every subcommand's example (what `help library ACTION` shows) runs as written, in the real
    /// program, in the order a team meets them: two studios beside a bare `../team-library`.
    @Test func everySubcommandsExampleRuns() throws {
        let team = try Team()
        try Self.Team.git(["init", "--quiet", "--bare", "--initial-branch=main", team.root + "/team-library"])
        for name in ["ana", "ben"] {
            try FileManager.default.createDirectory(atPath: "\(team.root)/\(name)", withIntermediateDirectories: true)
        }
        func run(_ name: String, _ script: String, in folder: String? = nil) throws -> (Int32, String) {
            let process = Process()
            process.executableURL = ProgramRun.binary
            process.arguments = ["--db", "\(team.root)/\(name)/studio.sqlite", "-c", script]
            process.currentDirectoryURL = URL(fileURLWithPath: folder ?? "\(team.root)/\(name)")
            let errors = Pipe()
            process.standardOutput = FileHandle.nullDevice
            process.standardError = errors
            try process.run()
            let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, stderr)
        }
        let library = try #require(CommandRegistry.command(named: "library"))
        func example(_ word: String) throws -> String {
            try #require(library.subcommand(word)?.spec.example)
        }
        let ana = [
            "new bounce from move-up-bounce", try example("init"), try example("status"), try example("push")
        ]
        #expect(try run("ana", ana.joined(separator: "; ")) == (0, ""))
        let ben = [
            try example("init").replacing("Ana", with: "Ben"), "library pull",
            "use bounce; set damping 0.7; commit -m stiffer; library push"
        ]
        #expect(try run("ben", ben.joined(separator: "; ")) == (0, ""))
        let conflict = [
            "use bounce; set damping 0.55; commit -m softer", try example("pull"), try example("diff"),
            try example("resolve"), "library push", try example("log")
        ]
        #expect(try run("ana", conflict.joined(separator: "; ")) == (0, ""))
        #expect(try run("ana", try example("check"), in: "\(team.root)/ana/library-team-library") == (0, ""))
        #expect(try run("ana", [try example("package"), try example("release")].joined(separator: "; ")) == (0, ""))
        // Every subcommand's example ran above.
        #expect(
            Set(library.subcommands.map(\.spec.word))
                == ["init", "status", "diff", "push", "pull", "resolve", "log", "check", "package", "release"])
    }

    @Test func initPushPullResolveAndStatusPrintWhatHappened() async throws {
        do {
            let team = try Team()
            let ana = try team.session("ana")
            let ben = try team.session("ben")
            let remote = team.root + "/team.git"
            #expect(
                team.run("library init \(remote) --into \(team.root)/ana-library --author Ana", ana)
                    == (
                        0,
                        "library \(team.root)/ana-library (remote \(remote), branch main), author Ana, nothing taken in yet\n",
                        ""
                    ))
            #expect(team.run("new bounce from move-up-bounce; library status", ana).1.hasSuffix("new here: bounce@1\n"))
            #expect(team.run("library push -m \"first bounce\"", ana) == (0, "pushed: wrote bounce\n", ""))
            #expect(team.run("library status", ana) == (0, "up to date: nothing to push or pull\n", ""))
            _ = team.run("library init \(remote) --into \(team.root)/ben-library --author Ben", ben)
            #expect(team.run("library pull", ben) == (0, "pulled: new bounce\n", ""))
            #expect(team.run("library pull", ben) == (0, "already up to date\n", ""))

            _ = team.run("use bounce; set damping 0.7; commit -m stiffer; library push", ana)
            _ = team.run("use bounce; set damping 0.55; commit -m softer", ben)
            #expect(
                team.run("library push", ben)
                    == (
                        1, "",
                        "error: push refused: the library moved on since this studio last took it in; pull first\n"
                    ))
            #expect(
                team.run("library pull", ben) == (
                    0,
                    """
                    pulled: every change conflicts; nothing taken in yet
                    conflict: bounce on damping; the library's version waits beside yours: see library diff bounce, then library resolve bounce --mine|--theirs|--set NAME=VALUE

                    """, ""
                ))
            #expect(
                team.run("library status", ben) == (
                    0,
                    """
                    conflict: bounce on damping (library resolve bounce --mine|--theirs|--set NAME=VALUE)

                    """, ""
                ))
            let diff = team.run("library diff bounce --width 60", ben)
            #expect(diff.0 == 0)
            #expect(
                diff.1.hasPrefix(
                    """
                    bounce: changed here and in the library
                    field    base  mine  theirs
                    damping  0.4   0.55  0.7

                    """))
            #expect(diff.1.contains("settle time"))
            #expect(
                team.run("library resolve bounce --set damping=0.6", ben) == (
                    0,
                    """
                    resolved “bounce”: duration 1  delay-factor 0.05  timing uikit-spring(damping: 0.6, velocity: 0.1)  row-height 44
                    push to share it

                    """, ""
                ))
            #expect(
                team.run("library push; library status", ben) == (
                    0, "pushed: wrote bounce\nup to date: nothing to push or pull\n", ""
                ))
            #expect(team.run("library pull; show bounce", ana).1.hasPrefix("pulled: updated bounce\n"))
        }
    }

    @Test func checkNeedsNoDatabaseAndNamesTheBrokenFile() async throws {
        do {
            let team = try Team()
            let ana = try team.session("ana")
            _ = team.run(
                "library init \(team.root)/team.git --into \(team.root)/ana-library --author Ana; new bounce from move-up-bounce; library push",
                ana)
            let library = team.root + "/ana-library"
            #expect(
                team.run("library check \(library)", Session()) == (
                    0,
                    "1 preset file checked: all valid, every one exports to uikit, swiftui, css, compose and tokens within tolerance\n",
                    ""
                ))
            try "{\"$extensions\": {}}\n".write(
                toFile: library + "/presets/broken.json", atomically: true, encoding: .utf8)
            let text = try String(contentsOfFile: library + "/presets/bounce.json", encoding: .utf8)
            try text.replacingOccurrences(of: "\"duration\": 1,", with: "\"duration\": 1.0,")
                .write(toFile: library + "/presets/bounce.json", atomically: true, encoding: .utf8)
            #expect(
                team.run("library check \(library)", Session()) == (
                    1, "",
                    """
                    error: presets/bounce.json: is not in canonical form (sorted keys, shortest numbers, derived tokens, one trailing newline); a push from animstudio writes it so; presets/broken.json: “$extensions.dev.animstudio.preset” is missing: the file holds no animstudio preset

                    """
                ))
        }
    }

    @Test func savedScriptsShowInStatusPullDiffAndResolveByTheirLabel() async throws {
        do {
            let team = try Team()
            let ana = try team.session("ana")
            let ben = try team.session("ben")
            let remote = team.root + "/team.git"
            _ = team.run("library init \(remote) --into \(team.root)/ana-library --author Ana", ana)
            _ = team.run("library init \(remote) --into \(team.root)/ben-library --author Ben", ben)
            #expect(
                team.run("gesture save flick 'tap, wait 0.1'; library status; library push", ana) == (
                    0, "saved gesture “flick”: tap, wait 0.1\nnew here: gestures/flick\npushed: wrote gestures/flick\n",
                    ""
                ))
            #expect(team.run("library pull", ben) == (0, "pulled: new gestures/flick\n", ""))
            _ = team.run("gesture delete flick; library push", ana)
            _ = team.run("gesture save flick 'tap, wait 0.5' --force", ben)
            #expect(
                team.run("library pull; library status", ben) == (
                    0,
                    """
                    pulled: every change conflicts; nothing taken in yet
                    conflict: gestures/flick on deleted; the library's version waits beside yours: see library diff gestures/flick, then library resolve gestures/flick --mine|--theirs
                    conflict: gestures/flick on deleted (library resolve gestures/flick --mine|--theirs)

                    """, ""
                ))
            #expect(
                team.run("library diff gestures/flick", ben) == (
                    0,
                    """
                    gestures/flick: changed here and in the library
                    field   base           mine           theirs
                    script  tap, wait 0.1  tap, wait 0.5  —

                    """, ""
                ))
            #expect(
                team.run("library resolve gestures/flick --set script=tap", ben) == (
                    1, "",
                    "error: a script's conflict is settled whole with --mine or --theirs; --set applies to a preset's fields\n"
                ))
            #expect(
                team.run("library resolve gestures/flick --mine; library status; library push", ben) == (
                    0,
                    "resolved “gestures/flick”: tap, wait 0.5\npush to share it\nnew here: gestures/flick\npushed: wrote gestures/flick\n",
                    ""
                ))
            #expect(team.run("library pull; gestures", ana).1.hasPrefix("pulled: new gestures/flick\nname   script"))
            let log = team.run("library log gestures/flick", ana).1.split(separator: "\n")
            #expect(log.filter { $0.hasPrefix("    ") } == ["    created", "    deleted", "    created"])
            #expect(
                log.filter { !$0.hasPrefix("    ") }.map {
                    $0.split(separator: " ").dropFirst(2).joined(separator: " ")
                } == [
                    "Ben: update gestures/flick", "Ana: delete gestures/flick", "Ana: update gestures/flick"
                ])
            #expect(
                team.run("library diff gestures/none", ana) == (
                    1, "", "error: no saved script “gestures/none” here or in the library\n"
                ))
        }
    }
}
