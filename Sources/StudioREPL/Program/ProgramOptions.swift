import ArgumentParser

/// The process's own options, declared through swift-argument-parser: it parses them, prints
/// `--help` and `--version`, and writes shell completion scripts (`--generate-completion-script`).
public struct ProgramOptions: ParsableCommand {
    public static let version = "0.1.0"

    public static let configuration = CommandConfiguration(
        commandName: "animstudio",
        abstract: "A studio for tuning iOS animation presets in a terminal.",
        discussion: """
            Without -c or -f, commands are read from standard input; on a terminal the studio is interactive.
            Type help inside the studio (or run animstudio -c help) for the command language.
            Exit codes: 0 success, 1 a command failed, 2 the database could not be opened, 64 bad usage.
            """,
        version: "animstudio \(version)")

    @Option(
        name: .customLong(ProgramRequest.Name.database),
        help: ArgumentHelp(
            "The studio database (default: $ANIMSTUDIO_DB, $XDG_DATA_HOME/animstudio/studio.sqlite, ~/.local/share/animstudio/studio.sqlite).",
            valueName: "path"),
        completion: .file(extensions: ["sqlite"]))
    public var databasePath: String?

    @Option(
        name: .customShort(Character(ProgramRequest.Name.commands)), help: ArgumentHelp("Run commands (separated by ';') and exit.", valueName: "commands"))
    public var commands: String?

    @Option(
        name: .customShort(Character(ProgramRequest.Name.file)), help: ArgumentHelp("Run the commands in a file and exit.", valueName: "file"),
        completion: .file(extensions: ["anim"]))
    public var file: String?

    @ArgumentParser.Flag(name: .customLong(ProgramRequest.Name.keepGoing), help: "In batch mode, continue after a failing command.")
    public var keepGoing = false

    public init() {}

    public func validate() throws {
        if commands != nil && file != nil { throw ValidationError("give either -c or -f, not both") }
    }

    /// The options as plain values.
    public var request: ProgramRequest {
        ProgramRequest(databasePath: databasePath, commands: commands, file: file, keepGoing: keepGoing)
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
        do {
            return .run(try parse(arguments).request)
        } catch {
            let code = exitCode(for: error).rawValue
            guard code != 0 else { return .exit(output: fullMessage(for: error), toStandardError: false, code: 0) }
            return .exit(output: usageLine(message(for: error)), toStandardError: true, code: 64)
        }
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
