import AnimationCore
import Foundation
import StudioExchange
import Testing

/// `export --as motion|reanimated|flutter|figma`: Motion and Reanimated files parsed by node, Motion's
/// values read back by node, Dart files read by a lexer of Dart's grammar, Figma's by a JSON parser.
@Suite struct PeerExportTests {
    static let timings: [TimingExpression?] =
        CodeExportFixtures.timings + [
            try? TimingExpression(parsing: "motion-spring(visual-duration: 0.4, bounce: 0.3)"),
            try? TimingExpression(parsing: "motion-spring(duration: 0.6, bounce: 0.2)"),
            try? TimingExpression(
                parsing: "reanimated-spring(duration: 0.55, damping-ratio: 0.75, overshoot-clamping: true)"),
            try? TimingExpression(parsing: "flutter-spring(duration: 0.3, bounce: 0.3)"),
            try? TimingExpression(parsing: "figma-spring(preset: slow)"),
            try? TimingExpression(parsing: "spring(mass: 1, stiffness: 200, damping: 14, velocity: 2)")
        ]
    /// Names that are reserved words or odd in JavaScript and Dart: the exported names must stay valid.
    static let names = ["move-up", "function", "delete", "new", "await", "class", "late", "required", "名字", "a b"]

    static func node(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/node")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        if process.terminationStatus != 0 { Issue.record("node \(arguments.joined(separator: " ")): \(text)") }
        return text
    }

    func files(_ target: CodeTarget) throws -> [(name: String, timing: TimingExpression?, code: ExportedCode)] {
        var out: [(String, TimingExpression?, ExportedCode)] = []
        for name in Self.names {
            for timing in Self.timings {
                let request = CodeExportFixtures.request("move-up-bounce", name: name, timing: timing)
                out.append((name, timing, try CodeExporter.export(request, as: target)))
            }
        }
        return out
    }

