import AnimationCore
import Foundation
import StudioLibrary
import StudioStore
import TerminalText

/// `library ACTION …`: the team library on Git, one subcommand per action (init, status, diff, push,
/// pull, resolve, log, check, package, release), each declared like a verb. `library` alone says
/// which library the studio is attached to.
enum LibraryCommand {
    static let command = Command(
        CommandSpec(
            "library", group: .exchange,
            summary:
                "share presets and saved scripts with a team through a Git repository; alone, which library this studio is attached to",
            example: "library", store: .writes),
        subcommands: [
            initCommand, status, LibraryDiffCommand.command, push, pull, resolve, log, LibraryCheckCommand.command,
            package, release
        ],
        run: { _, session throws(CommandError) in
            try run(session) { store in
                guard try store.libraryAttachment() != nil else {
                    return Outcome("no team library: attach one with library init DIR|URL")
                }
                return Outcome(LibraryReport.which(try Library(store: store)))
            }
        })

    static let location = RequiredArgument("LIBRARY", .text, shownAs: "DIR|URL")
    static let author = ValueFlag(
        "--author", .text, "NAME", "the name written as the author of this studio's versions")
    static let into = ValueFlag(
        "--into", .folder, "DIR", "where to clone a URL", default: .described("beside the database"))
    static let initCommand = Command(
        .subcommand(
            "init",
            summary: "attach this studio to a library: a folder, or a Git URL cloned beside the database",
            positionals: [location], flags: [author, into],
            example: "library init ../team-library --author Ana", store: .writes),
        run: { arguments, session throws(CommandError) in
            let store = try session.requireStore()
            return try attach(arguments[location].text, arguments, store, session)
        })

    static let status = Command(
        .subcommand(
            "status", summary: "what is new or changed here and in the library, and what conflicts",
            example: "library status", store: .writes),
        run: { _, session throws(CommandError) in
            try run(session) { store in Outcome(LibraryReport.status(try Library(store: store).status())) }
        })

    static let message = ValueFlag("--message", short: "-m", .text, "MESSAGE", "the commit message")
    static let push = Command(
        .subcommand(
            "push", summary: "share this studio's committed versions and saved scripts with the library",
            flags: [message], example: "library push -m \"calmer bounce\"", store: .writes),
        run: { arguments, session throws(CommandError) in
            try run(session) { store in
                let report = try Library(store: store).push(message: arguments[message]?.text, at: session.clock())
                return Outcome(LibraryReport.push(report))
            }
        })

    static let pull = Command(
        .subcommand(
            "pull", summary: "take in the library's changes; a conflicting field waits beside yours",
            example: "library pull", store: .writes),
        run: { _, session throws(CommandError) in
            try run(session) { store in
                Outcome(LibraryReport.pull(try Library(store: store).pull(at: session.clock())))
            }
        })

    static let conflicted = RequiredArgument("REF", .text)
    static let mine = Switch("--mine", "keep this studio's side of every conflicting field")
    static let theirs = Switch("--theirs", "take the library's side of every conflicting field")
    static let set = ValueFlag(
        "--set", .text, "NAME=VALUE", "set conflicting fields (comma-separated NAME=VALUE pairs)")
    static let resolve = Command(
        .subcommand(
            "resolve", summary: "settle a conflicting preset or saved script: mine, theirs, or fields set by hand",
            positionals: [conflicted], flags: [mine, theirs, set], example: "library resolve bounce --theirs",
            store: .writes),
        run: { arguments, session throws(CommandError) in
            try resolve(arguments[conflicted], arguments, try session.requireStore(), session)
        })

    static let logged = OptionalArgument("REF", .text, shownAs: "[REF]")
    static let log = Command(
        .subcommand(
            "log", summary: "the shared history of a preset or saved script, or the releases without REF",
            positionals: [logged], example: "library log bounce", store: .writes),
        run: { arguments, session throws(CommandError) in
            try run(session) { store in
                let library = try Library(store: store)
                guard let reference = arguments[logged]?.text else {
                    return Outcome(LibraryReport.releases(try library.releases()))
                }
                if try library.namesScript(reference) {
                    return Outcome(LibraryScriptReport.log(try library.scriptLog(of: reference)))
                }
                return Outcome(LibraryReport.log(try library.log(of: reference)))
            }
        })

