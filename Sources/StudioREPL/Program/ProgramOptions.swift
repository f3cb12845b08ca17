public import ArgumentParser
import CBuildStamp

/// The process's own options, declared through swift-argument-parser: it parses them, prints
/// `--help` and `--version`, and writes shell completion scripts (`--generate-completion-script`).
public struct ProgramOptions: ParsableCommand {
    /// The version stamped into a release binary at build time (`git describe`, by
    /// packaging/stamp-version), else the version of the sources.
    public static let version: String = {
        let stamped = String(cString: animstudio_build_version())
        return stamped.isEmpty ? sourceVersion : stamped
    }()
    /// The version of the sources, printed by a build nobody stamped (a debug or test build).
    public static let sourceVersion = "0.1.0"
    static let abstract = "A studio for tuning iOS animation presets in a terminal."

    /// Each option's help, shared with the man page (``ManPage``).
    enum Help {
        static let database =
            "The studio database (default: $ANIMSTUDIO_DB, $XDG_DATA_HOME/animstudio/studio.sqlite, ~/.local/share/animstudio/studio.sqlite)."
        static let commands = "Run commands (separated by ';') and exit."
        static let file = "Run the commands in a file and exit."
        static let keepGoing = "In batch mode, continue after a failing command."
        static let mode =
            "mcp: serve the Model Context Protocol on standard input and output, for an agent client."
        static let allow =
            "With mcp: verbs that delete or replace, which the agent may then call too, separated by commas (delete, restore, delete-dataset, import, reset, library)."
        static let reference =
            "Print the command reference generated from the verbs' declarations (markdown or man) and exit."
    }

    public static let configuration = CommandConfiguration(
        commandName: "animstudio",
        abstract: abstract,
        discussion: """
            Without -c or -f, commands are read from standard input; on a terminal the studio is interactive.
            Type help inside the studio (or run animstudio -c help) for the command language.
            Exit codes: 0 success, 1 a command failed, 2 the database could not be opened, 64 bad usage.
            """,
        version: "animstudio \(version)")

    @Option(
        name: .customLong(ProgramRequest.Name.database),
        help: ArgumentHelp(Help.database, valueName: "path"),
        completion: .file(extensions: ["sqlite"]))
    public var databasePath: String?

    @Option(
        name: .customShort(Character(ProgramRequest.Name.commands)),
        help: ArgumentHelp(Help.commands, valueName: "commands"))
    public var commands: String?

    @Option(
        name: .customShort(Character(ProgramRequest.Name.file)), help: ArgumentHelp(Help.file, valueName: "file"),
        completion: .file(extensions: ["anim"]))
    public var file: String?

    @ArgumentParser.Flag(name: .customLong(ProgramRequest.Name.keepGoing), help: ArgumentHelp(Help.keepGoing))
    public var keepGoing = false

    /// `mcp`: the studio as a Model Context Protocol server (`animstudio --db PATH mcp`).
    @Argument(help: ArgumentHelp(Help.mode, valueName: "mode"))
    public var mode: Mode?

    public enum Mode: String, ExpressibleByArgument, Sendable {
        case mcp
    }

    @Option(name: .customLong("allow"), help: ArgumentHelp(Help.allow, valueName: "verbs"))
    public var allow: String?

    /// `--generate-reference markdown|man`: hidden, for `make reference`.
    @Option(
        name: .customLong("generate-reference"),
        help: ArgumentHelp(Help.reference, valueName: "format", visibility: .hidden))
    public var reference: ReferenceFormat?

    public enum ReferenceFormat: String, ExpressibleByArgument, Sendable {
        case markdown, man
    }

    public init() {}

    public func validate() throws {
        if commands != nil && file != nil { throw ValidationError("give either -c or -f, not both") }
        if mode == .mcp, commands != nil || file != nil {
            throw ValidationError("mcp reads its requests from standard input: give neither -c nor -f")
        }
        if allow != nil, mode != .mcp { throw ValidationError("--allow goes with mcp") }
    }

