import AnimationCore
import Simulation

/// The table's flags, shared by `simulate` and `play`.
enum TableFlags {
    static let maximumRowHeight = 10_000.0
    static let maximumTableHeight = 100_000.0
    /// An iPhone 14's screen, in points.
    static let defaultTableHeight = 844.0

    static let all: [Flag] = [
        Flag(
            "--scroll", .scrollScript, "SCRIPT",
            "what the finger does: to ROW [over S], by POINTS [over S], wait S, refresh, reverse, insert N at ROW"),
        Flag(
            "--policy", .choice(CellPolicy.allCases.map(\.rawValue)), "P",
            "which willDisplay calls animate (default: the template's)"),
        Flag(
            "--stagger", .choice(StaggerMode.allCases.map(\.rawValue)), "S",
            "how delays grow: by row, by visible position, or none (default: the template's)"),
        Flag("--session", .session, "NAME", "the preview session whose records the run reads and extends"),
        Flag(
            "--row-height", .number(TemplateCatalog.rowHeightRule), "H",
            "row height in points (default: the preset's row-height)"),
        Flag(
            "--table-height", .number(NumberRule(.closed(1, maximumTableHeight), unit: "pt")), "H",
            "visible height in points (default 844)"),
        Flag(
            "--viewport", .integer(1...10_000), "ROWS", "visible height as a number of rows (instead of --table-height)"
        )
    ]
}