    @Test(arguments: [CodeTarget.motion, .reanimated]) func nodeParsesEveryFile(_ target: CodeTarget) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "peer-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (index, file) in try files(target).enumerated() {
            let path = directory.appendingPathComponent("\(index).mjs").path
            try file.code.text.write(toFile: path, atomically: true, encoding: .utf8)
            _ = try Self.node(["--check", path])
        }
    }

    @Test func motionValuesReadBackByNode() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "peer-motion-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let timing = try TimingExpression(parsing: "spring(mass: 1, stiffness: 200, damping: 14, velocity: 2)")
        let code = try CodeExporter.export(
            CodeExportFixtures.request("move-up-bounce", name: "function", timing: timing), as: .motion)
        let path = directory.appendingPathComponent("function.mjs").path
        try code.text.write(toFile: path, atomically: true, encoding: .utf8)
        let printed = try Self.node([
            "--input-type=module", "-e",
            "const m = await import('\(path)'); console.log(JSON.stringify([m.functionTransition, m.functionRowDelay]))"
        ])
        #expect(
            printed == "[{\"type\":\"spring\",\"stiffness\":200,\"damping\":14,\"mass\":1,\"velocity\":2},0.05]\n")
    }

    @Test func exactWhereThePeerRunsTheSameCurve() throws {
        let cases: [(String, CodeTarget)] = [
            ("motion-spring(visual-duration: 0.4, bounce: 0.3)", .motion),
            ("motion-spring(stiffness: 300, damping: 20)", .motion),
            ("reanimated-spring(duration: 0.55, damping-ratio: 1)", .reanimated),
            ("flutter-spring(duration: 0.3, bounce: 0.3)", .flutter), ("figma-spring(preset: gentle)", .figma),
            ("cubic(0.2, 1.4, 0.4, 1)", .motion), ("ease-in-out", .flutter), ("cubic(0.2, 1.4, 0.4, 1)", .figma)
        ]
        for (text, target) in cases {
            let request = CodeExportFixtures.request("move-up-bounce", timing: try TimingExpression(parsing: text))
            let code = try CodeExporter.export(request, as: target)
            #expect(code.largestDifference == 0, "\(text) → \(target)")
            #expect(code.text.contains("Exact: "), "\(text) → \(target)")
        }
        // Reanimated runs Figma's over-damped Slow critically damped: approximate, and it says by how much.
        let slow = CodeExportFixtures.request(
            "move-up-bounce", timing: try TimingExpression(parsing: "figma-spring(preset: slow)"))
        let reanimated = try CodeExporter.export(slow, as: .reanimated)
        #expect(reanimated.largestDifference > 0.04)
        #expect(reanimated.text.contains("Approximate: Reanimated 4's withSpring config"))
        #expect(try CodeExporter.export(slow, as: .figma).text.contains("\"type\": \"SLOW\""))
    }

    /// `withDurationAndBounce` reads `duration.inMilliseconds` (flutter/flutter
    /// `packages/flutter/lib/src/physics/spring_simulation.dart` at 04fbdcfac997f9bcbef805fe785ff71971ea16d2):
    /// the export writes the whole milliseconds Flutter runs, says so where the typed duration has
    /// more digits, and is exact either way.
    @Test(arguments: [(0.3, 300, false), (0.3479, 347, true)]) func flutterDurationIsWholeMilliseconds(
        _ seconds: Double, _ milliseconds: Int, _ truncated: Bool
    ) throws {
        let timing = try TimingExpression(parsing: "flutter-spring(duration: \(seconds), bounce: 0.3)")
        let code = try CodeExporter.export(
            CodeExportFixtures.request("move-up-bounce", name: "bounce", timing: timing), as: .flutter)
        #expect(
            code.text.contains(
                "final SpringDescription bounceSpring = SpringDescription.withDurationAndBounce(duration: const Duration(milliseconds: \(milliseconds)), bounce: 0.3);"
            ))
        let note =
            "/// Flutter keeps whole milliseconds: the duration \(seconds) s runs as \(milliseconds) ms, as the studio runs it."
        #expect(code.text.contains(note) == truncated)
        #expect(code.largestDifference == 0)
    }

    @Test func dartFilesLexAndDeclareValidNames() throws {
        var declared: Set<String> = []
        for file in try files(.flutter) {
            let tokens = try DartLexer.tokens(file.code.text)
            for (index, token) in tokens.enumerated() where index + 2 < tokens.count {
                // `const double nameRowDelay =`, `final SpringDescription nameSpring =`, `SpringSimulation nameSimulation() =>`.
                guard case .word(let name) = tokens[index + 1],
                    name.hasSuffix("RowDelay") || name.hasSuffix("Spring")
                        || name.hasSuffix("Simulation") || name.hasSuffix("Curve") || name.hasSuffix("Duration"),
                    case .word = token
                else { continue }
                #expect(!DartLexer.reserved.contains(name), "\(name)")
                #expect(name.range(of: "^[A-Za-z_][A-Za-z0-9_]*$", options: .regularExpression) != nil, "\(name)")
                declared.insert(name)
            }
            for token in tokens {
                if case .number(let text) = token { #expect(Double(text) != nil, "\(text)") }
            }
        }
        #expect(
            declared.contains("moveUpSpring") && declared.contains("functionRowDelay")
                && declared.contains("preset__540d__5b57_Spring"))
    }

    @Test func figmaFilesAreThePluginEasing() throws {
        for file in try files(.figma) {
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(file.code.text.utf8)) as? [String: Any])
            let easing = try #require(object["easing"] as? [String: Any])
            let type = try #require(easing["type"] as? String)
            switch type {
            case "CUSTOM_SPRING":
                let spring = try #require(easing["easingFunctionSpring"] as? [String: Double])
                #expect(Set(spring.keys) == ["mass", "stiffness", "damping", "initialVelocity"])
            case "CUSTOM_CUBIC_BEZIER":
                let bezier = try #require(easing["easingFunctionCubicBezier"] as? [String: Double])
                #expect(Set(bezier.keys) == ["x1", "y1", "x2", "y2"])
            default:
                #expect(["GENTLE", "QUICK", "BOUNCY", "SLOW"].contains(type))
            }
            #expect((object["$description"] as? String)?.contains("@3 (template move-up-bounce") == true)
        }
    }
}

/// Dart's lexical grammar, enough to read the Flutter export: identifiers, numbers, strings,
/// comments (block comments nest) and symbols. Anything it cannot read throws, so a broken file fails.
enum DartLexer {
    enum Token: Equatable {
        case word(String)
        case number(String)
        case string(String)
        case symbol(String)
    }
    struct Failure: Error, CustomStringConvertible { let description: String }

