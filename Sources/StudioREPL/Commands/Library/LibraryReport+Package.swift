import StudioLibrary
import TerminalText

/// What `library package`, `library release` and `library log` (no REF) print.
extension LibraryReport {
    static func package(_ report: Library.PackageReport) -> String {
        let presets = "\(report.presets) preset\(report.presets == 1 ? "" : "s")"
        guard report.commit != nil else {
            return "package \(TerminalText.sanitized(report.module)) is up to date with the \(presets)"
        }
        let files = "\(report.filesChanged) file\(report.filesChanged == 1 ? "" : "s")"
        return
            "pushed package \(TerminalText.sanitized(report.module)): \(files) generated for the \(presets); release it with library release"
    }

    static func release(_ report: Library.ReleaseReport) -> String {
        guard report.tagged else {
            let why = report.reason.map { " (\($0))" } ?? ""
            return
                "proposed release \(report.version)\(TerminalText.sanitized(why)); tag it with: library release \(report.version)"
        }
        return "released \(report.version); apps depending on the package take it with swift package update"
    }

    static func releases(_ releases: [Library.Release]) -> String {
        guard !releases.isEmpty else { return "no releases yet: library release proposes the first" }
        return "releases, newest first: " + releases.reversed().map(\.version.description).joined(separator: ", ")
    }
}
