/// The process's own options: how the studio was started.
public struct ProgramOptions: Equatable, Sendable {
    /// Where commands come from.
    public enum Input: Equatable, Sendable {
        case commands(String)  // -c "cmd; cmd"
        case file(String)  // -f FILE
        case standardInput  // interactive on a TTY, batch otherwise
    }

    public var input: Input = .standardInput
    public var keepGoing = false
    public var databasePath: String?
    public var showHelp = false
    public var showVersion = false

    public static let version = "0.1.0"

    public static let usage = """
        usage: animstudio [--db PATH] [-c "CMD; CMD" | -f FILE] [--keep-going]
          -c CMDS        run commands (separated by ';') and exit
          -f FILE        run the commands in FILE and exit
          --keep-going   in batch mode, continue after a failing command
          --db PATH      the studio database (default: $ANIMSTUDIO_DB, $XDG_DATA_HOME/animstudio/studio.sqlite,
                         ~/.local/share/animstudio/studio.sqlite)
          --version      print the version
          -h, --help     print this help
        Without -c or -f, commands are read from standard input; on a terminal the studio is interactive.
        Exit codes: 0 success, 1 a command failed, 2 the database could not be opened, 64 bad usage.
        """

    /// Parses the process arguments (without the program name).
    /// - Throws: a one-line message for bad usage (the caller exits with 64).
    public static func parse(_ arguments: [String]) throws(UsageError) -> ProgramOptions {
        var options = ProgramOptions()
        var index = 0
        var sawInput = false
        func value(_ flag: String) throws(UsageError) -> String {
            index += 1
            guard index < arguments.count else { throw UsageError("\(flag) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "-c", "-f":
                if sawInput { throw UsageError("give either -c or -f, once") }
                sawInput = true
                let text = try value(argument)
                options.input = argument == "-c" ? .commands(text) : .file(text)
            case "--keep-going": options.keepGoing = true
            case "--db": options.databasePath = try value(argument)
            case "-h", "--help": options.showHelp = true
            case "--version": options.showVersion = true
            default:
                throw UsageError("unknown argument “\(argument)”; see animstudio --help")
            }
            index += 1
        }
        return options
    }
}

/// Bad usage of the program itself (exit code 64).
public struct UsageError: Error, Equatable, Sendable {
    public let message: String
    public init(_ message: String) { self.message = message }
}
