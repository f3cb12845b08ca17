import AnimationCore
import Foundation
import StudioExchange

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

    /// The largest difference a target's stated approximation may have from the exact curve, in
    /// progress (0…1): exact targets state 0; CSS `linear()` and a spring's best-fit Bézier approximate.
    public static func tolerance(for target: CodeTarget) -> Double {
        switch target {
        case .uikit, .swiftui, .compose: return 0.02
        case .css: return 0.01
        case .tokens: return 0.1
        }
    }

    public static func run(folder: String) throws(LibraryError) -> Report {
        let present = LibraryFileName.folders.filter { isFolder(URL(fileURLWithPath: folder).appendingPathComponent($0)) }
        guard !present.isEmpty else {
            throw LibraryError(
                "\(quoted(folder)) has no \(LibraryFileName.folders.joined(separator: ", ")) folder: not a library")
        }
        var report = try checkPresets(folder: folder)
        let scripts = try LibraryScriptCheck.run(folder: folder)
        report.scriptsChecked = scripts.count
        report.problems += scripts.problems
        return report
    }

    static func isFolder(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
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
            guard let data = FileManager.default.contents(atPath: presets.appendingPathComponent(name).path) else {
                problems.append(Problem(file: file, reason: "cannot be read"))
                continue
            }
            let bytes = [UInt8](data)
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
                let limit = tolerance(for: target)
                guard code.largestDifference.isFinite, code.largestDifference <= limit else {
                    return
                        "exports to \(target.rawValue) \(NumberFormat.shortest(code.largestDifference)) away from the exact curve (at \(NumberFormat.shortest(code.differenceTime)) s); \(target.rawValue) allows \(NumberFormat.shortest(limit))"
                }
            } catch {
                return "does not export to \(target.rawValue): \(error.message)"
            }
        }
        return nil
    }
}
