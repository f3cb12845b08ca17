import AnimationCore
import Simulation

/// The table's flags, shared by `simulate` and `play`.
enum TableFlags {
    static let maximumRowHeight = 10_000.0
    static let maximumTableHeight = 100_000.0

    /// Parsed with the line: a step that cannot be read is refused before anything runs.
    static let scroll = ValueFlag.scrollScript(
        "--scroll", "SCRIPT",
        "what the finger does: to ROW [over S], by POINTS [over S], wait S, refresh, reverse, insert N at ROW")
    static let policy = ValueFlag<CellPolicy>.choice(
        "--policy", "P", "which willDisplay calls animate",
        default: .described("the template's"))
    static let stagger = ValueFlag<StaggerMode>.choice(
        "--stagger", "S", "how delays grow: by row, by visible position, or none",
        default: .described("the template's"))
    static let session = ValueFlag<SessionName>.named(
        "--session", .session, "NAME", "the preview session whose records the run reads and extends")
    static let rowHeight = ValueFlag.number(
        "--row-height", TemplateCatalog.rowHeightRule, "H", "row height in points",
        default: .described("the preset's row-height"))
    static let tableHeight = DefaultedFlag.number(
        "--table-height", NumberRule(.closed(1, maximumTableHeight), unit: "pt"), "H", "visible height in points",
        default: 844)
    static let viewport = ValueFlag.integer(
        "--viewport", 1...10_000, "ROWS", "visible height as a number of rows (instead of --table-height)")

    static let all: [any FlagKey] = [scroll, policy, stagger, session, rowHeight, tableHeight, viewport]
}
