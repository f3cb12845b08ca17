import AnimationCore
import StudioExchange
import StudioStore
import TerminalText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `export REF [--as TARGET] [-o FILE]` and `export --all --as TARGET -o DIR`: a preset as the
/// studio's JSON or as code to paste (UIKit, SwiftUI, CSS, Compose, design tokens, Motion, Reanimated,
/// Flutter, Figma).
enum ExportCommand {
    static let command = Command(
        CommandSpec(
            "export", group: .exchange,
            summary:
                "write a preset as JSON (docs/preset.schema.json) or as code (--as uikit, swiftui, css, compose, tokens, motion, reanimated, flutter or figma), to standard output without -o",
            positionals: [reference], flags: [target, tolerance, allVersions, all, output, force],
            example: "export bounce --as swiftui", store: .reads),
        run: run)

    static let reference = OptionalArgument("REF", .reference)
    static let target = DefaultedFlag.choice("--as", nil, "what to write", default: ExportTarget.json)
    static let tolerance = DefaultedFlag.number(
        "--tolerance", NumberRule(.closed(0.000001, 0.1)), "T",
        "largest difference in progress a CSS linear() or best-fit curve may have", default: 0.001)
    static let allVersions = Switch("--all-versions", "JSON: every version and tag, not only REF's version")
    static let all = Switch(
        "--all",
        "every live preset, one file each in the folder -o names: its latest version as code, or every version as JSON (a backup import reads back)"
    )
    static let output = ValueFlag<FilePath>.path(
        "--output", short: "-o", .file, "FILE",
        "write to FILE (atomically; a folder with --all) instead of standard output")
    static let force = Switch("--force", "replace FILE if it is an existing regular file")

