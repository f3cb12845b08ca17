import AnimationCore
import PropertyBased
import StudioStore
import Testing

@testable import StudioREPL

/// Each verb is declared once: its help, its usage line in errors and its completion all come from
/// that declaration, and a value a flag refuses `set` refuses with the same message.
@Suite struct CommandDeclarationTests {
    static func completer() -> Completer {
        Completer(
            source: CompletionSource(
                presets: { ["bounce"] }, references: { _ in ["1", "draft"] },
                parameters: { ["duration", "row-height"] },
                datasets: { ["demo-team"] }, files: { _ in ["notes.json"] }, sessions: { ["demo"] }))
    }

    @Test func everyVerbsHelpUsageAndCompletionComeFromItsDeclaration() {
        let completer = Self.completer()
        let verbs = completer.complete("").candidates
        for command in CommandRegistry.all {
            let spec = command.spec
            // help VERB: the usage line, the summary, every flag and the example.
            let transcript = Transcript()
            #expect(transcript.run("help \(spec.name)") == 0)
            let lines = transcript.stdout.split(separator: "\n").map(String.init)
            #expect(lines.first == spec.usage)
            #expect(lines.dropFirst().first == "  " + spec.summary)
            #expect(lines.last == "  example: " + spec.example)
            for flag in spec.flags {
                #expect(transcript.stdout.contains(flag.name), "help \(spec.name) misses \(flag.name)")
                #expect(spec.usage.contains(flag.name), "usage of \(spec.name) misses \(flag.name)")
            }
            // Tab after the verb and a dash offers exactly its flags.
            let offered = completer.complete("\(spec.name) --").candidates
            #expect(Set(offered) == Set(spec.flags.map(\.name).filter { $0.hasPrefix("--") }), "\(spec.name)")
            #expect(verbs.contains(spec.name))
            // The overview lists it with its summary.
            #expect(HelpCommand.overview(width: nil).contains("  " + spec.name))
            // A missing positional names the declared usage line.
            if let first = spec.positionals.first, first.count.lowerBound > 0 {
                let missing = Transcript()
                #expect(missing.run(spec.name) == 1)
                #expect(missing.stderr.contains("usage: " + spec.usage + "\n"), "\(missing.stderr)")
            }
        }
    }