    static let module = ValueFlag(
        "--module", .text, "NAME", "the Swift module's name", default: .described("from the repository's name"))
    static let package = Command(
        .subcommand(
            "package", summary: "generate the library's presets as a Swift package and push it",
            flags: [module], example: "library package --module TeamMotion", store: .writes),
        run: { arguments, session throws(CommandError) in
            try run(session) { store in
                let report = try Library(store: store).package(module: arguments[module]?.text, at: session.clock())
                return Outcome(LibraryReport.package(report))
            }
        })

    static let version = OptionalArgument("VERSION", .text, shownAs: "[VERSION]")
    static let release = Command(
        .subcommand(
            "release",
            summary: "propose the next version by what changed; with VERSION, tag the package as that release",
            positionals: [version], example: "library release 1.0.0", store: .writes),
        run: { arguments, session throws(CommandError) in
            try run(session) { store in
                let library = try Library(store: store)
                guard let requested = arguments[version]?.text else {
                    return Outcome(LibraryReport.release(try library.proposeRelease()))
                }
                return Outcome(LibraryReport.release(try library.release(requested)))
            }
        })

    /// Runs `body` on the studio's store, a library's error as the studio's one error line.
    static func run(_ session: Session, _ body: (StudioStore) throws -> Outcome) throws(CommandError) -> Outcome {
        let store = try session.requireStore()
        do {
            return try body(store)
        } catch let error as LibraryError {
            throw CommandError(error.message)
        } catch let error as CommandError {
            throw error
        } catch {
            throw CommandError(wrapping: error)
        }
    }

    private static func attach(_ target: String, _ arguments: ParsedArguments, _ store: StudioStore, _ session: Session)
        throws(CommandError) -> Outcome
    {
        let into: String
        if let folder = arguments[Self.into]?.text {
            into = folder
        } else if let path = store.path {
            let name = target.split(whereSeparator: { $0 == "/" || $0 == ":" }).last.map(String.init) ?? "library"
            let stem = name.hasSuffix(".git") ? String(name.dropLast(4)) : name
            into = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("library-" + stem).path
        } else {
            throw CommandError("library init URL on a database in memory needs --into DIR")
        }
        do {
            let library = try Library.attach(
                store: store, target: target, cloneFolder: into, author: arguments[Self.author]?.text,
                at: session.clock()
            )
            return Outcome(LibraryReport.which(library))
        } catch {
            throw CommandError(error.message)
        }
    }

    private static func resolve(
        _ target: ArgumentValue, _ arguments: ParsedArguments, _ store: StudioStore, _ session: Session
    ) throws(CommandError) -> Outcome {
        let choices: [any FlagKey] = [Self.mine, Self.theirs, Self.set]
        let chosen = choices.filter { arguments.given($0) != nil }.map(\.declaration.name)
        guard chosen.count == 1 else {
            throw CommandError(
                "library resolve takes one of --mine, --theirs or --set NAME=VALUE, got \(chosen.isEmpty ? "none" : chosen.joined(separator: " and "))"
            )
        }
        var resolution = PresetMerge.Resolution.mine
        if arguments[Self.theirs] { resolution = .theirs }
        if let text = arguments[Self.set] {
            var values: [String: String] = [:]
            for pair in text.text.split(separator: ",", omittingEmptySubsequences: false) {
                let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard parts.count == 2, !parts[0].trimmingCharacters(in: .whitespaces).isEmpty else {
                    throw session.located(
                        "--set takes NAME=VALUE pairs separated by commas, got “\(TerminalText.sanitized(String(pair)))”",
                        text.token)
                }
                values[parts[0].trimmingCharacters(in: .whitespaces)] = parts[1].trimmingCharacters(in: .whitespaces)
            }
            resolution = .set(values)
        }
        let content: PresetContent?
        do {
            let library = try Library(store: store)
            if try library.namesScript(target.text) {
                return Outcome(try LibraryScriptReport.resolve(target.text, resolution, library, at: session.clock()))
            }
            content = try library.resolve(target.text, resolution, at: session.clock())
        } catch {
            throw CommandError(error.message)
        }
        guard let content else {
            let users = try session.attempt { try store.presetsPlaying(asVariant: target.text) }
            return Outcome(
                "resolved “\(TerminalText.sanitized(target.text))”: deleted, as the \(arguments[Self.mine] ? "studio" : "library") has it"
                    + (users.isEmpty ? "" : "\n" + LibraryReport.deletedButPlayed(target.text, users)))
        }
        return Outcome(
            "resolved “\(TerminalText.sanitized(content.name))”: " + LibraryReport.parameters(content)
                + "\npush to share it")
    }
}
