import Foundation
import StudioExchange
import StudioTestSupport
import Testing

/// Every preset name becomes valid, distinct identifiers and file names in every target, checked
/// on the real binary's output: `swiftc` for Swift, a Kotlin lexer for Compose, a case-insensitive
/// comparison for the files.
@Suite(.serialized) struct ExportNamesTests {
    /// The nine names that shared three files before, and names that look alike once punctuation goes.
    static let lookAlikes = [
        "AB", "ab", "a_b", "A-B", "a b", "a.b", "🎉", "名字", "é", "ab-c", "abC", "a-bc", "bounce-2", "bounce2", "2fast"
    ]

    /// Every Swift keyword (The Swift Programming Language, Lexical Structure: keywords used in
    /// declarations, statements, expressions and types, patterns, and the contextual ones).
    static let swiftKeywords = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import",
        "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup", "protocol",
        "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw",
        "switch",
        "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "_",
        "associativity", "async", "convenience", "didSet", "dynamic", "final", "get", "indirect", "infix", "lazy",
        "left",
        "mutating", "none", "nonmutating", "optional", "override", "package", "postfix", "precedence", "prefix",
        "Protocol", "required", "right", "set", "some", "Type", "unowned", "weak", "willSet", "any", "each", "macro",
        "consume", "copy", "discard", "sending", "isolated", "actor", "distributed",
        // Spelled as plain names, they would come out as the keywords themselves.
        "did-set", "will-set", "type", "protocol", "any", "index-path", "time-interval", "double", "float", "int",
        "bool",
        "timing-curve", "interpolating-spring", "repeat-forever"
    ]

    /// Kotlin's hard, soft and modifier keywords (kotlinlang.org, Keywords and operators).
    static let kotlinHard = [
        "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is", "null",
        "object", "package", "return", "super", "this", "throw", "true", "try", "typealias", "typeof", "val", "var",
        "when", "while"
    ]
    static let kotlinSoft = [
        "by", "catch", "constructor", "delegate", "dynamic", "field", "file", "finally", "get", "import", "init",
        "param",
        "property", "receiver", "set", "setparam", "value", "where"
    ]
    static let kotlinModifiers = [
        "abstract", "actual", "annotation", "companion", "const", "crossinline", "data", "enum", "expect", "external",
        "final", "infix", "inline", "inner", "internal", "lateinit", "noinline", "open", "operator", "out", "override",
        "private", "protected", "public", "reified", "sealed", "suspend", "tailrec", "vararg"
    ]
    static let kotlinKeywords = kotlinHard + kotlinSoft + kotlinModifiers

    static let templates = [
        "fade", "move-up-bounce", "move-up-fade", "slide-in", "tip-in", "card-expand", "toolbar-swap"
    ]

    /// A database holding one preset per name (templates in turn), made by the real binary.
    static func studio(_ names: [String]) throws -> String {
        let database = FileManager.default.temporaryDirectory.appendingPathComponent("names-\(UUID()).sqlite").path
        var seen = Set<String>()
        let unique = names.filter { seen.insert($0).inserted }
        let script = unique.enumerated().map { "new \"\($1)\" from \(templates[$0 % templates.count])" }.joined(
            separator: "\n")
        let run = try ProgramRun([], stdin: script + "\n", database: database)
        #expect(run.status == 0, "\(run.stderr)")
        return database
    }

    /// `export --all --as TARGET -o DIR` on the binary; returns the folder.
    static func exportAll(_ database: String, as target: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("names-\(target)-\(UUID())").path
        let run = try ProgramRun(["-c", "export --all --as \(target) -o \(folder)"], database: database)
        #expect(run.status == 0, "\(run.stderr)")
        return folder
    }

    static func files(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted().map { folder + "/" + $0 }
    }

    @Test func namesAreSpelledExactly() {
        let expected: [(String, String, String, String)] = [
            ("move-up-bounce", "MoveUpBounce", "moveUpBounce", "move-up-bounce"),
            ("AB", "Preset_AB", "preset_AB", "__a_b"),
            ("ab", "Ab", "ab", "ab"),
            ("a_b", "Preset_a_5f_b", "preset_a_5f_b", "_a_05f_b"),
            ("A-B", "Preset_A_2d_B", "preset_A_2d_B", "__a-_b"),
            ("a b", "Preset_a_20_b", "preset_a_20_b", "_a_020_b"),
            ("a.b", "Preset_a_2e_b", "preset_a_2e_b", "_a_02e_b"),
            ("🎉", "Preset__1f389_", "preset__1f389_", "__01f389_"),
            ("名字", "Preset__540d__5b57_", "preset__540d__5b57_", "__0540d__05b57_"),
            ("é", "Preset__e9_", "preset__e9_", "__0e9_"),
            ("class", "Preset_class", "preset_class", "class"),
            ("Self", "Preset_Self", "preset_Self", "__self"),
            ("index-path", "Preset_index_2d_path", "preset_index_2d_path", "index-path"),
            ("2fast", "Preset_2fast", "preset_2fast", "_2fast")
        ]
        for (name, type, member, css) in expected {
            let names = ExportNames(presetName: name)
            #expect([names.typeName, names.memberName, names.cssName] == [type, member, css], "\(name)")
        }
    }

    /// Distinct names give distinct spellings, also after case folding for files and CSS.
    @Test func spellingsNeverMeet() {
        let all = Array(
            Set(
                Self.lookAlikes + Self.swiftKeywords + Self.kotlinKeywords + [
                    "Ab", "aB", "a--b", "_", "__", "a_2d_b", "Preset_AB"
                ]))
        let names = all.map { ExportNames(presetName: $0) }
        #expect(Set(names.map(\.typeName)).count == all.count)
        #expect(Set(names.map(\.memberName)).count == all.count)
        #expect(Set(names.map { $0.cssName.lowercased() }).count == all.count)
    }

    /// The look-alike names through `export --all`: one file per preset in every target, no two
    /// equal when case is ignored, each holding its own preset.
    @Test func exportAllWritesOneFilePerPresetInEveryTarget() throws {
        let database = try Self.studio(Self.lookAlikes)
        for target in ["uikit", "swiftui", "css", "compose", "tokens", "json"] {
            let folder = try Self.exportAll(database, as: target)
            let files = try Self.files(folder)
            #expect(files.count == Self.lookAlikes.count, "\(target)")
            #expect(Set(files.map { $0.lowercased() }).count == Self.lookAlikes.count, "\(target)")
            for name in Self.lookAlikes {
                let stem = ExportNames(presetName: name).cssName
                let file = try #require(
                    files.first { ($0 as NSString).lastPathComponent.hasPrefix(stem + ".") }, "\(target) \(name)")
                let text = try String(contentsOfFile: file, encoding: .utf8)
                if target == "json" {
                    #expect(text.contains("\"name\": \"\(name)\""), "\(file)")
                } else {
                    #expect(text.contains("\(name)@1 (template"), "\(file)")
                }
            }
        }
    }

    /// Every Swift keyword, and the look-alikes, as preset names: all the UIKit files together and all
    /// the SwiftUI files together parse and type-check as one module (so no two declare one name).
    @Test(arguments: ["uikit", "swiftui"]) func swiftKeywordsExportToCompilableCode(_ target: String) throws {
        let database = try Self.studio(Self.swiftKeywords + Self.lookAlikes)
        let folder = try Self.exportAll(database, as: target)
        var files = try Self.files(folder)
        // Linux swiftc has no Objective-C runtime: the card's pan handler drops its @objc, as in CodeExportSwiftTests.
        for file in files {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            try text.replacingOccurrences(of: "@objc ", with: "").write(toFile: file, atomically: true, encoding: .utf8)
        }
        files = try Self.files(folder)
        try SwiftTypeChecker.parse(files: files)
        try SwiftTypeChecker.typecheck(files: files)
    }

    /// Every Kotlin keyword, and the look-alikes, as preset names: every identifier the Compose files
    /// declare is a valid Kotlin identifier, not a keyword, and declared once across all files.
    @Test func kotlinKeywordsExportToValidDistinctIdentifiers() throws {
        let database = try Self.studio(Self.kotlinKeywords + Self.lookAlikes)
        let folder = try Self.exportAll(database, as: "compose")
        var declared: [String: String] = [:]
        for file in try Self.files(folder) {
            let tokens = try KotlinLexer.tokens(String(contentsOfFile: file, encoding: .utf8))
            var depth = 0
            for (index, token) in tokens.enumerated() {
                if token == .symbol("{") { depth += 1 }
                if token == .symbol("}") { depth -= 1 }
                // Top-level declarations only: every file has its own local `progress`.
                guard depth == 0, token == .word("val") || token == .word("fun") else { continue }
                // `fun Modifier.nameLayer(…)`: the declared name follows the receiver's dot.
                var next = index + 1
                if tokens[next] == .word("Modifier"), tokens[next + 1] == .symbol(".") { next += 2 }
                guard case .word(let name) = tokens[next] else {
                    Issue.record("\(file): \(tokens[index]) is followed by \(tokens[next]), not a name")
                    continue
                }
                #expect(!Self.kotlinKeywords.contains(name), "\(file): \(name) is a keyword")
                #expect(
                    name.range(of: "^[A-Za-z_][A-Za-z0-9_]*$", options: .regularExpression) != nil, "\(file): \(name)")
                if let other = declared[name] { Issue.record("\(name) is declared in \(other) and \(file)") }
                declared[name] = file
            }
        }
        // Each file declares eight: the spec, the row delay, the progress and the layer modifier, for
        // the full motion and again for its reduced-motion variant.
        #expect(declared.count == 8 * Set(Self.kotlinKeywords + Self.lookAlikes).count)
    }
}

