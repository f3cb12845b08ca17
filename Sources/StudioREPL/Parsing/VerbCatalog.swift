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
    public static let groups = ["curves", "studio"]

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
            syntax: "plot TIMING|TEMPLATE ... [--property P] [--duration S] [--canvas braille|block|ascii] [--width W] [--height H] [--color auto|always|never] | plot --stagger TEMPLATE [--rows N]",
            summary: "progress (or a template property) against time, one series per argument; --stagger draws the rows' timeline",
            example: "plot uikit-spring(damping: 0.4, velocity: 0) uikit-spring(damping: 0.55, velocity: 0) --duration 1"),
        Verb(
            name: "compare", group: "curves",
            syntax: "compare TIMING TIMING ... [--duration S] [--canvas C] [--width W] [--height H] [--color WHEN]",
            summary: "overlay plot and a metrics table with the change against the first",
            example: "compare ease-in-out spring(duration: 0.5, bounce: 0.2) --duration 0.5"),
        Verb(
            name: "templates", group: "curves", syntax: "templates [NAME] [--format text|json]",
            summary: "the built-in animations and their parameters with defaults",
            example: "templates tip-in"),
        Verb(
            name: "help", group: "studio", syntax: "help [VERB]",
            summary: "list the commands, or show one command's syntax and an example", example: "help sample"),
        Verb(
            name: "quit", group: "studio", syntax: "quit", summary: "leave the studio (Ctrl-D does too)",
            example: "quit"),
    ]

    public static func verb(named name: String) -> Verb? { all.first { $0.name == name } }
}