    /// A verb's subcommands (`library push`) are declared like verbs: `help VERB ACTION`, the usage in
    /// errors and Tab after the verb and after the subcommand all come from their declarations.
    @Test func everySubcommandsHelpUsageAndCompletionComeFromItsDeclaration() {
        let completer = Self.completer()
        let parents = CommandRegistry.all.filter { !$0.subcommands.isEmpty }
        #expect(parents.map(\.spec.name) == ["library"])
        for parent in parents {
            let words = parent.subcommands.map(\.spec.word)
            #expect(completer.complete("\(parent.spec.name) ").candidates == words.sorted())
            #expect(completer.complete("help \(parent.spec.name) ").candidates == words.sorted())
            #expect(
                completer.complete("\(parent.spec.name) pu").candidates == words.filter { $0.hasPrefix("pu") }.sorted())
            let overview = Transcript()
            #expect(overview.run("help \(parent.spec.name)") == 0)
            for command in parent.subcommands {
                let spec = command.spec
                #expect(spec.name == parent.spec.name + " " + spec.word)
                #expect(CommandRegistry.command(named: spec.name)?.spec.name == spec.name)
                #expect(overview.stdout.contains("\n  \(spec.word) "), "help \(parent.spec.name) misses \(spec.word)")
                let transcript = Transcript()
                #expect(transcript.run("help \(spec.name)") == 0)
                let lines = transcript.stdout.split(separator: "\n").map(String.init)
                #expect(lines.first == spec.usage)
                #expect(lines.dropFirst().first == "  " + spec.summary)
                #expect(lines.last == "  example: " + spec.example)
                #expect(spec.example.hasPrefix(spec.name))
                for flag in spec.flags {
                    #expect(transcript.stdout.contains(flag.name), "help \(spec.name) misses \(flag.name)")
                    #expect(spec.usage.contains(flag.name), "usage of \(spec.name) misses \(flag.name)")
                }
                let offered = completer.complete("\(spec.name) --").candidates
                #expect(Set(offered) == Set(spec.flags.map(\.name).filter { $0.hasPrefix("--") }), "\(spec.name)")
                if let first = spec.positionals.first, first.count.lowerBound > 0 {
                    let missing = Transcript()
                    #expect(missing.run(spec.name) == 1)
                    #expect(missing.stderr.contains("usage: " + spec.usage + "\n"), "\(missing.stderr)")
                }
            }
        }
        #expect(completer.complete("library diff --ca").candidates == ["--canvas"])
        #expect(completer.complete("library diff --canvas b").candidates == ["block", "braille"])
        #expect(completer.complete("library push --ca").candidates == [])
    }

    @Test func completionFollowsEachPositionalsKind() {
        let completer = Self.completer()
        #expect(completer.complete("simulate fade ").candidates == ["on"])
        #expect(completer.complete("simulate fade on ").candidates == ["demo-team"])
        #expect(
            completer.complete("simulate fade on demo-team --policy ").candidates
                == ["always", "first-screen", "once-per-item", "once-per-row"])
        #expect(completer.complete("simulate fade on demo-team --canvas a").candidates == ["ascii"])
        #expect(completer.complete("records ").candidates == ["demo"])
        #expect(completer.complete("revert bounce@").candidates == ["bounce@1", "bounce@draft"])
        #expect(completer.complete("set dur").candidates == ["duration"])
        #expect(completer.complete("set duration 1 row").candidates == ["row-height"])
        #expect(completer.complete("export bounce -o ").candidates == ["notes.json"])
        #expect(completer.complete("import m").candidates == ["members"])
        #expect(completer.complete("help sam").candidates == ["sample"])
    }

    /// Every flag that shares its name with a template parameter checks values with the parameter's
    /// own rule: what one refuses, the other refuses with the same message (the flag's names it with
    /// its dashes).
    @Test func flagsAndSetAgree() async throws {
        let pairs: [(flag: String, verb: String, parameter: TemplateParameter)] = CommandRegistry.all.flatMap {
            command in
            command.spec.flags.compactMap { flag -> (String, String, TemplateParameter)? in
                guard case .number = flag.value else { return nil }
                let name = String(flag.name.dropFirst(2))
                guard let parameter = TemplateCatalog.all.lazy.compactMap({ $0.parameter(named: name) }).first else {
                    return nil
                }
                return (flag.name, command.spec.name, parameter)
            }
        }
        #expect(Set(pairs.map(\.flag)) == ["--duration", "--row-height"])
        let special = [
            0, -0.0, .leastNormalMagnitude / 1e12, .leastNonzeroMagnitude, -1, 1, 44, 3600, 3600.5, 10_000, 10_000.5,
            1e308, .infinity, -.infinity, .nan
        ]
        for (flag, verb, parameter) in pairs {
            guard case .number(let rule) = CommandRegistry.command(named: verb)!.spec.flag(named: flag)!.value else {
                continue
            }
            let check = { @Sendable (value: Double) in
                var flagMessage: String?
                do throws(TimingError) { try rule.check(value, name: flag) } catch { flagMessage = error.message }
                var setMessage: String?
                do throws(TimingError) { _ = try parameter.parse(NumberFormat.shortest(value)) } catch {
                    setMessage = error.message
                }
                #expect(flagMessage.map { String($0.dropFirst(2)) } == setMessage, "\(flag) \(value)")
            }
            special.forEach(check)
            await propertyCheck(count: 300, input: Gen.double(in: -20_000...20_000)) { value in check(value) }
        }
    }

    @Test func setRefusesWhatTheFlagRefusesThroughTheWholeCommand() throws {
        let session = Session(store: try StudioStore.inMemory(), clock: { "2026-11-22T10:00:00.000Z" })
        let transcript = Transcript()
        #expect(transcript.run("new b from move-up-bounce", session: session) == 0)
        for value in ["0", "1e-320", "-5", "inf"] {
            let set = Transcript()
            let flag = Transcript()
            #expect(set.run("set row-height \(value)", session: session) == 1)
            #expect(flag.run("simulate b on demo-team --row-height \(value)", session: session) == 1)
            let setLine = set.stderr.split(separator: "\n").first.map(String.init) ?? ""
            let flagLine = flag.stderr.split(separator: "\n").first.map(String.init) ?? ""
            #expect(setLine == "error: row-height must be between 1 and 10000, got \(value)")
            #expect(flagLine == "error: --row-height must be between 1 and 10000, got \(value)")
        }
    }

    @Test func invalidParametersCannotBeBuiltAndTheStoreKeepsEachPresetsTemplate() throws {
        // Checked once, when built: a value that breaks a rule never exists, so nothing can store it.
        let bounce = try #require(TemplateCatalog.template(named: "move-up-bounce"))
        var bad = bounce.defaults
        bad.values["row-height"] = .number(0)
        let refused = #expect(throws: TimingError.self) { try PresetParameters(bounce, bad) }
        #expect(refused?.message == "row-height must be between 1 and 10000, got 0")
        let store = try StudioStore.inMemory()
        _ = try store.createPreset(
            name: "b", parameters: try .defaults(of: bounce), message: nil, at: "2026-11-22T10:00:00.000Z")
        let fade = try PresetParameters.defaults(of: try #require(TemplateCatalog.template(named: "fade")))
        let error = #expect(throws: StoreError.self) {
            try store.updateDraft(of: "b", parameters: fade, at: "2026-11-22T10:00:01.000Z")
        }
        #expect(error?.message == "b@draft is not saved: it is a move-up-bounce preset, not fade")
    }
}
