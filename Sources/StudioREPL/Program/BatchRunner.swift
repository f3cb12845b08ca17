/// Runs a script of commands without a terminal: no banner, no prompt, no colour.
public struct BatchRunner {
    public let session: Session
    /// Continue after a failing command instead of stopping.
    public let keepGoing: Bool
    /// Where results and errors go.
    public let output: (String) -> Void
    public let errors: (String) -> Void

    public init(
        session: Session, keepGoing: Bool, output: @escaping (String) -> Void,
        errors: @escaping (String) -> Void
    ) {
        self.session = session
        self.keepGoing = keepGoing
        self.output = output
        self.errors = errors
    }

    /// Runs `script`; returns the exit code: 0 when every command succeeded, 1 when one failed, 2 when
    /// the database could not be opened.
    /// - Parameter origin: a file name to prefix errors with (`FILE:LINE: error: …`).
    public func run(_ script: String, origin: String? = nil) -> Int32 {
        execute(script, origin: origin).status
    }

    /// Runs `script`, printing each result or error; stops at `quit`, and at the first failure
    /// unless ``keepGoing``. Returns the exit status and whether `quit` was reached.
    func execute(_ script: String, origin: String? = nil) -> (status: Int32, quit: Bool) {
        execute(commands: CommandLexer.commands(in: script), origin: origin)
    }

    /// Runs a script read line by line from `reader` (a `-f` file or standard input): only one line
    /// is held at a time. Returns the exit code as ``run(_:origin:)`` does.
    public func run(streaming reader: ScriptLineReader, origin: String? = nil) -> Int32 {
        let commands = reader.lazy.flatMap { line -> [Result<SourceCommand, CommandError>] in
            switch line {
            case .text(let text, let number): CommandLexer.commands(inLine: Substring(text), number: number)
            case .tooLong(let bytes, let number): [.failure(CommandLexer.tooLong(bytes: bytes, number: number))]
            }
        }
        return execute(commands: commands, origin: origin).status
    }

    private func execute(
        commands: some Sequence<Result<SourceCommand, CommandError>>, origin: String?
    ) -> (status: Int32, quit: Bool) {
        var status: Int32 = 0
        for item in commands {
            switch item.flatMap({ session.execute($0) }) {
            case .success(let outcome):
                for warning in outcome.warnings { errors(ErrorRenderer.warning(warning) + "\n") }
                if !outcome.text.isEmpty { output(outcome.text + (outcome.endsLine ? "\n" : "")) }
                if outcome.quit { return (status, true) }
            case .failure(let error):
                let place = origin.map { "\($0):\(error.lineNumber ?? 0)" }
                errors(ErrorRenderer.render(error, origin: place) + "\n")
                status = max(status, error.status)
                if !keepGoing { return (status, false) }
            }
        }
        return (status, false)
    }
}
