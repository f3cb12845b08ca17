import AnimationCore
import Foundation
import StudioExchange

/// The Swift package generated beside the library's preset files (docs/how-to/use-presets-in-an-app.md):
/// which files it has for a set of presets, which module a repository's package uses, and whether
/// the files on disk match the presets.
public enum LibraryPackage {
    /// The package's files for the preset files under `folder`/presets, keyed by relative path.
    /// A `preset(name:)` reduced-motion variant plays that preset of the library; one the library
    /// does not hold shows the template's default (as `export` does without it).
    static func files(module: String, presets: [SharedPreset]) throws(LibraryError) -> [String: String] {
        var byName: [String: PresetParameters] = [:]
        for preset in presets {
            byName[preset.name] = try? PresetParameters(preset.content.template, preset.content.parameters)
        }
        let inputs = presets.sorted { $0.name < $1.name }.map { preset in
            var referenced: PresetParameters?
            if case .preset(let name) = preset.content.parameters.reducedMotion { referenced = byName[name] }
            return SwiftPackageExport.Preset(
                request: CodeExportRequest(
                    presetName: preset.name, versionLabel: "\(preset.name)@\(preset.version)",
                    templateName: preset.content.template.name, parameters: preset.content.parameters,
                    studioVersion: "library package", reducedMotionPreset: referenced),
                version: preset.version)
        }
        do { return try SwiftPackageExport.files(module: module, presets: inputs) } catch {
            throw LibraryError(error.message)
        }
    }

    /// The module of the generated package in `folder`, or nil when the folder has none.
    static func module(in folder: String) -> String? {
        let path = URL(fileURLWithPath: folder).appendingPathComponent("Package.swift").path
        return FileManager.default.contents(atPath: path).flatMap { module(manifest: [UInt8]($0)) }
    }

    /// The module a generated `Package.swift` names, or nil when the manifest is not the studio's.
    static func module(manifest: [UInt8]) -> String? {
        let text = String(decoding: manifest, as: UTF8.self)
        guard text.contains(SwiftPackageExport.marker) else { return nil }
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("name: \""), let end = trimmed.dropFirst(7).firstIndex(of: "\"") {
                return String(trimmed.dropFirst(7)[..<end])
            }
        }
        return nil
    }

    /// The preset files under `folder`/presets, read.
    static func presets(in folder: String) throws(LibraryError) -> [SharedPreset] {
        let presets = URL(fileURLWithPath: folder).appendingPathComponent(LibraryFileName.folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: presets.path)) ?? []
        var result: [SharedPreset] = []
        for name in names.sorted() where name.hasSuffix(".json") && !name.hasPrefix(".") {
            guard let data = FileManager.default.contents(atPath: presets.appendingPathComponent(name).path) else {
                throw LibraryError("cannot read \(quoted(LibraryFileName.folder + "/" + name))")
            }
            do { result.append(try LibraryDocument.read([UInt8](data))) } catch {
                throw LibraryError("\(LibraryFileName.folder)/\(name) is not a valid preset file: \(error.message)")
            }
        }
        return result
    }

    /// The paths the package for `module` occupies: its manifest, source folder and test folder.
    static func paths(module: String) -> [String] { ["Package.swift", "Sources/\(module)", "Tests/\(module)Tests"] }

    /// The generated files already in `folder` for `module`: Package.swift and those under its source and test folders.
    static func existingFiles(in folder: String, module: String) -> [String] {
        var paths: [String] = []
        let base = URL(fileURLWithPath: folder)
        for top in ["Sources/\(module)", "Tests/\(module)Tests"] {
            guard let walker = FileManager.default.enumerator(atPath: base.appendingPathComponent(top).path) else {
                continue
            }
            while let next = walker.nextObject() as? String {
                if LibraryCheck.isFolder(base.appendingPathComponent(top + "/" + next)) { continue }
                paths.append(top + "/" + next)
            }
        }
        return paths
    }

    /// Problems with the package in `folder` against its preset files: each generated file that
    /// differs, is missing, or is not the package's. Nothing when the folder has no generated package.
    static func problems(in folder: String) -> [LibraryCheck.Problem] {
        guard let module = module(in: folder) else { return [] }
        let expected: [String: String]
        do { expected = try files(module: module, presets: try presets(in: folder)) } catch {
            return [LibraryCheck.Problem(file: "Package.swift", reason: "cannot be generated: \(error.message)")]
        }
        let remedy = "run library package and push"
        var problems: [LibraryCheck.Problem] = []
        let base = URL(fileURLWithPath: folder)
        for (path, text) in expected.sorted(by: { $0.key < $1.key }) {
            guard let data = FileManager.default.contents(atPath: base.appendingPathComponent(path).path) else {
                problems.append(
                    LibraryCheck.Problem(file: path, reason: "is missing from the generated package; \(remedy)"))
                continue
            }
            if String(decoding: data, as: UTF8.self) != text {
                problems.append(
                    LibraryCheck.Problem(
                        file: path, reason: "does not match the preset files (edited by hand?); \(remedy)"))
            }
        }
        for path in existingFiles(in: folder, module: module).sorted() where expected[path] == nil {
            problems.append(
                LibraryCheck.Problem(
                    file: path, reason: "is not part of the package the preset files generate; \(remedy)"))
        }
        return problems
    }
}
