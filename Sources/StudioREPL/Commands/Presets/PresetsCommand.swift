import AnimationCore
import StudioStore
import TerminalText

/// `presets`: every preset with its template, latest version and last change.
enum PresetsCommand {
    static let command = Command(
        CommandSpec(
            "presets", group: .presets,
            summary: "list presets with template, latest version (* when the draft differs) and last change",
            flags: [all, format],
            example: "presets", store: .reads),
        run: run)

    static let all = Switch("--all", "include deleted presets")
    static let format = Flags.format(default: ReportFormat.text)

    static func run(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> Outcome {
        let store = try session.requireStore()
        let list = try session.attempt { try store.presets(includeDeleted: arguments[Self.all]) }
        return try session.rendered(arguments[Self.format]) {
            if list.isEmpty { return "no presets yet; make one with new NAME from TEMPLATE (templates lists them)" }
            let rows = list.map { p in
                [
                    TerminalText.sanitized(p.name), p.template, "@\(p.latestVersion)\(p.draftDiffers ? "*" : "")",
                    p.lastChangedAt + (p.isDeleted ? "  (deleted)" : "")
                ]
            }
            return Columns.render([["preset", "template", "latest", "last change"]] + rows, width: session.tableWidth)
        } json: {
            .array(
                list.map { p in
                    .object([
                        "name": .string(p.name), "template": .string(p.template),
                        "latestVersion": .number(Double(p.latestVersion)), "lastChange": .string(p.lastChangedAt),
                        "draftDiffers": .bool(p.draftDiffers), "deleted": .bool(p.isDeleted)
                    ])
                })
        }
    }
}
