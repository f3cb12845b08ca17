/// `clear`: a clean screen in the interactive studio, as the shell's `clear` (Ctrl-L does the same
/// while typing). Without a terminal there is no screen to clear, and it prints nothing.
enum ClearCommand {
    /// Home, then erase the screen (ECMA-48 CUP and ED 2).
    static let sequence = "\u{1B}[H\u{1B}[2J"

    static let command = Command(
        CommandSpec("clear", group: .studio, summary: "clear the terminal's screen (Ctrl-L too)", example: "clear"),
        run: { _, session throws(CommandError) in Outcome(session.terminal.isTTY ? sequence : "", endsLine: false) })
}
