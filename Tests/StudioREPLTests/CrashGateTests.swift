import Foundation
import StudioTestSupport
import Testing

/// The crash gate: the real binary driven with fuzzed and hostile lines must never die by a signal
/// or hang. Verbs and flags are read from the binary's own `help`, so the gate follows the catalog.
@Suite(.serialized) struct CrashGateTests {
    /// Lines per run of the binary, runs, and the longest one run may take before it counts as a hang.
    static let linesPerBatch = 150
    static let batches = 12
    static let batchTimeout = 30

    /// SplitMix64: the same seed gives the same lines on every machine.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }
        mutating func chance(_ percent: UInt64) -> Bool { next() % 100 < percent }
    }

    /// Every scalar of the control and bidi ranges: C0, DEL, C1, the bidi embeddings, overrides,
    /// isolates and marks, zero-width and format characters, and the line and paragraph separators.
    static let hostileScalars: [Unicode.Scalar] = {
        var values = Array(0x00...0x1F) + [0x7F] + Array(0x80...0x9F) + [0x061C, 0x200E, 0x200F]
        values += Array(0x202A...0x202E) + Array(0x2066...0x2069) + [0x200B, 0x200C, 0x200D, 0x2028, 0x2029, 0xFEFF]
        return values.compactMap(Unicode.Scalar.init)
    }()

    static let extremeNumbers = [
        "0", "-0", "1e-320", "5e-324", "1e308", "1.7976931348623157e308", "-1.7976931348623157e308", "nan", "inf",
        "-inf",
        "-1", "9223372036854775808", "99999999999999999999999999", "-9223372036854775809", "1", "0.5", "44", "0x10",
        "1e", ""
    ]

    /// The verbs listed by `help` (indented names in its groups), without `quit`, which ends a batch.
    static func verbs(fromHelp help: String) -> [String] {
        help.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("  "), let name = line.split(separator: " ").first else { return nil }
            return name == "quit" ? nil : String(name)
        }
    }

    /// The `--flags` of a verb's syntax line (the first line of `help VERB`).
    static func flags(fromHelp help: String) -> [String] {
        let syntax = help.split(separator: "\n").first.map(String.init) ?? ""
        var flags: [String] = []
        for word in syntax.split(whereSeparator: { " []|".contains($0) }) where word.hasPrefix("-") {
            let flag = String(word.prefix { $0 == "-" || $0.isLetter || $0.isNumber })
            if flag.count > 1, !flags.contains(flag) { flags.append(flag) }
        }
        return flags
    }

    static func run(_ arguments: [String], stdin: String, database: String, folder: String) throws -> (
        status: Int32, signal: Bool, stdout: String, stderr: String
    ) {
        let input = folder + "/in-\(UUID())"
        let output = folder + "/out"
        let errors = folder + "/err"
        try Data(stdin.utf8).write(to: URL(fileURLWithPath: input))
        _ = FileManager.default.createFile(atPath: output, contents: nil)
        _ = FileManager.default.createFile(atPath: errors, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = [String(batchTimeout), ProgramRun.binary.path] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["ANIMSTUDIO_DB": database]) { $1 }
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.standardInput = FileHandle(forReadingAtPath: input)
        process.standardOutput = FileHandle(forWritingAtPath: output)
        process.standardError = FileHandle(forWritingAtPath: errors)
        try process.run()
        process.waitUntilExit()
        let text = { (path: String) in
            String(decoding: (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data(), as: UTF8.self)
        }
        return (process.terminationStatus, process.terminationReason == .uncaughtSignal, text(output), text(errors))
    }

    /// One fuzzed line: a verb, some positionals from a hostile pool, some of its flags with extreme values.
    static func line(_ random: inout Generator, verb: String, flags: [String], database: String) -> String {
        let number = { (random: inout Generator) in random.pick(extremeNumbers) }
        let hostile = { (random: inout Generator) -> String in
            var text = String(random.pick(["p", "pé", "名前", "имя", "a", ""]))
            text.unicodeScalars.append(random.pick(hostileScalars))
            if random.chance(50) { text.unicodeScalars.append(random.pick(hostileScalars)) }
            return text
        }
        let positionals: [(inout Generator) -> String] = [
            { "cubic(\(number(&$0)), \(number(&$0)), \(number(&$0)), \(number(&$0)))" },
            { "uikit-spring(damping: \(number(&$0)), velocity: \(number(&$0)))" },
            {
                "spring(mass: \(number(&$0)), stiffness: \(number(&$0)), damping: \(number(&$0)), velocity: \(number(&$0)))"
            },
            { "spring(duration: \(number(&$0)), bounce: \(number(&$0)))" },
            { "pop(bounciness: \($0.pick(["0", "20", "-0"])), speed: \(number(&$0)))" },
            {
                $0.pick([
                    "fade", "move-up-bounce", "tip-in", "card-expand", "linear", "gate", "gate@1", "gate@draft",
                    "demo-team", "demo-cities"
                ])
            },
            { $0.pick(["on", "from", "duration", "damping", "row-height", "timing", "velocity"]) },
            { _ in database }, { _ in "/dev/zero" }, { _ in "/dev/null" }, { _ in "out.json" },
            { "\"\(hostile(&$0))\"" }, { hostile(&$0) }, { number(&$0) },
            { _ in "\"unterminated" }, { _ in "((((" }, { _ in "))" }
        ]
        var words = [verb]
        for _ in 0..<Int(random.next() % 4) { words.append(random.pick(positionals)(&random)) }
        for _ in 0..<Int(random.next() % 3) where !flags.isEmpty {
            words.append(random.pick(flags))
            words.append(random.chance(60) ? number(&random) : random.pick(positionals)(&random))
        }
        return words.joined(separator: " ")
    }

    @Test func noSignalAndNoHangOnHostileLines() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animstudio-gate-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let database = folder + "/studio.sqlite"
        let help = try Self.run(["-c", "help"], stdin: "", database: database, folder: folder)
        let verbs = Self.verbs(fromHelp: help.stdout)
        #expect(verbs.count >= 30 && verbs.contains("simulate") && verbs.contains("export"))
        var flags: [String: [String]] = [:]
        for verb in verbs {
            flags[verb] = Self.flags(
                fromHelp: try Self.run(["-c", "help \(verb)"], stdin: "", database: database, folder: folder).stdout)
        }
        #expect(flags["simulate"]?.contains("--row-height") == true)
        // A preset to aim at, and every hostile scalar once as a name, a timing and a dataset field.
        let setup =
            "new gate from move-up-bounce\nset duration 2\ncommit\n"
            + Self.hostileScalars.map {
                "new \"n\($0.escaped(asASCII: false))\u{0}\" from fade; sample \"\(String($0))\"; rows \"\(String($0))\""
            }
            .joined(separator: "\n")
        var random = Generator(state: 0x416E_5374)  // 'AnSt'
        var scripts = [setup]
        for _ in 0..<Self.batches {
            scripts.append(
                (0..<Self.linesPerBatch).map { _ in
                    let verb = random.pick(verbs)
                    return Self.line(&random, verb: verb, flags: flags[verb] ?? [], database: database)
                }.joined(separator: "\n"))
        }
        // Lines that once crashed, kept as fixed members of the gate.
        scripts.append(
            """
            metrics cubic(0, 1e14, 1, 1)
            metrics linear --duration 1e-300
            metrics linear --duration 5e-324
            metrics uikit-spring(damping: 1, velocity: 1000)
            plot uikit-spring(damping: 500, velocity: 1000)
            sample cubic(0.5, 1.7976931348623157e308, 0.5, 1.7976931348623157e308)
            simulate fade on demo-team --row-height 1e-320
            simulate fade on demo-team --row-height 0
            play fade on demo-team --row-height -5 --at 0
            export gate -o \(database) --force
            """)
        for script in scripts {
            let run = try Self.run(["--keep-going"], stdin: script, database: database, folder: folder)
            #expect(
                !run.signal && run.status <= 128 && run.status != 124,
                "status \(run.status) on batch:\n\(script)\n\(run.stderr.suffix(2000))")
            #expect(!run.stderr.contains("Fatal error") && !run.stderr.contains("Crash"), "\(run.stderr.suffix(2000))")
        }
        // The studio survived all of it: the database still opens and holds the preset.
        let after = try Self.run(["-c", "show gate@2"], stdin: "", database: database, folder: folder)
        #expect(after.status == 0 && after.stdout.hasPrefix("gate@2  move-up-bounce"), "\(after.stderr)")
    }
}
