import AnimationCore
import Simulation
import StudioExchange
import StudioStore

/// The canonical file of one shared gesture or events script (`docs/reference/script-file.schema.json`):
/// a JSON object of `author`, `format`, `kind`, `name`, `script` and `time`.
///
/// Canonical: sorted keys, two-space indentation, one trailing newline. The same script always
/// gives the same bytes, so a push rewrites only what changed. Reading checks every field, the
/// script with the studio's own parser (the card scene's for a gesture, the bars scene's for events).
public enum ScriptDocument {
    public static let format = 1

    public static func text(of script: SharedScript) -> String {
        JSONValue.object([
            "author": .string(script.author),
            "format": .number(Double(format)),
            "kind": .string(script.kind.rawValue),
            "name": .string(script.name),
            "script": .string(script.text),
            "time": .string(script.time)
        ]).pretty + "\n"
    }

    public static func read(_ bytes: [UInt8]) throws(LibraryError) -> SharedScript {
        guard bytes.count <= LibraryDocument.sizeLimit else {
            throw LibraryError(
                "the file is \(bytes.count) bytes; a script file may be at most \(LibraryDocument.sizeLimit) bytes")
        }
        let root: JSONValue
        do { root = try JSONReader.parse(bytes) } catch { throw LibraryError(error.message) }
        guard case .object(let members) = root else { throw LibraryError("the file must hold a JSON object") }
        let known: Set = ["author", "format", "kind", "name", "script", "time"]
        if let unknown = members.keys.sorted().first(where: { !known.contains($0) }) {
            throw LibraryError(
                "“\(unknown)” is not a field of a script file; expected \(known.sorted().joined(separator: ", "))")
        }
        guard case .number(let number)? = members["format"], number == Double(format) else {
            throw LibraryError("“format” must be \(format), the script file format this animstudio reads")
        }
        let kindText = try string(members["kind"], "kind")
        guard let kind = ScriptKind(rawValue: kindText) else {
            throw LibraryError("“kind” must be gesture or events, got \(quoted(kindText))")
        }
        let name = try string(members["name"], "name")
        if let problem = StudioStore.scriptNameError(name) { throw LibraryError("“name”: \(problem.message)") }
        let text = try string(members["script"], "script")
        let length = text.unicodeScalars.count
        guard (1...StudioStore.scriptLimit).contains(length) else {
            throw LibraryError("“script” must have 1 to \(StudioStore.scriptLimit) characters, got \(length)")
        }
        try parse(text, as: kind)
        let author = try string(members["author"], "author")
        guard (1...200).contains(author.unicodeScalars.count) else {
            throw LibraryError("“author” must have 1 to 200 characters, got \(author.unicodeScalars.count)")
        }
        let time = try string(members["time"], "time")
        guard LibraryDocument.isTimestamp(time) else {
            throw LibraryError("“time” must be a UTC time like 2026-11-22T10:15:30.123Z, got \(quoted(time))")
        }
        return SharedScript(kind: kind, name: name, text: text, author: author, time: time)
    }

    /// Parses `text` as the scene that replays it does; the error names the character it stopped at.
    static func parse(_ text: String, as kind: ScriptKind) throws(LibraryError) {
        do throws(ScriptError) {
            if kind == .gesture { _ = try GestureScript(parsing: text) } else { _ = try BarsEventScript(parsing: text) }
        } catch {
            let scene = kind == .gesture ? "a gesture script (scene card)" : "an events script (scene bars)"
            throw LibraryError(
                "“script” is not \(scene): \(error.message) (at character \(error.span.lowerBound + 1))")
        }
    }

    private static func string(_ value: JSONValue?, _ place: String) throws(LibraryError) -> String {
        guard case .string(let text)? = value else { throw LibraryError("“\(place)” must be a string") }
        return text
    }
}
