import AnimationCore
import Foundation
import StudioExchange
import Testing

/// docs/reference/generated-package.md and the how-to stay true to what `library package` writes:
/// every member the reference's tables name is declared in the generated sources with the same
/// argument labels, and every Swift example type-checks against a generated package (its module
/// built against the stub Apple modules). DocsExampleTests runs the pages' console examples.
@Suite struct GeneratedPackageReferenceTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let reference = "docs/reference/generated-package.md"
    static let pages = [reference, "docs/how-to/use-presets-in-an-app.md"]

    static func lines(_ page: String) throws -> [String] {
        try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8).components(separatedBy: "\n")
    }

    /// The `swift` blocks of `page`, in order.
    static func swiftBlocks(_ page: String) throws -> [String] {
        var blocks: [String] = []
        var current: [String]?
        for line in try lines(page) {
            if line == "```swift" {
                current = []
            } else if line == "```", let block = current {
                blocks.append(block.joined(separator: "\n") + "\n")
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// The first cells of the table rows under "Runtime types" and "Per preset": `member` or `Type.member`,
    /// with the member's labels, e.g. `progress(at:)` → ("progress", ["at"]).
    static func documentedMembers() throws -> [(text: String, name: String, labels: [String]?)] {
        var members: [(String, String, [String]?)] = []
        var inTables = false
        for line in try lines(reference) {
            if line.hasPrefix("## ") { inTables = line == "## Runtime types" || line == "## Per preset" }
            guard inTables, line.hasPrefix("| `") else { continue }
            let cell = line.dropFirst(3).prefix { $0 != "`" }
            let signature = String(cell)
            var head = signature.prefix { $0 != "(" }
            if let dot = head.lastIndex(of: ".") { head = head[head.index(after: dot)...] }
            var labels: [String]?
            if let open = signature.firstIndex(of: "(") {
                labels = signature[signature.index(after: open)...].dropLast().split(separator: ":").map(String.init)
            }
            members.append((signature, String(head), labels))
        }
        return members
    }

    /// The argument labels of every declaration of `name` (func, case or init) in `source`.
    static func declaredLabels(of name: String, in source: String) -> [[String]] {
        let keyword = name == "init" ? "init" : "\(name)"
        var result: [[String]] = []
        var rest = Substring(source)
        while let range = rest.range(of: keyword) {
            let before = rest[..<range.lowerBound].last
            rest = rest[range.upperBound...]
            guard before.map({ $0 == " " || $0 == "\n" }) ?? true else { continue }
            var tail = rest
            if tail.first == "<" { tail = tail.drop { $0 != ">" }.dropFirst() }
            guard tail.first == "(" else { continue }
            var depth = 0
            var parameters = ""
            for character in tail {
                if "([<".contains(character) { depth += 1 }
                if ")]>".contains(character) { depth -= 1 }
                parameters.append(character)
                if depth == 0 { break }
            }
            var parts: [String] = []
            var part = ""
            var level = 0
            for character in parameters.dropFirst().dropLast() {
                if "([<".contains(character) { level += 1 }
                if ")]>".contains(character) { level -= 1 }
                if character == ",", level == 0 {
                    parts.append(part)
                    part = ""
                } else {
                    part.append(character)
                }
            }
            parts.append(part)
            let labels = parts.compactMap { parameter -> String? in
                let words = parameter.prefix { $0 != ":" }.split(whereSeparator: { $0 == " " || $0 == "\n" })
                return words.first.map(String.init)
            }
            result.append(labels)
        }
        return result
    }

    /// The generated sources of the test presets, plus a `bounce` whose curve is a Bézier (the
    /// reference names both Core Animation factories, one per kind of curve).
    static func generatedSources() throws -> String {
        var sources = try GeneratedPackageTests.files().filter { $0.key.hasPrefix("Sources/") }.map(\.value)
        let bezier = SwiftPackageExport.Preset(
            request: try GeneratedPackageTests.request("bounce", timing: "ease-in-out"), version: 1)
        sources += try SwiftPackageExport.files(module: "TeamMotion", presets: [bezier]).map(\.value)
        return sources.joined(separator: "\n")
    }

    @Test func everyMemberTheReferenceNamesIsDeclaredWithItsLabels() throws {
        let source = try Self.generatedSources()
        let members = try Self.documentedMembers()
        #expect(members.count >= 45, "members read from the tables: \(members.map(\.text))")
        for member in members {
            if let labels = member.labels {
                #expect(
                    Self.declaredLabels(of: member.name, in: source).contains(labels),
                    "\(member.text) is not declared with labels \(labels)")
            } else {
                let declared = ["let ", "var ", "case ", "func ", "enum ", "struct "].contains { keyword in
                    source.contains(keyword + member.name + " ") || source.contains(keyword + member.name + ":")
                        || source.contains(keyword + member.name + "\n") || source.contains(keyword + member.name + "<")
                }
                #expect(declared, "\(member.text) is not declared")
            }
        }
        // A name the package does not declare is caught.
        #expect(Self.declaredLabels(of: "progress", in: source).contains(["at"]))
        #expect(!Self.declaredLabels(of: "progress", in: source).contains(["atTime"]))
    }

    @Test func theSwiftExamplesCompileAgainstAGeneratedPackage() throws {
        let folder = try GeneratedPackageTests.builtModule()
        defer { try? FileManager.default.removeItem(at: folder) }
        var checked = 0
        for page in Self.pages {
            for (index, block) in try Self.swiftBlocks(page).enumerated() {
                let file = folder.appendingPathComponent("example-\(checked).swift")
                try block.write(to: file, atomically: true, encoding: .utf8)
                do {
                    if block.hasPrefix("// swift-tools-version") {
                        // A manifest: PackageDescription is not here; it must at least parse.
                        try SwiftTypeChecker.parse(files: [file.path])
                    } else {
                        try SwiftTypeChecker.typecheck(files: [file.path], importing: folder)
                    }
                } catch {
                    Issue.record("\(page) swift block \(index + 1): \(error)")
                }
                checked += 1
            }
        }
        #expect(checked >= 5)
    }
}
