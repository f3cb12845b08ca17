import AnimationCore
import Foundation
import PropertyBased
import StudioStore
import Testing

@testable import StudioREPL

/// Verbs are declared with typed keys: a handler reads every value through its declaration's key
/// (ParsedArguments has no lookup by a name in a string, so a handler that tried would not
/// compile), each flag's default is declared once and shown from there, and every kind of value
/// is checked where the line is parsed, with the same rules and messages `set` applies.
@Suite struct TypedDeclarationTests {
    func run(_ script: String, session: Session? = nil) -> (Int32, String, String) {
        let transcript = Transcript()
        let status = session.map { transcript.run(script, session: $0) } ?? transcript.run(script)
        return (status, transcript.stdout, transcript.stderr)
    }

    /// `help VERB` shows each declared default once, generated from the declaration: no flag's own
    /// text states a default, and no default appears that no declaration gave.
    @Test func helpShowsEachDeclaredDefaultOnceFromItsDeclaration() {
        var defaults = 0
        for command in CommandRegistry.all {
            let spec = command.spec
            let (status, help, _) = run("help \(spec.name)")
            #expect(status == 0)
            let declared = spec.flags.filter { $0.defaultValue != nil }
            defaults += declared.count
            #expect(
                help.components(separatedBy: "(default").count - 1 == declared.count,
                "help \(spec.name) shows a default no declaration gave, or misses one")
            for flag in spec.flags {
                #expect(!flag.about.contains("default"), "\(spec.name) \(flag.name) states its default by hand")
                guard let shown = flag.defaultValue?.text else { continue }
                let line = help.split(separator: "\n").first { $0.contains(" \(flag.name)") && $0.contains(flag.about) }
                #expect(line?.contains(flag.about + " " + shown) == true, "\(spec.name) \(flag.name)")
            }
        }
        // Every kind of default is in use: a value, a value with a note and a description.
        #expect(defaults > 30)
        #expect(SampleCommand.samples.declaration.summary == "intervals: N+1 rows (default 100)")
        #expect(
            Flags.color.declaration.summary == "colour (default auto: a terminal without NO_COLOR)")
        #expect(Flags.width.declaration.summary == "plot width in columns (default: the terminal's)")
        #expect(
            SceneInputs.gestureFlag.declaration.summary.hasSuffix(
                "or a saved gesture's name (default “tap, wait 0.6, close”)"))
        #expect(ExportCommand.tolerance.declaration.defaultValue?.text == "(default 0.001)")
    }

    /// What help shows is what the handler receives when the flag is left out.
    @Test func handlersReceiveTheDeclaredDefault() throws {
        let samples = SampleCommand.samples.defaultValue
        #expect(samples == 100)
        let (_, sampled, _) = run("sample linear")
        // A header, then N+1 rows.
        #expect(sampled.split(separator: "\n").count == samples + 2)
        let (_, fewer, _) = run("sample linear --samples 3")
        #expect(fewer.split(separator: "\n").count == 5)
        let (_, stagger, _) = run("plot --stagger fade --canvas ascii --width 40")
        #expect(stagger.contains("fade: \(PlotCommand.rows.defaultValue) rows"))
        let session = Session(store: try StudioStore.inMemory(), clock: { "2026-11-26T10:00:00.000Z" })
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("animstudio-\(UUID()).json").path
        let members = "[" + (0..<25).map { #"{"name": "M\#($0)"}"# }.joined(separator: ",") + "]"
        try members.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(run("import members \(path) --as t", session: session).0 == 0)
        let (_, rows, _) = run("rows t", session: session)
        #expect(DatasetsCommand.limit.defaultValue == 20)
        #expect(rows.hasSuffix("\n(first 20 of 25 rows)\n"))
        #expect(rows.split(separator: "\n").count == 20 + 2)
        let (_, limited, _) = run("rows t --limit 2", session: session)
        #expect(limited.hasSuffix("\n(first 2 of 25 rows)\n"))
    }

    /// A count error says what was given and what is needed, under what was given.
    @Test func countErrorsSayWhatWasGivenAndWhatIsNeeded() {
        let cases: [(String, String)] = [
            (
                "unset",
                "error: unset needs 1 to 128 PARAMs, got 0: usage: unset PARAM…\n  unset\n  ^^^^^\n"
            ),
            (
                "diff a b c",
                "error: diff takes at most 2 REFs, got 3: usage: diff [REF…] [--format text|json] [--canvas C] [--width W] [--height H] [--color WHEN]\n  diff a b c\n           ^\n"
            ),
            (
                "preview a b c d e on team",
                "error: preview takes at most 4 REFs, got 5: usage: preview [REF…|stop] [on DATASET] [--port N] [--open] [--edit] [--gesture SCRIPT|NAME] [--card N] [--events SCRIPT|NAME] [--screen WxH] [--home-indicator]\n  preview a b c d e on team\n                  ^\n"
            ),
            (
                "plot a b c d e f g h i",
                "error: plot takes at most 8 CURVEs, got 9: usage: plot [CURVE…] [--property P] [--duration S] [--canvas C] [--width W] [--height H] [--color WHEN] [--stagger REF] [--rows N]\n  plot a b c d e f g h i\n                       ^\n"
            ),
            (
                "set duration",
                "error: set takes pairs: usage: set PARAM VALUE [PARAM VALUE …]\n  set duration\n  ^^^\n"
            ),
            (
                "compare ease-in ease-out --canvas ascii linear",
                ""
            )
        ]
        for (line, expected) in cases {
            let (status, _, err) = run(line)
            #expect(status == (expected.isEmpty ? 0 : 1), "\(line)")
            #expect(err == expected)
        }
        // Usage lines show as many names as a verb needs.
        #expect(Positional("CURVE", .curve, count: 2...8).usage == "CURVE CURVE…")
        #expect(Positional("PARAM", .parameter, count: 1...128).usage == "PARAM…")
        #expect(Positional("REF", .reference, count: 0...2).usage == "[REF…]")
        #expect(Positional("A", .text, count: 2...2).usage == "A A")
    }

    /// `compare REF` compares the version REF names (its latest without one) with the draft.
    @Test func comparingOnePresetComparesItsDraftWithItsLastVersion() throws {
        let session = Session(store: try StudioStore.inMemory(), clock: { "2026-11-26T10:00:00.000Z" })
        #expect(run("new b from fade; set duration 0.8", session: session).0 == 0)
        let (status, out, err) = run("compare b --canvas ascii --width 40 --height 8", session: session)
        #expect(status == 0 && err == "")
        #expect(
            out.split(separator: "\n").suffix(9).joined(separator: "\n") == """
                metric                  1               2
                settle time (s)     0.489  0.782 (+0.293)
                overshoot (%)         0.0      0.0 (+0.0)
                oscillations            0          0 (+0)
                peak velocity (/s)   3.45    2.16 (-1.29)
                t50 (s)             0.250  0.400 (+0.150)
                duration (s)        0.500  0.800 (+0.300)
                1: b@1
                2: b@draft
                """)
        #expect(run("commit -m slower; set duration 1.2", session: session).0 == 0)
        let latest = run("compare b@draft --canvas ascii --width 40 --height 8", session: session).1
        #expect(latest.hasSuffix("1: b@2\n2: b@draft\n"))
        let first = run("compare b@1 --canvas ascii --width 40 --height 8", session: session).1
        #expect(first.hasSuffix("duration (s)        0.500  1.200 (+0.700)\n1: b@1\n2: b@draft\n"))
        // A version that does not exist is refused as every verb refuses it, under its reference.
        let (_, _, missing) = run("compare b@7", session: session)
        #expect(missing == "error: version 7 of “b” does not exist (latest is 2)\n  compare b@7\n          ^^^\n")
    }

    /// Templates and scroll scripts are parsed when the line is, with their caret.
    @Test func templatesAndScriptsAreParsedAtTheBoundary() {
        let (_, _, template) = run("templates tip-inn")
        #expect(
            template
                == "error: no template “tip-inn”; expected one of fade, move-up-bounce, move-up-fade, slide-in, tip-in, card-expand, toolbar-swap; did you mean “tip-in”?\n  templates tip-inn\n            ^^^^^^^\n"
        )
        // The script is refused before the dataset is looked up.
        let (_, _, script) = run("simulate fade on nowhere --scroll \"to 5 over x\"")
        #expect(
            script
                == "error: scroll time “x” is not a number of seconds with 0 < seconds ≤ 3600\n  simulate fade on nowhere --scroll \"to 5 over x\"\n                                               ^\n"
        )
    }

    /// For every kind of template parameter (durations, delays, points, degrees, opacities, factors,
    /// toggles and timings), the value a flag of that kind accepts at the boundary is the value
    /// `set` stores, and what one refuses the other refuses with the same message.
    @Test func theBoundaryAndSetAgreeForEveryKindOfParameter() async {
        let spec = CommandRegistry.command(named: "set")!.spec
        // Every kind, with its own rule, and every built-in template's parameter with the rule it declares.
        let kinds: [ParameterKind] = [.duration, .delay, .points, .degrees, .opacity, .factor, .timing, .toggle]
        let parameters =
            kinds.map {
                TemplateParameter(ParameterKey(declaring: "\($0)"), kind: $0, defaultValue: .number(0), summary: "")
            }
            + TemplateCatalog.all.flatMap(\.parameters)
        let check = { @Sendable (parameter: TemplateParameter, text: String) in
            let kind: ValueKind = parameter.rule.map { .number($0) } ?? .timing
            let token = Token(text: text, offset: 0, length: text.unicodeScalars.count, quoted: true)
            var boundary: Result<ParameterValue, CommandError>
            do throws(CommandError) {
                let value = try CommandParser.convert(token, kind, name: "--" + parameter.name, spec: spec)
                boundary = .success(value.timing.map { .timing($0) } ?? .number(value.number ?? .nan))
            } catch { boundary = .failure(error) }
            var stored: Result<ParameterValue, TimingError>
            do throws(TimingError) { stored = .success(try parameter.parse(text)) } catch { stored = .failure(error) }
            switch (boundary, stored) {
            case (.success(let a), .success(let b)):
                #expect(a.description == b.description, "\(parameter.name) \(text)")
            case (.failure(let a), .failure(let b)):
                let message = a.message.hasPrefix("--") ? String(a.message.dropFirst(2)) : a.message
                #expect(message == b.message, "\(parameter.name) \(text)")
            default:
                #expect(Bool(false), "\(parameter.name) “\(text)”: the boundary and set disagree")
            }
        }
        let words = [
            "", "abc", "1e", "0x10", "-0", "nan", "inf", "-inf", "1_000", " 1", "0.5s", "1e308", "1e-320", "2", "0.5",
            "-1", "44", "3600", "3600.5", "100000", "100001"
        ]
        let timings = [
            "linear", "ease-in-out", "spring(mass: 1, stiffness: 100, damping: 10, velocity: 0)",
            "spring(duration: 0.5, bounce: 0.2)", "cubic-bezier(0.25, 0.1, 0.25, 1)", "cubic-bezier(2, 0, 0, 1)",
            "uikit-spring(damping: 0.5, velocity: 0)", "spring(damping: 0.5", "ease-in-ouf", "spring(mass: -1)",
            "steps(3)"
        ]
        for parameter in parameters {
            for text in words + timings { check(parameter, text) }
        }
        let count = parameters.count
        await propertyCheck(count: 300, input: Gen.double(in: -200_000...200_000), Gen.int(in: 0...1000)) {
            value, pick in
            let parameter = parameters[pick % count]
            check(parameter, NumberFormat.shortest(value))
            let timing = timings[abs(Int(value)) % timings.count]
            check(parameter, String(timing.prefix(abs(Int(value)) % (timing.count + 1))))
        }
    }
}