/// Kotlin's lexical grammar, enough to read the Compose export: identifiers (plain or in
/// backticks), numbers, strings with templates, comments (block comments nest) and symbols.
/// Anything it cannot read is an error, so a broken file fails the test.
enum KotlinLexer {
    enum Token: Equatable, CustomStringConvertible {
        case word(String)
        case number(String)
        case string(String)
        case symbol(String)
        var description: String {
            switch self {
            case .word(let w): "word \(w)"
            case .number(let n): "number \(n)"
            case .string(let s): "string \(s)"
            case .symbol(let s): "symbol \(s)"
            }
        }
    }

    struct Failure: Error, CustomStringConvertible { let description: String }

    static func tokens(_ text: String) throws -> [Token] {
        let scalars = Array(text.unicodeScalars)
        var tokens: [Token] = []
        var i = 0
        func isLetter(_ c: Unicode.Scalar) -> Bool { c == "_" || c.properties.isAlphabetic }
        func isDigit(_ c: Unicode.Scalar) -> Bool { ("0"..."9").contains(c) }
        while i < scalars.count {
            let c = scalars[i]
            if c.properties.isWhitespace {
                i += 1
                continue
            }
            if c == "/", i + 1 < scalars.count, scalars[i + 1] == "/" {
                while i < scalars.count, scalars[i] != "\n", scalars[i] != "\r" { i += 1 }
                continue
            }
            if c == "/", i + 1 < scalars.count, scalars[i + 1] == "*" {
                var depth = 0
                repeat {
                    guard i + 1 < scalars.count else { throw Failure(description: "unclosed block comment") }
                    if scalars[i] == "/", scalars[i + 1] == "*" {
                        depth += 1
                        i += 2
                    } else if scalars[i] == "*", scalars[i + 1] == "/" {
                        depth -= 1
                        i += 2
                    } else {
                        i += 1
                    }
                } while depth > 0
                continue
            }
            if isLetter(c) {
                var word = ""
                while i < scalars.count, isLetter(scalars[i]) || isDigit(scalars[i]) {
                    word.unicodeScalars.append(scalars[i])
                    i += 1
                }
                tokens.append(.word(word))
                continue
            }
            if c == "`" {
                var word = ""
                i += 1
                while i < scalars.count, scalars[i] != "`" {
                    guard scalars[i] != "\n" else { throw Failure(description: "a line break in a backticked name") }
                    word.unicodeScalars.append(scalars[i])
                    i += 1
                }
                guard i < scalars.count else { throw Failure(description: "unclosed backtick") }
                i += 1
                tokens.append(.word(word))
                continue
            }
            if isDigit(c) {
                var number = ""
                while i < scalars.count,
                    isDigit(scalars[i]) || scalars[i] == "." || scalars[i] == "f" || scalars[i] == "e"
                        || (scalars[i] == "-" && number.last == "e")
                {
                    number.unicodeScalars.append(scalars[i])
                    i += 1
                }
                tokens.append(.number(number))
                continue
            }
            if c == "\"" {
                var string = ""
                i += 1
                while i < scalars.count, scalars[i] != "\"" {
                    guard scalars[i] != "\n" else { throw Failure(description: "a line break in a string") }
                    if scalars[i] == "\\" {
                        string.unicodeScalars.append(scalars[i])
                        i += 1
                    }
                    // A template `$name` or `${…}` would splice code into the string.
                    if scalars[i] == "$", i + 1 < scalars.count, isLetter(scalars[i + 1]) || scalars[i + 1] == "{" {
                        throw Failure(description: "a string template in \"\(string)…\"")
                    }
                    string.unicodeScalars.append(scalars[i])
                    i += 1
                }
                guard i < scalars.count else { throw Failure(description: "unclosed string") }
                i += 1
                tokens.append(.string(string))
                continue
            }
            let symbols = "{}()[]<>=.,:;*+-/!?@&|%"
            guard symbols.unicodeScalars.contains(c) else {
                throw Failure(description: "unexpected character U+\(String(c.value, radix: 16))")
            }
            tokens.append(.symbol(String(c)))
            i += 1
        }
        return tokens
    }
}
