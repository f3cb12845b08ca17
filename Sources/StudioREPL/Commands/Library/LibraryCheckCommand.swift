import StudioLibrary
import TerminalText

/// `library check [DIR]`: validates a library's files without a database; exit 1 with one error
/// line naming each problem's file and reason, separated by semicolons.
enum LibraryCheckCommand {
    static let folder = OptionalArgument("DIR", .folder, shownAs: "[DIR]")
    static let command = Command(
        .subcommand(
            "check",
            summary:
                "validate a library's files without a database: every preset and script parses and exports within tolerance",
            positionals: [folder], example: "library check .", store: .none),
        run: { arguments, session throws(CommandError) in try run(folder: arguments[folder]?.text ?? ".", session) })

    static func run(folder: String, _ session: Session) throws(CommandError) -> Outcome {
        let report: LibraryCheck.Report
        do { report = try LibraryCheck.run(folder: folder) } catch { throw CommandError(error.message) }
        guard report.problems.isEmpty else {
            throw CommandError(
                report.problems.map { "\(TerminalText.sanitized($0.file)): \(TerminalText.sanitized($0.reason))" }
                    .joined(separator: "; "))
        }
        let presets = "\(report.filesChecked) preset file\(report.filesChecked == 1 ? "" : "s")"
        guard report.scriptsChecked > 0 else {
            return Outcome(
                "\(presets) checked: all valid, every one exports to uikit, swiftui, css, compose and tokens within tolerance"
            )
        }
        return Outcome(
            "\(presets) and \(report.scriptsChecked) script file\(report.scriptsChecked == 1 ? "" : "s") checked: all valid, every script parses, every preset exports to uikit, swiftui, css, compose and tokens within tolerance"
        )
    }
}
