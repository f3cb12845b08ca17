/// `animstudio.1`, the man page, generated from the same declarations as `help` and
/// `docs/reference/commands.md`: the program's options (``ProgramOptions``) and every verb
/// (``CommandRegistry``). `animstudio --generate-reference man` prints it.
public enum ManPage {
    public static func text(_ commands: [Command] = CommandRegistry.all) -> String {
        var lines = [
            ".\\\" Generated from the command declarations by `make reference`; do not edit by hand.",
            ".TH ANIMSTUDIO 1 \"\" \"animstudio \(ProgramOptions.version)\" \"User Commands\"",
            ".SH NAME",
            "animstudio \\- "
                + escaped(
                    ProgramOptions.abstract.prefix(1).lowercased() + ProgramOptions.abstract.dropFirst().dropLast(1)),
            ".SH SYNOPSIS",
            ".B animstudio",
            "[\\fB\\-\\-db\\fR \\fIpath\\fR] [\\fB\\-c\\fR \\fIcommands\\fR | \\fB\\-f\\fR \\fIfile\\fR] [\\fB\\-\\-keep\\-going\\fR]",
            ".SH DESCRIPTION",
            escaped(
                "animstudio recomputes the exact UIKit and Core Animation curves from the math, plots them in the "
                    + "terminal, keeps every tweak of a preset as a version in an SQLite file, simulates table, card and "
                    + "edit-mode bar scenes, exports code (UIKit, SwiftUI, CSS, Compose, design tokens) and serves a live "
                    + "browser preview."),
            ".PP",
            escaped(
                "Without -c or -f, commands are read from standard input; on a terminal the studio is interactive "
                    + "(line editing, history, Tab completion). A command is a verb, its arguments and --flags; # starts a "
                    + "comment. Each command prints its result on standard output, or one error line on standard error and "
                    + "changes nothing; in batch mode the first failure stops the run."),
            ".SH OPTIONS"
        ]
        let options: [(String, String)] = [
            ("\\fB\\-\\-db\\fR \\fIpath\\fR", ProgramOptions.Help.database),
            ("\\fB\\-c\\fR \\fIcommands\\fR", ProgramOptions.Help.commands),
            ("\\fB\\-f\\fR \\fIfile\\fR", ProgramOptions.Help.file),
            ("\\fB\\-\\-keep\\-going\\fR", ProgramOptions.Help.keepGoing),
            ("\\fBmcp\\fR", ProgramOptions.Help.mode),
            ("\\fB\\-\\-allow\\fR \\fIverbs\\fR", ProgramOptions.Help.allow),
            (
                "\\fB\\-\\-generate\\-completion\\-script\\fR \\fIbash\\fR|\\fIzsh\\fR|\\fIfish\\fR",
                "Print a completion script for the shell."
            ),
            ("\\fB\\-\\-version\\fR", "Show the version."),
            ("\\fB\\-h\\fR, \\fB\\-\\-help\\fR", "Show help information.")
        ]
        for (term, help) in options { lines += [".TP", term, escaped(help)] }
        lines.append(".SH COMMANDS")
        for group in CommandSpec.Group.allCases {
            let members = commands.filter { $0.spec.group == group }
            guard !members.isEmpty else { continue }
            lines += [".SS " + escaped(group.title)]
            for command in members {
                lines += verb(command.spec)
                for child in command.spec.subcommands { lines += verb(child) }
            }
        }
        lines += [
            ".SH EXIT STATUS",
            "0 success; 1 a command failed; 2 the database could not be opened; 64 bad usage of the program "
                + "(an unknown option, an unreadable \\fB\\-f\\fR file).",
            ".SH ENVIRONMENT",
            ".TP", "\\fBANIMSTUDIO_DB\\fR", "The studio database when \\fB\\-\\-db\\fR is not given.",
            ".TP", "\\fBXDG_DATA_HOME\\fR", "Where the default database lives (animstudio/studio.sqlite).",
            ".TP", "\\fBXDG_STATE_HOME\\fR", "Where the interactive history lives (animstudio/history).",
            ".TP", "\\fBNO_COLOR\\fR", "Plots without colour.",
            ".SH FILES",
            ".TP", "\\fI~/.local/share/animstudio/studio.sqlite\\fR", "The default studio database.",
            ".TP", "\\fI~/.local/state/animstudio/history\\fR", "The last 1,000 interactive lines.",
            ".SH EXAMPLES",
            ".nf",
            escaped("animstudio -c \"new bounce from move-up-bounce; set damping 0.55; commit -m calmer\""),
            escaped("animstudio -c \"export bounce --as swiftui\""),
            escaped("animstudio -f examples/tune.anim"),
            ".fi",
            ".SH SEE ALSO",
            escaped("sqlite3(1); the documentation in docs/ (docs/README.md) of the source repository.")
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// One verb: its usage, summary, flags and example.
    static func verb(_ spec: CommandSpec) -> [String] {
        var lines = [
            ".TP", "\\fB\(escaped(spec.name))\\fR" + escaped(String(spec.usage.dropFirst(spec.name.count))),
            escaped(spec.summary) + "."
        ]
        for flag in spec.flags {
            let name =
                (flag.short.map { "\\fB\(escaped($0))\\fR, " } ?? "") + "\\fB\(escaped(flag.name))\\fR"
                + (flag.value == nil ? "" : " \\fI\(escaped(flag.placeholder))\\fR")
            var help = flag.summary
            if let value = flag.value { help += "; " + ArgumentText.kind(value) }
            lines += [".RS", ".TP", name, escaped(help) + ".", ".RE"]
        }
        lines += [".RS", ".PP", "Example: \\fB" + escaped(spec.example) + "\\fR", ".RE"]
        return lines
    }

    /// Text safe in roff: backslashes doubled, hyphens and a leading dot or quote escaped, and every
    /// character beyond ASCII as a `\[uXXXX]` escape (roff input is ASCII).
    static func escaped<S: StringProtocol>(_ text: S) -> String {
        var result = ""
        for scalar in String(text).unicodeScalars {
            if scalar == "\\" {
                result += "\\e"
            } else if scalar == "-" {
                result += "\\-"
            } else if scalar.isASCII {
                result.unicodeScalars.append(scalar)
            } else {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            }
        }
        if result.hasPrefix(".") || result.hasPrefix("'") { result = "\\&" + result }
        return result
    }
}
