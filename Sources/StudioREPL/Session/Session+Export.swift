import AnimationCore
import StudioExchange
import StudioStore

extension Session {
    func export(_ verb: Token, _ arguments: [Token]) throws(CommandError) -> Outcome {
        let args = try ArgumentReader(
            verb: verb, tokens: arguments, valued: ["--output"], boolean: ["--all-versions", "--force"], aliases: ["-o": "--output"])
        try args.expectPositionals(1...1, usage: "export REF [--all-versions] [-o FILE [--force]]")
        let token = args.positionals[0]
        let resolved = try resolve(token)
        guard let number = resolved.version else {
            throw CommandError.syntax("a draft cannot be exported; commit it first", offset: token.offset, length: token.length)
        }
        let store = try requireStore()
        var versions: [PresetFile.Version] = []
        if args.has("--all-versions") {
            for version in try stored({ () throws(StoreError) in try store.versions(of: resolved.name) }) {
                versions.append(.init(number: version.number, time: version.createdAt, message: version.message,
                                      parameters: try parameters(version.parameters, resolved.template)))
            }
        } else {
            versions = [.init(number: number, time: resolved.time, message: resolved.message, parameters: resolved.parameters)]
        }
        let exported = Set(versions.map(\.number))
        let tags = try stored { () throws(StoreError) in try store.tags(of: resolved.name) }.filter { exported.contains($0.value) }
        let file = PresetFile(name: resolved.name, template: resolved.template.name, versions: versions, tags: tags)
        guard let path = args.flags["--output"]?.text else {
            var text = file.text
            text.removeLast()  // the outcome printer adds the newline
            return Outcome(text)
        }
        try exchange { () throws(ExchangeError) in 
            try SafeFileWriter(protecting: store.path).write(file.text, to: path, force: args.has("--force"))
         }
        return Outcome("exported \(versions.count == 1 ? "\(resolved.name)@\(number)" : "\(versions.count) versions of \(resolved.name)") to \(TerminalText.sanitized(path))")
    }
}
