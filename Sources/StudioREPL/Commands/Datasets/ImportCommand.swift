import AnimationCore
import StudioExchange
import StudioStore
import TerminalText

/// `import members|cities|preset|lottie|figma FILE`: a dataset (JSON or CSV), a preset file or a
/// folder of preset files, or the easings of a Lottie or Figma file (``EasingImport``), all or nothing.
enum ImportCommand {
    static let command = Command(
        CommandSpec(
            "import", group: .datasets,
            summary:
                "import a dataset (JSON or CSV), a preset file or a folder of them, or the easings of a Lottie or Figma file, all or nothing",
            positionals: [kind, file], flags: [name, format],
            example: "import members examples/team.json --as team", store: .writes),
        run: run)

    static let kind = RequiredArgument<ImportKind>.choice("KIND")
    static let file = RequiredArgument<FilePath>.path("FILE", .file)
    static let name = ValueFlag(
        "--as", .newName(nil), "NAME", "the dataset's or preset's name",
        default: .described("the file's name, or the preset's own"))
    static let format = ValueFlag<DatasetReader.Format>.choice(
        "--format", "json|csv", "the dataset file's format (lottie, figma and preset files are JSON)",
        default: .described("from the name or its first byte"))

    static func run(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> Outcome {
        let kind = arguments[Self.kind]
        let path = arguments[Self.file].path
        // Lottie, Figma and preset files are JSON: --format json says so, --format csv is refused.
        if let file = jsonFile(kind), arguments[Self.format] == .csv, let format = arguments.given(Self.format) {
            throw session.located("--format csv does not apply to \(kind.rawValue): \(file) is JSON", format.token)
        }
        switch kind {
        case .lottie, .figma:
            if let name = arguments[Self.name] {
                throw session.located(
                    "--as names a dataset or a preset; \(kind.rawValue) presets are named after their \(kind == .lottie ? "layers" : "nodes")",
                    name.token)
            }
            _ = try session.requireStore()
            let bytes = try session.attempt { try FileAccess.read(path, limit: 64 * 1024 * 1024) }
            return kind == .lottie
                ? try EasingImport.lottie(bytes, path: path, session)
                : try EasingImport.figma(bytes, path: path, session)
        case .preset:
            return try importPreset(path, arguments, session)
        case .members, .cities:
            return try importDataset(kind, path, arguments, session)
        }
    }

    /// What a kind whose files are always JSON reads, for the refusal of `--format csv`; nil for datasets.
    private static func jsonFile(_ kind: ImportKind) -> String? {
        switch kind {
        case .lottie: return "a Lottie file"
        case .figma: return "a Figma file"
        case .preset: return "a preset file"
        case .members, .cities: return nil
        }
    }

    /// `import preset FILE|DIR`: a preset file with all its versions and tags, or a folder of them.
    private static func importPreset(_ path: String, _ arguments: ParsedArguments, _ session: Session)
        throws(CommandError) -> Outcome
    {
        // `--as` is checked by the preset names' rules before any file is read.
        let givenName = try arguments[Self.name].map { value throws(CommandError) in try PresetName.parse(value).name }
        let store = try session.requireStore()
        if FileAccess.isFolder(path) {
            return try importFolder(path, arguments, session)
        }
        let file = try FileContents.parsed(path, limit: PresetFile.fileLimit) { bytes throws(ExchangeError) in
            try PresetFile(bytes: bytes)
        }
        let name = givenName ?? file.name
        if TemplateCatalog.isReservedPresetName(name) {
            throw CommandError(
                "preset name “\(name)” is the name of a template or timing; import it under another name with --as NAME"
            )
        }
        let versions = file.versions.map {
            NewVersion(number: $0.number, time: $0.time, message: $0.message, parameters: $0.parameters)
        }
        let summary = try session.attempt {
            try store.importPreset(name: name, versions: versions, tags: file.tags, at: session.clock())
        }
        let shown = TerminalText.sanitized(summary.name)
        return Outcome(
            "imported \(shown) with \(Plural.count(versions.count, "version")) (latest \(shown)@\(summary.latestVersion))"
        )
    }

    /// `import members|cities FILE`: a dataset read as JSON or CSV, all rows or none.
    private static func importDataset(
        _ kind: ImportKind, _ path: String, _ arguments: ParsedArguments, _ session: Session
    ) throws(CommandError) -> Outcome {
        // `--as` is checked by the dataset names' rules before any file is read.
        let givenName = try arguments[Self.name].map { value throws(CommandError) in try DatasetName.parse(value).name }
        let store = try session.requireStore()
        let bytes = try session.attempt { try FileAccess.read(path, limit: DatasetLimits.maximumFileSize) }
        let format: DatasetReader.Format
        if let given = arguments[Self.format] {
            format = given
        } else {
            // The name says which, when it has one of the two: a .json file holding `42` is bad JSON, not a CSV header.
            let lowercased = path.lowercased()
            format =
                lowercased.hasSuffix(".csv") ? .csv : lowercased.hasSuffix(".json") ? .json : DatasetReader.sniff(bytes)
        }
        let name = givenName ?? datasetName(from: path)
        let summary = try session.attempt {
            kind == .members
                ? try DatasetImport.members(bytes, format: format, into: store, dataset: name, at: session.clock())
                : try DatasetImport.cities(bytes, format: format, into: store, dataset: name, at: session.clock())
        }
        let noun = kind == .members ? "member" : "city"
        let counted = summary.rowCount == 1 ? "1 \(noun)" : "\(summary.rowCount) \(kind.rawValue)"
        return Outcome("imported \(counted) into dataset “\(TerminalText.sanitized(summary.name))”")
    }

    /// `import preset DIR`: every `*.json` preset file in the folder (as `export --all --as json` writes
    /// them), each with all its versions and tags, in one transaction: all or none.
    private static func importFolder(_ folder: String, _ arguments: ParsedArguments, _ session: Session)
        throws(CommandError) -> Outcome
    {
        if let name = arguments[Self.name] {
            throw session.located("--as names one preset; a folder's presets keep their own names", name.token)
        }
        let store = try session.requireStore()
        let paths = try session.attempt { try FileAccess.files(in: folder, endingWith: ".json") }
        guard !paths.isEmpty else {
            throw CommandError("no preset files (*.json) in the folder “\(TerminalText.sanitized(folder))”")
        }
        var imports: [PresetImport] = []
        for path in paths {
            let file = try FileContents.parsed(path, limit: PresetFile.fileLimit) { bytes throws(ExchangeError) in
                try PresetFile(bytes: bytes)
            }
            if TemplateCatalog.isReservedPresetName(file.name) {
                throw CommandError(
                    "“\(TerminalText.sanitized(path))”: preset name “\(TerminalText.sanitized(file.name))” is the name of a template or timing; import that file alone with --as NAME"
                )
            }
            let versions = file.versions.map {
                NewVersion(number: $0.number, time: $0.time, message: $0.message, parameters: $0.parameters)
            }
            imports.append(PresetImport(name: file.name, versions: versions, tags: file.tags))
        }
        let summaries = try session.attempt { try store.importPresets(imports, at: session.clock()) }
        let lines = zip(imports, summaries).map { preset, summary in
            let shown = TerminalText.sanitized(summary.name)
            return
                "imported \(shown) with \(Plural.count(preset.versions.count, "version")) (latest \(shown)@\(summary.latestVersion))"
        }
        return Outcome(lines.joined(separator: "\n"))
    }

    /// `TeamMembers.json` → `TeamMembers`.
    static func datasetName(from path: String) -> String {
        var name = path.split(separator: "/").last.map(String.init) ?? path
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = String(name[..<dot]) }
        return name
    }
}

/// `1 version`, `3 versions`.
enum Plural {
    static func count(_ count: Int, _ noun: String) -> String { count == 1 ? "1 \(noun)" : "\(count) \(noun)s" }
}