    /// The text `--generate-reference` prints, if asked.
    var referenceText: String? {
        switch reference {
        case .markdown: return CommandReference.markdown()
        case .man: return ManPage.text()
        case nil: return nil
        }
    }

    /// The options as plain values.
    public var request: ProgramRequest {
        if mode == .mcp {
            let allowed = (allow ?? "").split(separator: ",").map { String($0).filter { $0 != " " } }.filter {
                !$0.isEmpty
            }
            return ProgramRequest(databasePath: databasePath, input: .agent(allowed: allowed), keepGoing: keepGoing)
        }
        return ProgramRequest(databasePath: databasePath, commands: commands, file: file, keepGoing: keepGoing)
    }

    /// What the arguments ask for: options to run with, or text to print and an exit code
    /// (`--help`, `--version`, a completion script, or bad usage with code 64).
    public enum Parsed {
        case run(ProgramRequest)
        case exit(output: String, toStandardError: Bool, code: Int32)
    }

    /// Parses the process arguments (without the program name).
    public static func interpret(_ arguments: [String]) -> Parsed {
        if let plain = ProgramRequest(plainArguments: arguments) { return .run(plain) }
        if let repeated = repeatedOption(in: arguments) {
            return .exit(output: usageLine(repeated), toStandardError: true, code: 64)
        }
        if let verb = arguments.first, CommandRegistry.command(named: verb) != nil {
            return .exit(output: commandLanguageLine(arguments), toStandardError: true, code: 64)
        }
        do {
            let options = try parse(arguments)
            if let text = options.referenceText {
                return .exit(output: String(text.dropLast()), toStandardError: false, code: 0)
            }
            return .run(options.request)
        } catch {
            let code = exitCode(for: error).rawValue
            guard code != 0 else { return .exit(output: fullMessage(for: error), toStandardError: false, code: 0) }
            return .exit(output: usageLine(message(for: error)), toStandardError: true, code: 64)
        }
    }

    /// Why the arguments repeat -c, -f or --db, if they do: the parser keeps only the last of a
    /// repeated option, so a second -c would silently replace the first.
    static func repeatedOption(in arguments: [String]) -> String? {
        let options = arguments.prefix { $0 != "--" }
        for name in [
            "-" + ProgramRequest.Name.commands, "-" + ProgramRequest.Name.file, "--" + ProgramRequest.Name.database
        ] {
            let given = options.filter { $0 == name || $0.hasPrefix(name + "=") }.count
            guard given > 1 else { continue }
            let how = name == "-c" ? ", with the commands separated by ';'" : ""
            return "give \(name) once\(how) (it was given \(given) times)"
        }
        return nil
    }

    /// `animstudio sample linear`, as git and swift take their subcommands: the words are a command of
    /// the studio's language, which `-c` runs.
    static func commandLanguageLine(_ arguments: [String]) -> String {
        let command = arguments.joined(separator: " ").split(separator: "'", omittingEmptySubsequences: false)
            .joined(separator: "'\\''")
        return "“\(arguments[0])” is a command of the studio's language: run animstudio -c '\(command)', or type it "
            + "at the studio's prompt; see animstudio --help"
    }

    /// ArgumentParser's message as one line in the studio's style: lowercase, values quoted “…”,
    /// and where to look.
    static func usageLine(_ message: String) -> String {
        var text = message.split(separator: "\n").first.map(String.init) ?? message
        if text.hasPrefix("Error: ") { text.removeFirst(7) }
        if let first = text.first, first.isUppercase, text.dropFirst().first?.isLowercase == true {
            text = first.lowercased() + text.dropFirst()
        }
        var quoted = ""
        var open = false
        for character in text {
            if character == "'" {
                quoted.append(open ? "”" : "“")
                open.toggle()
            } else {
                quoted.append(character)
            }
        }
        return quoted + "; see animstudio --help"
    }
}
