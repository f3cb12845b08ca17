import Testing

@testable import StudioREPL

/// The registry's two views of the verbs agree: ``CommandRegistry/declarations`` (what a run looks a
/// verb up in, building only that verb) names exactly the names and aliases of
/// ``CommandRegistry/all`` (what help, completion and the reference list), each to the verb that
/// declares it.
@Suite struct CommandRegistryTests {
    @Test func everyNameAndAliasLeadsToTheVerbThatDeclaresIt() {
        let declared = CommandRegistry.all.flatMap { command in
            ([command.spec.name] + command.spec.aliases).map { ($0, command.spec.name) }
        }
        #expect(Set(CommandRegistry.declarations.keys) == Set(declared.map(\.0)))
        #expect(declared.count == CommandRegistry.declarations.count)
        for (name, verb) in declared {
            #expect(CommandRegistry.command(named: name)?.spec.name == verb, "\(name)")
        }
    }

    @Test func anUnknownNameHasNoVerb() {
        #expect(CommandRegistry.command(named: "sampel") == nil)
        #expect(CommandRegistry.command(named: "") == nil)
    }
}
