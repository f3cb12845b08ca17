import TerminalText

/// The interactive studio: banner, a prompt showing the current preset, one line at a time.
/// Errors are shown and the loop goes on; Ctrl-C cancels the line; Ctrl-D or `quit` ends it.
public struct InteractiveLoop {
    let session: Session
    let reader: any LineReader
    let databasePath: String
    let output: (String) -> Void
    let errors: (String) -> Void
    /// Where the banner and the line breaks after Ctrl-C and Ctrl-D go: the screen the prompt is on.
    let screen: (String) -> Void
    /// Called before each command, to follow a resized terminal.
    let refreshTerminal: () -> TerminalSettings?

    public init(
        session: Session, reader: any LineReader, databasePath: String,
        output: @escaping (String) -> Void, errors: @escaping (String) -> Void,
        screen: ((String) -> Void)? = nil,
        refreshTerminal: @escaping () -> TerminalSettings? = { nil }
    ) {
        self.screen = screen ?? output
        self.session = session
        self.reader = reader
        self.databasePath = databasePath
        self.output = output
        self.errors = errors
        self.refreshTerminal = refreshTerminal
    }

    /// The first lines shown.
    public var banner: String {
        "animstudio \(ProgramOptions.version) — studio at \(TerminalText.sanitized(databasePath))\n"
            + "help lists the commands, help VERB one of them; Tab completes; quit leaves\n"
    }

    /// Runs until the end of input or `quit`; returns the exit code (0).
    public func run() -> Int32 {
        session.isInteractive = true
        screen(banner)
        while true {
            switch reader.readLine(prompt: session.prompt) {
            case .endOfFile:
                screen("\n")
                return 0
            case .interrupted:
                screen("\n")
            case .line(let line):
                if line.allSatisfy({ $0 == " " || $0 == "\t" }) { continue }
                reader.addHistory(line)
                if let settings = refreshTerminal() { session.terminal = settings }
                if execute(line) { return 0 }
            }
        }
    }

    /// Runs one typed line (every command in it, errors shown); returns true when it asked to quit.
    private func execute(_ line: String) -> Bool {
        BatchRunner(session: session, keepGoing: true, output: output, errors: errors).execute(line).quit
    }
}
