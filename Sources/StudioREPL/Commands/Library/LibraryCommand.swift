import AnimationCore
import Foundation
import StudioLibrary
import StudioStore
import TerminalText

/// `library [ACTION] [TARGET]`: the team library on Git (init, status, diff, push, pull, resolve,
/// log, check). `library` alone says which library the studio is attached to.
enum LibraryCommand {
    static let actions = ["init", "status", "diff", "push", "pull", "resolve", "log", "check", "package", "release"]

    static let command = Command(
        CommandSpec(
            "library", group: .exchange,
            summary:
                "share presets and saved scripts with a team through a Git repository: init DIR|URL, status, diff [REF], push, pull, resolve REF, log [REF], check [DIR], package [--module NAME], release [VERSION]",
            positionals: [action, target], flags: allFlags,
            example: "library", store: .writes),
        run: run)

    static let action = OptionalArgument.choice("ACTION", actions)
    static let target = OptionalArgument("TARGET", .text, shownAs: "[DIR|URL|REF|VERSION]")
    static let message = ValueFlag("--message", short: "-m", .text, "MESSAGE", "push: the commit message")
    static let mine = Switch("--mine", "resolve: keep this studio's side of every conflicting field")
    static let theirs = Switch("--theirs", "resolve: take the library's side of every conflicting field")
    static let set = ValueFlag(
        "--set", .text, "NAME=VALUE", "resolve: set conflicting fields (comma-separated NAME=VALUE pairs)")
    static let author = ValueFlag(
        "--author", .text, "NAME", "init: the name written as the author of this studio's versions")
    static let into = ValueFlag(
        "--into", .folder, "DIR", "init: where to clone a URL", default: .described("beside the database"))
    static let module = ValueFlag(
        "--module", .text, "NAME", "package: the Swift module's name",
        default: .described("from the repository's name"))
    static let allFlags: [any FlagKey] = [message, mine, theirs, set, author, into, module] + Flags.plot

    /// Which flags each action takes.
    private static let flagsOf: [String: [any FlagKey]] = [
        "init": [author, into], "push": [message], "resolve": [mine, theirs, set], "diff": Flags.plot,
        "package": [module]
    ]

    static func run(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> Outcome {
        let action = arguments[Self.action] ?? "which"
        let allowed = Set((flagsOf[action] ?? []).map(\.declaration.name))
        for flag in allFlags where !allowed.contains(flag.declaration.name) {
            if let value = arguments.given(flag) {
                let name = flag.declaration.name
                let owner = flagsOf.first { $0.value.contains { $0.declaration.name == name } }?.key
                throw session.located(
                    "\(name) applies to library \(owner ?? "another action"), not \(action)", value.token)
            }
        }
        let target = arguments[Self.target]
        let needsTarget = ["init", "resolve"].contains(action)
        let takesTarget = needsTarget || ["diff", "check", "log", "release"].contains(action)
        // The TARGET `init`, `resolve` and `log` need, or the error saying so (no force-unwrap).
        let needed = { () throws(CommandError) -> ArgumentValue in
            guard let target else {
                throw CommandError(
                    "library \(action) needs a \(action == "init" ? "DIR or URL" : "REF"): usage: \(command.spec.usage)"
                )
            }
            return target
        }
        if needsTarget { _ = try needed() }
        if !takesTarget, let target {
            throw session.located(
                "library \(action == "which" ? "" : action + " ")takes no argument here", target.token)
        }
        if action == "check" { return try LibraryCheckCommand.run(folder: target?.text ?? ".", session) }
        let store = try session.requireStore()
        do {
            switch action {
            case "init": return try attach(try needed().text, arguments, store, session)
            case "which":
                guard try store.libraryAttachment() != nil else {
                    return Outcome("no team library: attach one with library init DIR|URL")
                }
                return Outcome(LibraryReport.which(try Library(store: store)))
            case "status": return Outcome(LibraryReport.status(try Library(store: store).status()))
            case "push":
                let report = try Library(store: store).push(message: arguments[Self.message]?.text, at: session.clock())
                return Outcome(LibraryReport.push(report))
            case "pull": return Outcome(LibraryReport.pull(try Library(store: store).pull(at: session.clock())))
            case "resolve": return try resolve(try needed(), arguments, store, session)
            case "package":
                let report = try Library(store: store).package(
                    module: arguments[Self.module]?.text, at: session.clock())
                return Outcome(LibraryReport.package(report))
            case "release":
                let library = try Library(store: store)
                return Outcome(
                    LibraryReport.release(try target.map { try library.release($0.text) } ?? library.proposeRelease()))
            case "log":
                let library = try Library(store: store)
                guard let reference = target?.text else {
                    return Outcome(LibraryReport.releases(try library.releases()))
                }
                if try library.namesScript(reference) {
                    return Outcome(LibraryScriptReport.log(try library.scriptLog(of: reference)))
                }
                return Outcome(LibraryReport.log(try library.log(of: reference)))
            default: return try LibraryDiffCommand.run(target, arguments, store, session)
            }
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
        do {
            let library = try Library(store: store)
            if try library.namesScript(target.text) {
                return Outcome(try LibraryScriptReport.resolve(target.text, resolution, library, at: session.clock()))
            }
            let content = try library.resolve(target.text, resolution, at: session.clock())
            guard let content else {
                return Outcome(
                    "resolved “\(TerminalText.sanitized(target.text))”: deleted, as the \(arguments[Self.mine] ? "studio" : "library") has it"
                )
            }
            return Outcome(
                "resolved “\(TerminalText.sanitized(content.name))”: " + LibraryReport.parameters(content)
                    + "\npush to share it")
        } catch {
            throw CommandError(error.message)
        }
    }
}
