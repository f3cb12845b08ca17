/// Every verb of the command language with its group, syntax, summary and a real example.
public struct Verb: Sendable {
    public let name: String
    public let group: String
    public let syntax: String
    public let summary: String
    public let example: String
}

/// The verbs `help` lists, grouped by task.
public enum VerbCatalog {
    public static let groups = ["curves", "presets", "datasets", "table", "exchange", "studio"]

    public static let all: [Verb] = [
        Verb(
            name: "sample", group: "curves",
            syntax: "sample TIMING|TEMPLATE [--duration S] [--samples N] [--row R] [--format csv|json]",
            summary: "progress and velocity (or a template's properties) at N+1 evenly spaced times",
            example: "sample uikit-spring(damping: 0.5, velocity: 0) --duration 0.5 --samples 5"),
        Verb(
            name: "convert", group: "curves", syntax: "convert TIMING [--duration S] [--format text|json]",
            summary: "every equivalent form of a curve, with the API each belongs to",
            example: "convert spring(response: 0.5, damping-fraction: 0.825)"),
        Verb(
            name: "metrics", group: "curves", syntax: "metrics TIMING [--duration S] [--format text|json]",
            summary: "settle time, overshoot, oscillations, peak velocity, t50 and duration",
            example: "metrics spring(mass: 1, stiffness: 100, damping: 10, velocity: 0)"),
        Verb(
            name: "plot", group: "curves",
            syntax: "plot TIMING|TEMPLATE ... [--property P] [--duration S] [--canvas braille|block|ascii] [--width W] [--height H] [--color auto|always|never] | plot --stagger TEMPLATE|REF [--rows N]",
            summary: "progress (or a template property) against time, one series per argument; --stagger draws the rows' timeline",
            example: "plot uikit-spring(damping: 0.4, velocity: 0) uikit-spring(damping: 0.55, velocity: 0) --duration 1"),
        Verb(
            name: "compare", group: "curves",
            syntax: "compare TIMING|REF TIMING|REF ... [--duration S] [--canvas C] [--width W] [--height H] [--color WHEN]",
            summary: "overlay plot and a metrics table with the change against the first",
            example: "compare ease-in-out spring(duration: 0.5, bounce: 0.2) --duration 0.5"),
        Verb(
            name: "templates", group: "curves", syntax: "templates [NAME] [--format text|json]",
            summary: "the built-in animations and their parameters with defaults",
            example: "templates tip-in"),
        Verb(
            name: "new", group: "presets", syntax: "new NAME from TEMPLATE|REF [-m MESSAGE]",
            summary: "create a preset whose version 1 holds the source's parameters, and make it current",
            example: "new bounce from move-up-bounce"),
        Verb(name: "use", group: "presets", syntax: "use NAME", summary: "make a preset current", example: "use bounce"),
        Verb(
            name: "presets", group: "presets", syntax: "presets [--all] [--format text|json]",
            summary: "list presets with template, latest version (* when the draft differs) and last change",
            example: "presets"),
        Verb(
            name: "set", group: "presets", syntax: "set PARAM VALUE [PARAM VALUE …]",
            summary: "change the current draft: a template parameter or a number of its timing (damping, velocity, …)",
            example: "set damping 0.55 velocity 0"),
        Verb(name: "unset", group: "presets", syntax: "unset PARAM [PARAM …]", summary: "put parameters back to the template's default", example: "unset row-height"),
        Verb(name: "undo", group: "presets", syntax: "undo", summary: "step the draft back one change (survives restarts)", example: "undo"),
        Verb(name: "redo", group: "presets", syntax: "redo", summary: "step the draft forward again", example: "redo"),
        Verb(name: "commit", group: "presets", syntax: "commit [-m MESSAGE]", summary: "turn the draft into the next immutable version", example: "commit -m \"less wobble\""),
        Verb(name: "history", group: "presets", syntax: "history [NAME] [--format text|json]", summary: "versions with time, message and the parameters each changed", example: "history bounce"),
        Verb(name: "tag", group: "presets", syntax: "tag REF TAG [--force]", summary: "name a committed version (bounce@calm)", example: "tag bounce@2 calm"),
        Verb(name: "show", group: "presets", syntax: "show [REF] [--format text|json]", summary: "every parameter of a version or the draft, with units", example: "show bounce@calm"),
        Verb(name: "diff", group: "presets", syntax: "diff REF REF [--format text|json] [--canvas C] [--width W] [--height H]", summary: "changed parameters, an overlay of both curves and the change in metrics", example: "diff bounce@1 bounce@draft"),
        Verb(name: "delete", group: "presets", syntax: "delete NAME", summary: "hide a preset; its versions are kept", example: "delete bounce"),
        Verb(name: "restore", group: "presets", syntax: "restore NAME", summary: "bring a deleted preset back", example: "restore bounce"),
        Verb(
            name: "import", group: "datasets", syntax: "import members|cities|preset FILE [--as NAME] [--format json|csv]",
            summary: "import a dataset (JSON or CSV) or a preset file, all or nothing",
            example: "import members TeamMembers.json --as team"),
        Verb(name: "datasets", group: "datasets", syntax: "datasets [--format text|json]", summary: "list datasets with kind and row count", example: "datasets"),
        Verb(name: "rows", group: "datasets", syntax: "rows NAME [--limit N] [--format text|json]", summary: "a dataset's rows in file order", example: "rows demo-team --limit 3"),
        Verb(name: "delete-dataset", group: "datasets", syntax: "delete-dataset NAME --force", summary: "remove a dataset and its rows", example: "delete-dataset team --force"),
        Verb(
            name: "simulate", group: "table",
            syntax: "simulate REF on DATASET [--scroll SCRIPT] [--policy always|once-per-row|first-screen|once-per-item] [--stagger row|visible|none] [--session NAME] [--row-height H] [--table-height H | --viewport ROWS] [--format text|json|summary]",
            summary: "run a table view over a dataset: every willDisplay, whether it animated and why, and a timeline; records go to a preview session",
            example: "simulate fade on demo-team --table-height 200 --scroll \"to 5 over 1, to 0 over 1\" --policy once-per-row --session demo"),
        Verb(
            name: "records", group: "table", syntax: "records SESSION [--limit N] [--format text|json]",
            summary: "a session's per-cell records: first shown, times shown, first animated and by what",
            example: "records demo"),
        Verb(name: "sessions", group: "table", syntax: "sessions [--format text|json]", summary: "list preview sessions", example: "sessions"),
        Verb(name: "reset", group: "table", syntax: "reset SESSION", summary: "clear a session's records: the next run sees a fresh table", example: "reset demo"),
        Verb(
            name: "play", group: "table",
            syntax: "play REF on DATASET [--scroll SCRIPT] [--session NAME] [--policy P] [--stagger S] [--row-height H] [--table-height H | --viewport ROWS] [--at T1,T2,…] [--width W] [--height H] [--fps N] [--glyphs unicode|ascii]",
            summary: "play the table in the terminal in real time (Ctrl-C stops), or print frames at the --at times",
            example: "play tip-in on demo-team --at 0,0.2,0.4 --width 40 --height 12"),
        Verb(name: "export", group: "exchange", syntax: "export REF [--all-versions] [-o FILE [--force]]", summary: "write a preset as JSON (docs/preset.schema.json), to stdout without -o", example: "export bounce --all-versions -o bounce.json"),
        Verb(
            name: "help", group: "studio", syntax: "help [VERB]",
            summary: "list the commands, or show one command's syntax and an example", example: "help sample"),
        Verb(
            name: "quit", group: "studio", syntax: "quit", summary: "leave the studio (Ctrl-D does too)",
            example: "quit"),
    ]

    public static func verb(named name: String) -> Verb? { all.first { $0.name == name } }
}