    static func run(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> Outcome {
        let target = arguments[Self.target]
        if arguments[Self.all] { return try exportAll(target, arguments, session) }
        // No REF means the current preset's draft, as for every verb.
        let reference = arguments[Self.reference]
        let resolved: ResolvedPreset
        if let reference { resolved = try session.resolve(reference) } else { resolved = try session.currentDraft() }
        if case .code(let platform) = target {
            if let all = arguments.given(Self.allVersions) {
                throw session.located("--all-versions applies to --as json", all.token)
            }
            let code = try code(resolved, platform, arguments, session)
            return try deliver(code.text, what: resolved.label, arguments, session)
        }
        if let tolerance = arguments.given(Self.tolerance) {
            throw session.located("--tolerance applies to code", tolerance.token)
        }
        guard let number = resolved.version else {
            throw session.located("a draft cannot be exported as JSON; commit it first", reference?.token)
        }
        let file = try presetFile(resolved, allVersions: arguments[Self.allVersions], session)
        let what =
            file.versions.count == 1
            ? "\(resolved.name)@\(number)" : "\(file.versions.count) versions of \(resolved.name)"
        return try deliver(file.text, what: what, arguments, session)
    }

    /// The studio's JSON for a committed preset: its version, or every version with `allVersions`, with their tags.
    static func presetFile(_ resolved: ResolvedPreset, allVersions: Bool, _ session: Session) throws(CommandError)
        -> PresetFile
    {
        let store = try session.requireStore()
        var versions: [PresetFile.Version] = []
        if allVersions {
            for version in try session.attempt({ try store.versions(of: resolved.name) }) {
                versions.append(
                    .init(
                        number: version.number, time: version.createdAt, message: version.message,
                        parameters: version.parameters))
            }
        } else if let number = resolved.version {
            versions = [
                .init(number: number, time: resolved.time, message: resolved.message, parameters: resolved.parameters)
            ]
        }
        let exported = Set(versions.map(\.number))
        let tags = try session.attempt { try store.tags(of: resolved.name) }.filter { exported.contains($0.value) }
        return PresetFile(name: resolved.name, template: resolved.template.name, versions: versions, tags: tags)
    }

    /// The code for one resolved preset.
    static func code(
        _ preset: ResolvedPreset, _ target: CodeTarget, _ arguments: ParsedArguments, _ session: Session
    ) throws(CommandError) -> ExportedCode {
        var referenced: PresetParameters?
        if case .preset(let name) = preset.parameters.reducedMotion {
            referenced = try session.reducedMotionPreset(name, for: preset.template, at: nil).parameters
        }
        let request = CodeExportRequest(
            presetName: preset.name, versionLabel: preset.label, templateName: preset.template.name,
            parameters: preset.parameters.values, studioVersion: ProgramOptions.version,
            tolerance: arguments[Self.tolerance], reducedMotionPreset: referenced)
        do { return try CodeExporter.export(request, as: target) } catch {
            throw CommandError(error.message)
        }
    }

    /// Prints `text`, or writes it to `-o FILE` through the safe writer.
    private static func deliver(_ text: String, what: String, _ arguments: ParsedArguments, _ session: Session)
        throws(CommandError) -> Outcome
    {
        guard let path = arguments[Self.output]?.path else {
            var printed = text
            if printed.hasSuffix("\n") { printed.removeLast() }  // the outcome printer adds the newline
            return Outcome(printed)
        }
        let store = try session.requireStore()
        try session.attempt {
            try SafeFileWriter(protecting: store.path).write(text, to: path, force: arguments[Self.force])
        }
        return Outcome("exported \(TerminalText.sanitized(what)) to “\(TerminalText.sanitized(path))”")
    }

    /// `export --all --as TARGET -o DIR`: one file per live preset, its latest version as code, or
    /// with `--as json` every version and tag (a backup `import preset DIR` reads back). Every file is
    /// made and every target checked before any is written: all or nothing.
    private static func exportAll(_ target: ExportTarget, _ arguments: ParsedArguments, _ session: Session)
        throws(CommandError) -> Outcome
    {
        if let reference = arguments[Self.reference] {
            throw session.located("--all exports every preset; leave out REF", reference.token)
        }
        switch target {
        case .json:
            if let tolerance = arguments.given(Self.tolerance) {
                throw session.located("--tolerance applies to code", tolerance.token)
            }
        case .code:
            if let all = arguments.given(Self.allVersions) {
                throw session.located("--all-versions applies to --as json", all.token)
            }
        }
        guard let folder = arguments[Self.output]?.path else {
            throw session.located(
                "--all needs -o DIR, the folder to write one file per preset into", arguments.given(Self.all)?.token)
        }
        let store = try session.requireStore()
        let presets = try session.attempt { try store.presets() }
        guard !presets.isEmpty else { throw CommandError("no presets to export") }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        var files: [(path: String, text: String)] = []
        var lines: [String] = []
        for summary in presets {
            let preset = try session.resolve(PresetReference(summary.name), at: nil)
            let stem = ExportNames(presetName: preset.name).cssName
            switch target {
            case .json:
                let file = try presetFile(preset, allVersions: true, session)
                let path = prefix + stem + ".json"
                files.append((path, file.text))
                lines.append(
                    "exported \(Plural.count(file.versions.count, "version")) of \(TerminalText.sanitized(preset.name)) to “\(TerminalText.sanitized(path))”"
                )
            case .code(let platform):
                let code = try code(preset, platform, arguments, session)
                let path = prefix + code.fileName
                files.append((path, code.text))
                lines.append(
                    "exported \(TerminalText.sanitized(preset.label)) to “\(TerminalText.sanitized(path))”")
            }
        }
        // The folder is made when missing (not its parents), and removed again if nothing could be written.
        let made = mkdir(folder, 0o755) == 0
        if !made && errno != EEXIST {
            throw CommandError("cannot make the folder “\(folder)”: \(String(cString: strerror(errno)))")
        }
        guard isFolder(folder) else {
            throw CommandError("-o “\(folder)” is not a folder; --all writes one file per preset into a folder")
        }
        do throws(CommandError) {
            try session.attempt {
                try SafeFileWriter(protecting: store.path).writeAll(files, force: arguments[Self.force])
            }
        } catch {
            if made { rmdir(folder) }
            throw error
        }
        return Outcome(lines.joined(separator: "\n"))
    }

    private static func isFolder(_ path: String) -> Bool {
        guard let directory = opendir(path) else { return false }
        closedir(directory)
        return true
    }
}
