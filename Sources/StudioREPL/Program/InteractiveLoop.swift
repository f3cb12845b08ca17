#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The interactive studio on a terminal: banner, prompt, one command per line, errors shown and
/// the loop continues.
struct InteractiveLoop {
    let session: Session
    let databasePath: String

    func run() -> Int32 {
        StudioProgram.write(
            "animstudio \(ProgramOptions.version) — studio at \(TerminalText.sanitized(databasePath)) — type help for the commands, quit or Ctrl-D to leave\n")
        while true {
            StudioProgram.write("> ")
            guard let line = readLine() else {
                StudioProgram.write("\n")
                return 0
            }
            for item in CommandLexer.commands(in: line) {
                switch item.flatMap({ session.execute($0) }) {
                case .success(let outcome):
                    if !outcome.text.isEmpty { StudioProgram.write(outcome.text + "\n") }
                    if outcome.quit { return 0 }
                case .failure(let error):
                    StudioProgram.writeError(ErrorRenderer.render(error) + "\n")
                }
            }
        }
    }
}
