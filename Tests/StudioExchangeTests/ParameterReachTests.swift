import AnimationCore
import StudioExchange
import Testing

/// Every template parameter reaches every export target. For each template, each of its parameters
/// and each target (the `export` targets and the package `library package` writes), the parameter
/// moves from its default and the exported code changes where the target declares it writes the
/// value (``ParameterPlace``); where a target cannot express it, the export says so in a comment
/// carrying the value, and nothing else moves. A parameter a target has not placed fails here.
@Suite struct ParameterReachTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let template: String
        let key: ParameterKey
        var testDescription: String { "\(template) \(key)" }
    }

    static let cases = TemplateCatalog.all.flatMap { template in
        template.parameters.map { Case(template: template.name, key: $0.key) }
    }

    /// An export target, or the generated Swift package.
    enum Destination: CustomStringConvertible {
        case target(CodeTarget)
        case package

        static let all = CodeTarget.allCases.map(Destination.target) + [.package]

        var description: String {
            switch self {
            case .target(let target): return target.rawValue
            case .package: return "package"
            }
        }

        func text(_ request: CodeExportRequest) throws -> String {
            switch self {
            case .target(let target): return try CodeExporter.export(request, as: target).text
            case .package:
                let files = try SwiftPackageExport.files(
                    module: "TeamMotion", presets: [SwiftPackageExport.Preset(request: request, version: 1)])
                return files.keys.sorted().compactMap { files[$0] }.joined(separator: "\n")
            }
        }

        func place(_ key: ParameterKey, _ request: CodeExportRequest) throws -> ParameterPlace? {
            switch self {
            case .target(let target): return try CodeExporter.place(of: key, in: request, as: target)
            case .package: return try SwiftPackageExport.place(of: key, in: request)
            }
        }

        /// Whether line `index` is a comment: `//` in Swift, Kotlin, JavaScript and Dart; in CSS, inside
        /// the comment the file opens with.
        func isComment(_ index: Int, of lines: [Substring]) -> Bool {
            if case .target(.css) = self {
                return index <= (lines.firstIndex { $0.contains("*/") } ?? -1)
            }
            return lines[index].drop { $0 == " " }.hasPrefix("//")
        }
    }

    /// Each template's export at its defaults, by template and destination: the side every case of
    /// the template compares with, made once.
    static let defaultTexts: [String: [String: String]] = Dictionary(
        uniqueKeysWithValues: TemplateCatalog.all.map { template in
            let request = CodeExportFixtures.request(template.name)
            return (
                template.name,
                Dictionary(
                    uniqueKeysWithValues: Destination.all.map { ($0.description, (try? $0.text(request)) ?? "") })
            )
        })

    @Test(arguments: cases) func everyParameterReachesEveryTarget(_ test: Case) throws {
        let template = try #require(TemplateCatalog.template(named: test.template))
        let parameter = try #require(template.parameter(test.key))
        let before = CodeExportFixtures.request(test.template)
        let value = try Self.moved(parameter, from: try #require(before.parameters[test.key]))
        var after = before
        after.parameters[test.key] = value
        for destination in Destination.all {
            let place = try destination.place(test.key, before)
            let old = try #require(Self.defaultTexts[test.template]?[destination.description])
            let new = try destination.text(after)
            let context = "\(destination): \(test.template)'s \(test.key) → \(value)"
            switch place {
            case nil:
                Issue.record("\(context): the target declares no place for the parameter")
            case .code(let anchors)?:
                Self.expectAnchoredLinesChange(anchors, old, new, context)
            case .comment(let anchors)?:
                Self.expectOnlyComments(anchors, old, new, destination, context)
            case .unexpressed?:
                let note = ParameterPlace.noteAnchor(test.key)
                Self.expectOnlyComments([note], old, new, destination, context)
                let line = new.split(separator: "\n").first { $0.contains(note) }
                #expect(line?.contains("(\(value)") == true, "\(context): the note gives the value: \(line ?? "")")
            case .json(let path)?:
                let was = try Self.member(path, of: old)
                let now = try Self.member(path, of: new)
                #expect(
                    was != nil && now != nil && was != now,
                    "\(context): \(path) is \(String(describing: was)) → \(String(describing: now))")
            }
        }
    }

    /// A value the parameter's rule allows, other than `value`: three nudges on (or back, at the
    /// rule's edge), the switch flipped, or a timing of the same form with other numbers.
    static func moved(_ parameter: TemplateParameter, from value: ParameterValue) throws -> ParameterValue {
        switch value {
        case .number(let number):
            if parameter.kind == .toggle { return .number(1 - number) }
            let up = number + 3 * parameter.step
            return .number(parameter.rule?.range.contains(up) == false ? number - 3 * parameter.step : up)
        case .timing(.named(let name)):
            return .timing(.named(name == .easeIn ? .easeOut : .easeIn))
        case .timing(.uikitSpring(let ratio, let velocity)):
            return .timing(.uikitSpring(dampingRatio: ratio + 0.15, velocity: velocity))
        case .timing(let timing):
            Issue.record("no other value of the same form for \(timing)")
            return value
        }
    }

    static func anchored(_ anchors: [String], _ text: String) -> [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            anchors.contains { line.contains($0) }
        }
    }

    static func expectAnchoredLinesChange(_ anchors: [String], _ old: String, _ new: String, _ context: String) {
        #expect(!anchors.isEmpty, "\(context): no anchor")
        for anchor in anchors {
            #expect(old.contains(anchor) || new.contains(anchor), "\(context): “\(anchor)” is not in the code")
        }
        #expect(anchored(anchors, old) != anchored(anchors, new), "\(context): no line with \(anchors) changed")
    }

    /// The lines with an anchor change, they are comments, and no other line changes.
    static func expectOnlyComments(
        _ anchors: [String], _ old: String, _ new: String, _ destination: Destination, _ context: String
    ) {
        expectAnchoredLinesChange(anchors, old, new, context)
        let lines = new.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() where anchors.contains(where: { line.contains($0) }) {
            #expect(destination.isComment(index, of: lines), "\(context): “\(line)” is not a comment")
        }
        func code(_ text: String) -> [Substring] {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            return lines.indices.filter { !destination.isComment($0, of: lines) }.map { lines[$0] }
        }
        #expect(code(old) == code(new), "\(context): code beyond the comments changed")
    }

    static func member(_ path: [String], of text: String) throws -> JSONValue? {
        var value: JSONValue? = try JSONReader.parse(Array(text.utf8))
        for name in path {
            guard case .object(let members)? = value else { return nil }
            value = members[name]
        }
        return value
    }
}
