import Foundation
import StudioStore

/// `library check`'s part for saved scripts: every file under DIR/gestures and DIR/events is a
/// valid script file in canonical form, of its folder's kind, under its own name, and its script
/// parses with the scene's own parser.
enum LibraryScriptCheck {
    static func run(folder: String) throws(LibraryError) -> (count: Int, problems: [LibraryCheck.Problem]) {
        var count = 0
        var problems: [LibraryCheck.Problem] = []
        for kind in ScriptKind.allCases {
            let folderName = LibraryFileName.folder(for: kind)
            let url = URL(fileURLWithPath: folder).appendingPathComponent(folderName)
            guard LibraryCheck.isFolder(url) else { continue }
            let names: [String]
            do { names = try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() } catch {
                throw LibraryError("cannot read \(quoted(url.path)): \(error.localizedDescription)")
            }
            for name in names where !name.hasPrefix(".") {
                let file = "\(folderName)/\(name)"
                guard name.hasSuffix(".json") else {
                    problems.append(
                        .init(file: file, reason: "not a script file: only NAME.json files belong in \(folderName)/"))
                    continue
                }
                count += 1
                let read = LibraryFileReader.read(
                    url.appendingPathComponent(name).path, limit: LibraryDocument.sizeLimit, kind: "script")
                guard case .bytes(let bytes) = read else {
                    if case .refused(let reason) = read { problems.append(.init(file: file, reason: reason)) }
                    continue
                }
                if let reason = check(bytes, file: file) { problems.append(.init(file: file, reason: reason)) }
            }
        }
        return (count, problems)
    }

    private static func check(_ bytes: [UInt8], file: String) -> String? {
        let script: SharedScript
        do { script = try ScriptDocument.read(bytes) } catch { return error.message }
        let key = ScriptKey(kind: script.kind, name: script.name)
        guard key.path == file else {
            return "holds the \(script.kind.rawValue) script \(quoted(script.name)), whose file is \(key.path)"
        }
        guard ScriptDocument.text(of: script) == String(decoding: bytes, as: UTF8.self) else {
            return
                "is not in canonical form (sorted keys, two-space indentation, one trailing newline); a push from animstudio writes it so"
        }
        return nil
    }
}
