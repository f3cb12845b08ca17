public import AnimationCore
import Foundation
public import StudioExchange

/// `library check [DIR]`, for an app's CI, with no studio database: every file under DIR/presets
/// is a valid preset file in canonical form, under its own name, with an id no other file has,
/// and exports to every code target within the target's tolerance.
public enum LibraryCheck {
    public struct Problem: Equatable, Sendable {
        /// The file, relative to DIR (`presets/bounce.json`).
        public var file: String
        public var reason: String
    }

    public struct Report: Equatable, Sendable {
        /// Preset files, then saved gesture and events script files.
        public var filesChecked: Int
        public var scriptsChecked: Int = 0
        public var problems: [Problem]
    }

    /// The largest difference from the studio's exact curve, in progress (0…1), that `library
    /// check` lets an export to `target` have; nil where it sets no bound. Our choice, not
    /// measured against a device (docs/how-to/share-a-library.md gives the reasons):
    /// - UIKit, SwiftUI, Compose, Motion, Reanimated, Flutter, Figma: 0.02. They run the same spring or Bézier, and differ only where a
    ///   framework's spring runs on past the studio's cut-off or is stepped rather than solved;
    ///   2% of the distance is under one point on a 44 pt row. More is a difference people see.
    /// - CSS: 0.001, the tolerance the export builds `linear()` to (`export --tolerance`'s
    ///   default), so the check holds the CSS to its own promise.
    /// - Tokens: 0 for a Bézier timing (DTCG's `cubicBezier` is exact); no bound for a spring:
    ///   DTCG has no spring type, so the token is a best-fit Bézier that cannot overshoot (0.3
    ///   to 0.8 away for a bouncy spring), states its difference in its `$description`, and the
    ///   exact spring travels in `$extensions`.
    public static func tolerance(for target: CodeTarget, timing: TimingExpression) -> Double? {
        switch target {
        case .uikit, .swiftui, .compose, .motion, .reanimated, .flutter, .figma: return 0.02
        case .css: return 0.001
        case .tokens: return timing.bezier == nil ? nil : 0
        }
    }

    public static func run(folder: String) throws(LibraryError) -> Report {
        var info = stat()
        guard stat(folder, &info) == 0 else { throw LibraryError("\(quoted(folder)) does not exist: not a library") }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            throw LibraryError("\(quoted(folder)) is not a folder: not a library")
        }
        let linked = LibraryFileName.folders.filter {
            isLink(URL(fileURLWithPath: folder).appendingPathComponent($0))
        }
        let present = LibraryFileName.folders.filter {
            isFolder(URL(fileURLWithPath: folder).appendingPathComponent($0))
        }
        guard !present.isEmpty || !linked.isEmpty else {
            throw LibraryError(
                "\(quoted(folder)) has no \(LibraryFileName.folders.joined(separator: ", ")) folder: not a library")
        }
        var report = try checkPresets(folder: folder)
        let scripts = try LibraryScriptCheck.run(folder: folder)
        report.scriptsChecked = scripts.count
        report.problems =
            linked.map {
                Problem(file: $0, reason: "is a symbolic link; the library never follows a link inside its folders")
            } + report.problems + scripts.problems
        if report.problems.isEmpty { report.problems = LibraryPackage.problems(in: folder) }
        return report
    }

    /// True when `url` is a folder itself, not a symbolic link to one.
    static func isFolder(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    static func isLink(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    /// The files under DIR/presets (none when there is no such folder).
    private static func checkPresets(folder: String) throws(LibraryError) -> Report {
        let presets = URL(fileURLWithPath: folder).appendingPathComponent(LibraryFileName.folder)
        guard isFolder(presets) else { return Report(filesChecked: 0, problems: []) }
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: presets.path).sorted() } catch {
            throw LibraryError("cannot read \(quoted(presets.path)): \(error.localizedDescription)")
        }
        var problems: [Problem] = []
        var ids: [String: String] = [:]
        var count = 0
        for name in names where !name.hasPrefix(".") {
            let file = "\(LibraryFileName.folder)/\(name)"
            guard name.hasSuffix(".json") else {
                problems.append(
                    Problem(
                        file: file,
                        reason: "not a preset file: only NAME.json files belong in \(LibraryFileName.folder)/"))
                continue
            }
            count += 1
            let read = LibraryFileReader.read(
                presets.appendingPathComponent(name).path, limit: LibraryDocument.sizeLimit, kind: "preset")
            guard case .bytes(let bytes) = read else {
                if case .refused(let reason) = read { problems.append(Problem(file: file, reason: reason)) }
                continue
            }
            let preset: SharedPreset
            do { preset = try LibraryDocument.read(bytes) } catch {
                problems.append(Problem(file: file, reason: error.message))
                continue
            }
            if let reason = check(preset, bytes: bytes, file: file, ids: &ids) {
                problems.append(Problem(file: file, reason: reason))
            }
        }
        return Report(filesChecked: count, problems: problems)
    }

    private static func check(_ preset: SharedPreset, bytes: [UInt8], file: String, ids: inout [String: String])
        -> String?
    {
        let expected = LibraryFileName.path(for: preset.name)
        guard expected == file else { return "holds the preset \(quoted(preset.name)), whose file is \(expected)" }
        if let other = ids[preset.id] { return "has the id \(preset.id), as \(other) does; each preset needs its own" }
        ids[preset.id] = file
        guard LibraryDocument.text(of: preset) == String(decoding: bytes, as: UTF8.self) else {
            return
                "is not in canonical form (sorted keys, shortest numbers, derived tokens, one trailing newline); a push from animstudio writes it so"
        }
        for target in CodeTarget.allCases {
            let request = CodeExportRequest(
                presetName: preset.name, versionLabel: "\(preset.name)@library",
                templateName: preset.content.template.name,
                parameters: preset.content.parameters, studioVersion: "library check")
            do {
                let code = try CodeExporter.export(request, as: target)
                guard code.largestDifference.isFinite else {
                    return "exports to \(target.rawValue) with no finite difference from the exact curve"
                }
                guard let limit = tolerance(for: target, timing: preset.content.parameters.timing) else { continue }
                guard code.largestDifference <= limit else {
                    return
                        "exports to \(target.rawValue) \(NumberFormat.fixed(code.largestDifference, 6)) away from the exact curve in progress (at \(NumberFormat.fixed(code.differenceTime, 3)) s); library check's tolerance for \(target.rawValue) is \(NumberFormat.shortest(limit))"
                }
            } catch {
                return "does not export to \(target.rawValue): \(error.message)"
            }
        }
        return nil
    }
}
