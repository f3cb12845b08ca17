/// `quit`: leave the studio.
enum QuitCommand {
    static let command = Command(
        CommandSpec(
            "quit", group: .studio, summary: "leave the studio (Ctrl-D does too)", example: "quit", aliases: ["exit"]),
        run: { _, _ throws(CommandError) in Outcome("", quit: true) })
}
