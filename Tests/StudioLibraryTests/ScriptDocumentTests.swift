import AnimationCore
import Foundation
import StudioExchange
import StudioStore
import StudioTestSupport
import Testing

@testable import StudioLibrary

/// The canonical file of a saved script, read back exactly; refusals name the field.
@Suite struct ScriptDocumentTests {
    let script = SharedScript(
        kind: .events, name: "quick", text: "edit at 0, done at 0.1", author: "Ana “A” Li",
        time: "2026-11-22T10:15:30.123Z")

    @Test func theFileIsSortedKeysWithOneTrailingNewlineAndReadsBackExactly() throws {
        let text = ScriptDocument.text(of: script)
        #expect(
            text == """
                {
                  "author": "Ana “A” Li",
                  "format": 1,
                  "kind": "events",
                  "name": "quick",
                  "script": "edit at 0, done at 0.1",
                  "time": "2026-11-22T10:15:30.123Z"
                }

                """)
        #expect(try ScriptDocument.read(Array(text.utf8)) == script)
        #expect(ScriptDocument.text(of: try ScriptDocument.read(Array(text.utf8))) == text)
        let schemaPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/reference/script-file.schema.json").path
        let schema = try JSONReader.parse(Array(try #require(FileManager.default.contents(atPath: schemaPath))))
        #expect(SchemaValidator.validate(try JSONReader.parse(Array(text.utf8)), against: schema) == [])
        var other = try JSONReader.parse(Array(text.utf8))
        if case .object(var members) = other {
            members["kind"] = .string("table")
            other = .object(members)
        }
        #expect(SchemaValidator.validate(other, against: schema).count == 1)
        #expect(LibraryFileName.path(for: .gesture, name: "my flick") == "gestures/my%20flick.json")
        #expect(ScriptKey(label: "events/quick") == ScriptKey(kind: .events, name: "quick"))
        #expect(ScriptKey(label: "presets/quick") == nil)
        #expect(ScriptKey(label: "gestures/") == nil)
    }

    @Test func readingRefusesWithOneLineNamingTheField() {
        func refusal(_ change: (inout [String: Any]) -> Void) -> String? {
            var object: [String: Any] = [
                "author": "ana", "format": 1, "kind": "gesture", "name": "flick", "script": "tap",
                "time": "2026-11-22T10:15:30.123Z"
            ]
            change(&object)
            let data = try! JSONSerialization.data(withJSONObject: object)
            do {
                _ = try ScriptDocument.read([UInt8](data))
                return nil
            } catch { return error.message }
        }
        #expect(refusal { _ in } == nil)
        #expect(
            refusal { $0["extra"] = 1 }
                == "“extra” is not a field of a script file; expected author, format, kind, name, script, time")
        #expect(refusal { $0["format"] = 2 } == "“format” must be 1, the script file format this animstudio reads")
        #expect(refusal { $0["kind"] = "table" } == "“kind” must be gesture or events, got “table”")
        #expect(refusal { $0["script"] = "" } == "“script” must have 1 to 100000 characters, got 0")
        #expect(
            refusal { $0["time"] = "yesterday" }
                == "“time” must be a UTC time like 2026-11-22T10:15:30.123Z, got “yesterday”")
        #expect(refusal { $0["author"] = 7 } == "“author” must be a string")
        #expect(refusal { $0["kind"] = "events" }?.hasPrefix("“script” is not an events script (scene bars): ") == true)
    }
}
