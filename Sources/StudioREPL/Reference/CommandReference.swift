import AnimationCore

/// `docs/reference/commands.md`, generated from the verbs' declarations (``CommandRegistry``): every
/// verb by group with its usage, summary, arguments, flags (value, allowed range or words, default)
/// and example. `animstudio --generate-reference markdown` prints it; a test fails when the checked-in
/// file differs.
public enum CommandReference {
    /// The whole page.
    public static func markdown(_ commands: [Command] = CommandRegistry.all) -> String {
        var lines = [
            "# Command reference",
            "",
            "<!-- Generated from the command declarations (Sources/StudioREPL/Commands) by",
            "     `make reference` (animstudio --generate-reference markdown); do not edit by hand. -->",
            "",
            "Every verb of the studio's command language, as `help VERB` shows it inside the studio. A command",
            "is `verb positional… --flag value`; `#` starts a comment; `;` separates commands given with `-c`.",
            "References: `NAME` (the latest version), `NAME@N`, `NAME@draft`, `NAME@TAG`.",
            "The program's own options (`--db`, `-c`, `-f`, `--keep-going`) are in `animstudio --help` and",
            "the man page, `man animstudio`.",
            ""
        ]
        for group in CommandSpec.Group.allCases {
            let members = commands.filter { $0.spec.group == group }
            guard !members.isEmpty else { continue }
            lines.append(
                "- \(group.rawValue): "
                    + members.map { "[`\($0.spec.name)`](#\($0.spec.name))" }.joined(separator: ", "))
        }
        for group in CommandSpec.Group.allCases {
            let members = commands.filter { $0.spec.group == group }
            guard !members.isEmpty else { continue }
            lines += ["", "## \(group.title)"]
            for command in members {
                lines += [""] + section(command.spec)
                for child in command.spec.subcommands { lines += [""] + section(child) }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One verb's section.
    static func section(_ spec: CommandSpec) -> [String] {
        var lines = ["### \(spec.name)", "", "`\(spec.usage)`", "", capitalized(spec.summary) + "."]
        if !spec.aliases.isEmpty {
            lines += ["", "Also: " + spec.aliases.map { "`\($0)`" }.joined(separator: ", ") + "."]
        }
        let arguments = spec.positionals.filter { if case .keyword = $0.kind { false } else { true } }
        if !arguments.isEmpty {
            lines += ["", "| argument | takes | how many |", "|---|---|---|"]
            for positional in arguments {
                lines.append(
                    "| `\(positional.name)` | \(cell(ArgumentText.kind(positional.kind))) | \(ArgumentText.count(positional.count)) |"
                )
            }
        }
        if !spec.subcommands.isEmpty {
            lines += ["", "| action | what it does |", "|---|---|"]
            for child in spec.subcommands {
                let anchor = child.name.replacing(" ", with: "-")
                lines.append("| [`\(child.word)`](#\(anchor)) | \(cell(child.summary)) |")
            }
        }
        if !spec.flags.isEmpty {
            lines += ["", "| flag | value | meaning |", "|---|---|---|"]
            for flag in spec.flags {
                let name = (flag.short.map { "`\($0)`, " } ?? "") + "`\(flag.name)`"
                let value = flag.value.map { "`\(flag.placeholder)`: " + ArgumentText.kind($0) } ?? "none"
                lines.append("| \(name) | \(cell(value)) | \(cell(flag.summary)) |")
            }
        }
        lines += ["", "Example: `\(spec.example)`", "", "Store: " + ArgumentText.store(spec.store) + "."]
        return lines
    }

    /// Text safe inside a table cell.
    static func cell(_ text: String) -> String { text.replacing("|", with: "\\|") }

    static func capitalized(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }
}

extension CommandSpec.Group {
    /// The heading of the group in the reference.
    var title: String {
        switch self {
        case .curves: return "Curves"
        case .presets: return "Presets and versions"
        case .datasets: return "Datasets"
        case .table: return "The table"
        case .scenes: return "Scenes"
        case .exchange: return "Exchange"
        case .studio: return "The studio"
        }
    }
}