    /// Dart's reserved words (dart.dev, Keywords, those that cannot be identifiers).
    static let reserved: Set<String> = [
        "assert", "break", "case", "catch", "class", "const", "continue", "default", "do", "else", "enum", "extends",
        "false", "final", "finally", "for", "if", "in", "is", "new", "null", "rethrow", "return", "super", "switch",
        "this", "throw", "true", "try", "var", "void", "while", "with"
    ]

    static func tokens(_ text: String) throws -> [Token] {
        let s = Array(text.unicodeScalars)
        var i = 0
        var out: [Token] = []
        func isLetter(_ c: Unicode.Scalar) -> Bool {
            (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c == "_" || c == "$"
        }
        func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }
        while i < s.count {
            let c = s[i]
            if c == " " || c == "\n" || c == "\t" || c == "\r" {
                i += 1
                continue
            }
            if c == "/", i + 1 < s.count, s[i + 1] == "/" {
                while i < s.count, s[i] != "\n" { i += 1 }
                continue
            }
            if c == "/", i + 1 < s.count, s[i + 1] == "*" {
                var depth = 0
                repeat {
                    if s[i] == "/", i + 1 < s.count, s[i + 1] == "*" {
                        depth += 1
                        i += 2
                        continue
                    }
                    if s[i] == "*", i + 1 < s.count, s[i + 1] == "/" {
                        depth -= 1
                        i += 2
                        continue
                    }
                    i += 1
                } while depth > 0 && i < s.count
                if depth > 0 { throw Failure(description: "unclosed block comment") }
                continue
            }
            if isLetter(c) {
                var word = ""
                while i < s.count, isLetter(s[i]) || isDigit(s[i]) {
                    word.unicodeScalars.append(s[i])
                    i += 1
                }
                out.append(.word(word))
                continue
            }
            if isDigit(c) || (c == "." && i + 1 < s.count && isDigit(s[i + 1])) {
                // DIGIT+ ('.' DIGIT+)? EXPONENT? | '.' DIGIT+ EXPONENT?, EXPONENT: [eE] [+-]? DIGIT+
                var number = ""
                while i < s.count, isDigit(s[i]) {
                    number.unicodeScalars.append(s[i])
                    i += 1
                }
                if i + 1 < s.count, s[i] == ".", isDigit(s[i + 1]) {
                    number += "."
                    i += 1
                    while i < s.count, isDigit(s[i]) {
                        number.unicodeScalars.append(s[i])
                        i += 1
                    }
                }
                if i < s.count, s[i] == "e" || s[i] == "E" {
                    number.unicodeScalars.append(s[i])
                    i += 1
                    if i < s.count, s[i] == "+" || s[i] == "-" {
                        number.unicodeScalars.append(s[i])
                        i += 1
                    }
                    guard i < s.count, isDigit(s[i]) else { throw Failure(description: "bad exponent in \(number)") }
                    while i < s.count, isDigit(s[i]) {
                        number.unicodeScalars.append(s[i])
                        i += 1
                    }
                }
                if i < s.count, isLetter(s[i]) { throw Failure(description: "letter after number \(number)") }
                out.append(.number(number))
                continue
            }
            if c == "'" || c == "\"" {
                var text = ""
                i += 1
                while i < s.count, s[i] != c {
                    if s[i] == "\n" { throw Failure(description: "line break in a string") }
                    if s[i] == "\\" { i += 1 }
                    if i < s.count { text.unicodeScalars.append(s[i]) }
                    i += 1
                }
                guard i < s.count else { throw Failure(description: "unclosed string") }
                i += 1
                out.append(.string(text))
                continue
            }
            let twoCharacter = i + 1 < s.count ? String(String.UnicodeScalarView([c, s[i + 1]])) : ""
            if ["=>", "==", "<=", ">=", "&&", "||"].contains(twoCharacter) {
                out.append(.symbol(twoCharacter))
                i += 2
                continue
            }
            guard "(){}[];:,.=<>+-*/?!".unicodeScalars.contains(c) else {
                throw Failure(description: "unexpected character \(c) (U+\(String(c.value, radix: 16)))")
            }
            out.append(.symbol(String(c)))
            i += 1
        }
        return out
    }
}
