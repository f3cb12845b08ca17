import AnimationCore
import Foundation
import StudioExchange
import StudioTestSupport
import Testing

@Suite struct PresetSchemaTests {
    static let schemaURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/preset.schema.json")

    func schema() throws -> JSONValue {
        let data = try #require(FileManager.default.contents(atPath: PresetSchemaTests.schemaURL.path))
        return try JSONReader.parse(Array(data))
    }

    @Test func exportedFilesMatchTheSchema() throws {
        let schema = try schema()
        // Every template, at its defaults, as a one-version file; and the two-version sample.
        var files = try TemplateCatalog.all.map { template in
            PresetFile(
                name: "p-\(template.name)", template: template.name,
                versions: [
                    .init(
                        number: 1, time: "2026-11-22T10:00:00.000Z", message: nil,
                        parameters: try .defaults(of: template))
                ],
                tags: [:])
        }
        files.append(try PresetFileTests.sample())
        for file in files {
            let value = try JSONReader.parse(Array(file.text.utf8))
            #expect(SchemaValidator.validate(value, against: schema) == [], "\(file.name)")
        }
    }

    @Test func theSchemaRejectsWhatImportRejects() throws {
        let schema = try schema()
        let bad = try JSONReader.parse(
            Array(
                #"{"schemaVersion": 1, "name": "a", "template": "fade", "tags": {}, "versions": [{"number": 0, "time": "t", "message": null, "parameters": {"duration": -1, "delay-factor": 0, "timing": "linear"}}], "x": 1}"#
                    .utf8))
        let problems = SchemaValidator.validate(bad, against: schema)
        #expect(problems.contains("$: unexpected key x"))
        #expect(problems.contains("$.versions[0].number: below 1.0"))
        #expect(problems.contains("$.versions[0].parameters.duration: not above 0.0"))
    }
}
