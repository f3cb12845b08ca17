import AnimationCore
import StudioREPL
import Testing

@testable import StudioMCP

/// The tool list is generated from the verbs' declarations: these fail when the two disagree.
@Suite struct ToolSchemaTests {
    let catalog: ToolCatalog

    init() throws { catalog = try ToolCatalog(allowing: []) }

    @Test func everyDeclaredArgumentIsAPropertyOfItsKindAndEveryPropertyIsDeclared() throws {
        for tool in catalog.tools {
            guard case .object(let definition) = ToolCatalog.definition(tool),
                case .object(let schema)? = definition["inputSchema"],
                case .object(let properties)? = schema["properties"]
            else {
                Issue.record("\(tool.name) has no input schema")
                continue
            }
            var declared: Set<String> = tool.access == .draft ? ["preset", "revision"] : []
            for positional in tool.spec.positionals {
                guard let name = positional.argumentName else { continue }
                declared.insert(name)
                #expect(properties[name] != nil, "\(tool.name): \(positional.name) has no property")
            }
            for flag in tool.spec.flags where !tool.omitted.contains(flag.name) {
                declared.insert(flag.argumentName)
                guard case .object(let property)? = properties[flag.argumentName] else {
                    Issue.record("\(tool.name): \(flag.name) has no property")
                    continue
                }
                switch flag.value {
                case nil: #expect(property["type"] == .string("boolean"), "\(tool.name) \(flag.name)")
                case .number?: #expect(property["type"] == .string("number"), "\(tool.name) \(flag.name)")
                case .integer(let range)?:
                    #expect(property["type"] == .string("integer"), "\(tool.name) \(flag.name)")
                    #expect(property["minimum"] == .number(Double(range.lowerBound)), "\(tool.name) \(flag.name)")
                    #expect(property["maximum"] == .number(Double(range.upperBound)), "\(tool.name) \(flag.name)")
                case .choice(let words)?:
                    #expect(property["enum"] == .array(words.map(JSONValue.string)), "\(tool.name) \(flag.name)")
                default: #expect(property["type"] == .string("string"), "\(tool.name) \(flag.name)")
                }
            }
            #expect(Set(properties.keys) == declared, "\(tool.name)")
        }
    }

    @Test func flagsThatWriteFilesOrFormatTheTerminalAreLeftOut() throws {
        let export = try #require(catalog.tool(named: "export"))
        #expect(export.omitted == ["--output", "--force"])
        let compare = try #require(catalog.tool(named: "compare"))
        #expect(compare.omitted.contains("--color"))
        #expect(catalog.tool(named: "delete") == nil)
        #expect(catalog.tool(named: "preview") == nil)
        #expect(catalog.tool(named: "tune") == nil)
    }

    /// A verb whose `--format` has JSON gives that JSON as data beside the text, and says so.
    @Test func theJSONFormatComesFromTheFormatsDeclaration() throws {
        #expect(catalog.tool(named: "presets")?.hasData == true)
        #expect(catalog.tool(named: "sample")?.hasData == true)
        #expect(catalog.tool(named: "simulate")?.hasData == true)
        #expect(catalog.tool(named: "export")?.hasData == false)
        #expect(catalog.tool(named: "set")?.hasData == false)
        guard case .object(let presets) = ToolCatalog.definition(try #require(catalog.tool(named: "presets"))) else {
            Issue.record("presets has no definition")
            return
        }
        #expect(
            presets["description"]
                == .string(
                    "list presets with template, latest version (* when the draft differs) and last change. Usage: presets [--all] [--format text|json]. Example: presets. Its structuredContent.data is what --format json prints"
                ))
        let formats = catalog.tools.compactMap { $0.spec.flag(named: "--format") }
        #expect(formats.count > 10)
        #expect(formats.allSatisfy { $0.jsonChoice == "json" })
    }

    /// A destructive verb's tool is named with the `--allow` that adds it; a name that is no tool
    /// even then is compared with the tools there are.
    @Test func anUnknownToolIsRefusedWithWhatWouldAllowItOrTheClosestTool() {
        #expect(
            catalog.refusal(ofUnknown: "library_pull")
                == "“library_pull” is a tool only when the server is started with --allow library (verbs that delete, replace or reach outside the database are left out unless allowed)"
        )
        #expect(
            catalog.refusal(ofUnknown: "library_fetch") == "unknown tool “library_fetch”; tools/list lists the 29 tools"
        )
        #expect(
            catalog.refusal(ofUnknown: "metric")
                == "unknown tool “metric”; tools/list lists the 29 tools; did you mean “metrics”?")
    }

    @Test func allowNamesOnlyDestructiveVerbs() throws {
        #expect(try ToolCatalog(allowing: ["delete"]).tool(named: "delete")?.access == .destructive)
        #expect(
            throws: RPCError.invalidParameters(
                "--allow takes delete, restore, delete-dataset, import, reset, library; got “preview”")
        ) {
            try ToolCatalog(allowing: ["preview"])
        }
    }

    /// `library` is a tool only with `--allow library`: one for the verb alone and one for each of
    /// its subcommands, each with its own arguments.
    @Test func libraryIsOneToolPerSubcommandOnlyWhenAllowed() throws {
        #expect(catalog.tools.filter { $0.name.hasPrefix("library") }.isEmpty)
        let allowed = try ToolCatalog(allowing: ["library"])
        let library = allowed.tools.filter { $0.name.hasPrefix("library") }
        #expect(
            library.map(\.name) == [
                "library", "library_init", "library_status", "library_diff", "library_push", "library_pull",
                "library_resolve", "library_log", "library_check", "library_package", "library_release"
            ])
        #expect(library.allSatisfy { $0.access == .destructive })
        func schema(_ name: String) throws -> [String: JSONValue] {
            let tool = try #require(allowed.tool(named: name))
            guard case .object(let definition) = ToolCatalog.definition(tool),
                case .object(let schema)? = definition["inputSchema"]
            else { throw CommandError("\(name) has no input schema") }
            return schema
        }
        #expect(try schema("library")["properties"] == .object([:]))
        #expect(
            try schema("library_push")["properties"]
                == .object([
                    "message": .object(["type": .string("string"), "description": .string("the commit message")])
                ]))
        let resolve = try schema("library_resolve")
        #expect(resolve["required"] == .array([.string("ref")]))
        guard case .object(let properties)? = resolve["properties"] else {
            Issue.record("library_resolve has no properties")
            return
        }
        #expect(Set(properties.keys) == ["ref", "mine", "theirs", "set"])
        #expect(try schema("library_init")["required"] == .array([.string("library")]))
    }

    @Test func argumentsGivenByNameAreCheckedByTheDeclarationsOwnKinds() throws {
        let sample = try #require(CommandRegistry.command(named: "sample")?.spec)
        let parsed = try sample.parse(named: NamedArguments(["curve": .text("ease-in"), "samples": .text("4")]))
        #expect(parsed.spec.name == "sample")
        #expect(throws: CommandError.self) {
            try sample.parse(named: NamedArguments(["samples": .text("four")]))
        }
        do {
            _ = try sample.parse(named: NamedArguments(["samples": .text("12x")]))
            Issue.record("a bad count passed")
        } catch {
            #expect(
                ErrorRenderer.render(error)
                    == "error: sample's argument “samples”: --samples must be a whole number from 1 to 100000, got “12x”\n  12x\n  ^^^"
            )
        }
    }
}
