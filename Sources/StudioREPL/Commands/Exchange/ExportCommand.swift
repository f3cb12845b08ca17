import AnimationCore
import StudioExchange
import StudioStore

/// `export REF [-o FILE]`: a preset as the studio's JSON.
enum ExportCommand {
    static let command = Command(
        CommandSpec(
            "export", group: .exchange,
            summary: "write a preset as JSON (docs/preset.schema.json), to standard output without -o",
            positionals: [Positional("REF", .reference)],
            flags: [
                Flag.toggle("--all-versions", "every version and tag, not only REF's version"),
                Flag("--output", short: "-o", .file, "FILE", "write to FILE (atomically) instead of standard output"),
                Flag.toggle("--force", "replace FILE if it is an existing regular file"),
            ],
            example: "export bounce --all-versions -o bounce.json", store: .reads),
        run: run)

    static func run(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> Outcome {
        let reference = arguments.positional("REF")!
        let resolved = try session.resolve(reference)
        guard let number = resolved.version else {
            throw session.located("a draft cannot be exported; commit it first", reference.token)
        }
        let store = try session.requireStore()
        var versions: [PresetFile.Version] = []
        if arguments.has("--all-versions") {
            for version in try session.attempt({ try store.versions(of: resolved.name) }) {
                let label = "\(resolved.name)@\(version.number)"
                versions.append(.init(
                    number: version.number, time: version.createdAt, message: version.message,
                    parameters: try session.parameters(version.parameters, resolved.template, label: label)))
            }
        } else {
            versions = [.init(number: number, time: resolved.time, message: resolved.message, parameters: resolved.parameters)]
        }
        let exported = Set(versions.map(\.number))
        let tags = try session.attempt { try store.tags(of: resolved.name) }.filter { exported.contains($0.value) }
        let file = PresetFile(name: resolved.name, template: resolved.template.name, versions: versions, tags: tags)
        guard let path = arguments.text("--output") else {
            var text = file.text
            text.removeLast()  // the outcome printer adds the newline
            return Outcome(text)
        }
        try session.attempt { try SafeFileWriter(protecting: store.path).write(file.text, to: path, force: arguments.has("--force")) }
        let what = versions.count == 1 ? "\(resolved.name)@\(number)" : "\(versions.count) versions of \(resolved.name)"
        return Outcome("exported \(TerminalText.sanitized(what)) to “\(TerminalText.sanitized(path))”")
    }
}
