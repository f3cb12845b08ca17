import Foundation
import StudioExchange
import StudioTestSupport
import Testing

@Suite struct DatasetReaderTests {
    func members(_ text: String, format: DatasetReader.Format = .json) throws -> [MemberEntry] {
        var entries: [MemberEntry] = []
        _ = try DatasetReader.readMembers(Array(text.utf8), format: format) { entries.append($0) }
        return entries
    }

    func cities(_ text: String, format: DatasetReader.Format = .json) throws -> [CityEntry] {
        var entries: [CityEntry] = []
        _ = try DatasetReader.readCities(Array(text.utf8), format: format) { entries.append($0) }
        return entries
    }

    @Test(.enabled(if: SharedDatasets.available, Comment(rawValue: SharedDatasets.skipReason)))
    func tutorialTeamMembersFileImportsAsTheAppLoadedIt() throws {
        // The real CardTilt TeamMembers.json: trailing commas, a missing key, empty strings, and
        // "\\n" in the JSON text that decodes to a backslash followed by n.
        let data = try #require(FileManager.default.contents(atPath: SharedDatasets.path("members-dropin-cards.json")))
        var entries: [MemberEntry] = []
        let count = try DatasetReader.readMembers(Array(data), format: .json) { entries.append($0) }
        #expect(count == entries.count)
        #expect(entries.first?.name == "Ray Wenderlich")
        #expect(entries.first?.about?.contains("them.\\n\\nWhen Ray’s") == true)
        #expect(entries[1].location == "")
        #expect(entries[1].facebook == nil)  // the key is missing in the file
        #expect(entries.allSatisfy { $0.name?.isEmpty == false })
    }

    @Test(.enabled(if: SharedDatasets.available, Comment(rawValue: SharedDatasets.skipReason)))
    func cityGuideFile() throws {
        let data = try #require(FileManager.default.contents(atPath: SharedDatasets.path("cities-cityguide.json")))
        var entries: [CityEntry] = []
        _ = try DatasetReader.readCities(Array(data), format: .json) { entries.append($0) }
        #expect(entries.map(\.name) == ["New York", "San Francisco", "Seattle"])
    }

    @Test func bothJSONShapesAndCSV() throws {
        let wrapped = try members(#"{"team": [{"name": "Ada", "title": null}]}"#)
        let plain = try members(#"[{"name": "Ada"}]"#)
        let csv = try members("name,title\nAda,\n", format: .csv)
        #expect(wrapped == [MemberEntry(name: "Ada")])
        #expect(plain == wrapped)
        #expect(csv == [MemberEntry(name: "Ada", title: "")])
        let quoted = try cities(
            "name,image,description\n\"Paris, FR\",paris,\"says \"\"bonjour\"\"\nand more\"\n", format: .csv)
        #expect(quoted == [CityEntry(name: "Paris, FR", image: "paris", description: "says \"bonjour\"\nand more")])
    }

    struct Bad: CustomTestStringConvertible, Sendable {
        let text: String
        let kind: String
        let format: DatasetReader.Format
        let message: String
        var testDescription: String { message }
    }

    @Test(arguments: [
        Bad(text: "", kind: "members", format: .json, message: "the file is empty"),
        Bad(text: "[]", kind: "members", format: .json, message: "the file has no members"),
        Bad(
            text: #"[{"name": "Ada"}, {"name": 3}]"#, kind: "members", format: .json,
            message: "record 2: field “name” must be text, got a number at line 1, column 28"),
        Bad(
            text: #"[{"name": "Ada", "age": "9"}]"#, kind: "members", format: .json,
            message:
                "record 1: unknown field “age”; expected name, title, location, about, image, web, facebook, twitter"),
        Bad(
            text: #"[{"name": "Ada"}, {"name": "Bob""#, kind: "members", format: .json,
            message: "expected “,” or “}”: the file ends too early (truncated?)"),
        Bad(
            text: #""just text""#, kind: "members", format: .json,
            message:
                "expected a JSON array of members or an object {\"team\": [...]}, found “\"just text\"” at line 1, column 1"
        ),
        Bad(
            text: #"{"people": []}"#, kind: "members", format: .json,
            message:
                "unexpected key “people” at the top level; expected a JSON array of members or an object {\"team\": [...]}"
        ),
        Bad(
            text: #"[{"name": "A", "image": "a"}]"#, kind: "cities", format: .json,
            message: "record 1: field “description” is missing; a city needs name, image and description"),
        Bad(
            text: #"[{"name": "A", "image": null, "description": "d"}]"#, kind: "cities", format: .json,
            message: "record 1: field “image” must be text, got null"),
        Bad(
            text: "name,image\nA,a\n", kind: "cities", format: .csv,
            message: "the header has no “description” column; expected name, image, description"),
        Bad(
            text: "name,colour\nA,red\n", kind: "members", format: .csv,
            message:
                "unknown column “colour” in the header; expected name, title, location, about, image, web, facebook, twitter"
        ),
        Bad(
            text: "name,title\nA,b,c\n", kind: "members", format: .csv,
            message: "record 1 (line 2): 3 fields, but the header has 2"),
        Bad(
            text: "name,title\nAda,a\"b\n", kind: "members", format: .csv,
            message:
                "record 1, field 2 (line 2): a quote inside an unquoted field; quote the whole field and double the quote (\"a\"\"b\")"
        ),
        Bad(
            text: "name,title\nAda,x\n\"a\"x,t\n", kind: "members", format: .csv,
            message:
                "record 2, field 1 (line 3): text after the closing quote; a quoted field must end at its closing quote"
        ),
        Bad(
            text: "name,title\nAda,x\u{0}y\n", kind: "members", format: .csv,
            message: "record 1, field 2 (line 2): a NUL byte; CSV text may not contain NUL"),
        Bad(
            text: "na\"me\nAda\n", kind: "members", format: .csv,
            message:
                "the header, field 1 (line 1): a quote inside an unquoted field; quote the whole field and double the quote (\"a\"\"b\")"
        ),
        Bad(
            text: "name\n\"unclosed\n", kind: "members", format: .csv,
            message: "line 3: a quoted field is not closed (truncated file?)"),
        Bad(
            text: "[{\"name\": \"\(String(repeating: "x", count: 201))\"}]", kind: "members", format: .json,
            message: "record 1: field “name” is 201 characters; the limit is 200 (line 1, column 11)")
    ])
    func badFilesAreRefusedWithTheRecordAndField(_ bad: Bad) {
        var received = 0
        #expect(throws: ExchangeError(bad.message)) {
            if bad.kind == "members" {
                _ = try DatasetReader.readMembers(Array(bad.text.utf8), format: bad.format) { _ in received += 1 }
            } else {
                _ = try DatasetReader.readCities(Array(bad.text.utf8), format: bad.format) { _ in received += 1 }
            }
        }
    }

    @Test func formatIsSniffedFromTheFirstByte() {
        #expect(DatasetReader.sniff(Array("  [".utf8)) == .json)
        #expect(DatasetReader.sniff(Array("{".utf8)) == .json)
        #expect(DatasetReader.sniff(Array("name,title".utf8)) == .csv)
        // A file that is one JSON string is JSON (refused for holding no records), not a CSV header.
        #expect(DatasetReader.sniff(Array(#" "hello" "#.utf8)) == .json)
        #expect(DatasetReader.sniff(Array("\"name\",\"title\"\nAda,x\n".utf8)) == .csv)
        #expect(DatasetReader.sniff(Array("\"name\"\nAda\n".utf8)) == .csv)
    }
}
