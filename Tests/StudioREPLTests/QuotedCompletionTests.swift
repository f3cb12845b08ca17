import AnimationCore
import PropertyBased
import Testing

@testable import StudioREPL

/// Tab reads the line with the command language's own lexer (#19): quoted names, escapes, names with
/// spaces, `;`, and an unterminated quote; whatever it writes, the lexer reads back as the chosen name.
@Suite struct QuotedCompletionTests {
    static let names = [
        "my bounce", "my bounce 2", "bounce", "say \"hi\"", "semi;colon", "hash#tag", "-dash", "it's", "back\\slash",
        "paren(x)", "名 前"
    ]
    let completer = Completer(
        source: CompletionSource(
            presets: { Self.names },
            references: { $0 == "my bounce" ? ["1", "draft"] : [] },
            parameters: { ["duration", "damping"] }, datasets: { ["team"] },
            files: { prefix in ["my folder/", "my file.json"].filter { $0.hasPrefix(prefix) } }))

    /// What one Tab (or two, `listing`) does to `line` with the cursor at its end.
    func tab(_ line: String, listing: Bool = false) -> CompletionEdit {
        CompletionEdit.decide(
            typed: Array(line.unicodeScalars), completion: completer.complete(line), listing: listing)
    }

    /// The line after one Tab (unchanged when Tab adds nothing).
    func completed(_ line: String) -> String {
        guard case .replace(let count, let text) = tab(line) else { return line }
        return String(String.UnicodeScalarView(line.unicodeScalars.dropLast(count))) + text
    }

    @Test func anOpenQuoteCompletesAndIsClosedWhenTheNameIsUnique() {
        #expect(completed("use \"my bounce 2") == "use \"my bounce 2\" ")
        #expect(completer.complete("use \"my b").candidates == ["my bounce", "my bounce 2"])
        #expect(completed("use \"my b") == "use \"my bounce")
        #expect(tab("use \"my bounce") == .nothing)
        #expect(tab("use \"my bounce", listing: true) == .list(["my bounce", "my bounce 2"]))
        let unique = Completer(
            source: CompletionSource(
                presets: { ["my bounce", "fade"] }, references: { _ in [] }, parameters: { [] }, datasets: { [] },
                files: { _ in [] }))
        let line = "use \"my b"
        let edit = CompletionEdit.decide(
            typed: Array(line.unicodeScalars), completion: unique.complete(line), listing: false)
        #expect(edit == .replace(count: 5, with: "\"my bounce\" "))
    }

    @Test func aBareStartOfANameThatNeedsQuotesIsQuoted() {
        #expect(completed("use my") == "use \"my bounce")
        #expect(completed("use my bounce\\ ") == "use my bounce\\ ")  // two words: nothing to add
        #expect(completed("use se") == "use \"semi;colon\" ")
        #expect(completed("use ha") == "use \"hash#tag\" ")
        #expect(completed("use sa") == "use \"say \\\"hi\\\"\" ")
        #expect(completed("use it") == "use \"it's\" ")
        #expect(completed("use pa") == "use \"paren(x)\" ")
        #expect(completed("use ba") == "use back\\slash ")
        #expect(completed("use \"ba") == "use \"back\\\\slash\" ")
        #expect(completed("use 名") == "use \"名 前\" ")
        #expect(completed("use \"-") == "use \"-dash\" ")
        #expect(completed("use 'my bounce ") == "use 'my bounce 2' ")
        #expect(completed("use 'i") == "use \"it's\" ")
    }

    @Test func aLeadingDashIsAFlagUnlessQuoted() {
        #expect(completer.complete("use -").candidates == [])
        #expect(completer.complete("use \"-").candidates == ["-dash"])
    }

    @Test func aQuotedNameCountsAsOneWord() {
        let sources = completer.complete("new \"my bounce\" from ").candidates
        #expect(TemplateCatalog.all.map(\.name).allSatisfy(sources.contains))
        #expect(completer.complete("new \"my bounce\" from mo").candidates == ["move-up-bounce", "move-up-fade"])
        #expect(completer.complete("new \"my bounce\" from m").wordStart == 21)
        #expect(completer.complete("new my bounce from ").candidates == [])  // four words: nothing fits
        #expect(completed("diff \"my bounce\" \"my bounce 2\" --") != "")
    }

    /// `new NAME from` takes a template or a preset, never a timing: Tab offers exactly those.
    @Test func newFromOffersTemplatesAndPresetsButNoTimings() {
        let sources = completer.complete("new copy from ").candidates
        let expected = TemplateCatalog.all.map(\.name) + Self.names.flatMap { [$0, $0 + "@"] }
        #expect(sources == Set(expected.filter { !$0.contains(where: \.isNewline) }).sorted())
        #expect(TimingExpression.names.allSatisfy { !sources.contains($0) })
        #expect(completer.complete("new copy from ease").candidates == [])
        #expect(completer.complete("new copy from my bounce@").candidates == [])
        #expect(completer.complete("new copy from \"my bounce\"@").candidates == ["my bounce@1", "my bounce@draft"])
    }

    @Test func referencesCloseTheQuoteBeforeTheAt() {
        #expect(completer.complete("show \"my bounce\"@").candidates == ["my bounce@1", "my bounce@draft"])
        #expect(completed("show \"my bounce\"@d") == "show \"my bounce@draft\" ")
        #expect(completed("show \"my bounce\"@") == "show \"my bounce\"@")
        let single = Completer(
            source: CompletionSource(
                presets: { ["my bounce"] }, references: { _ in ["1"] }, parameters: { [] }, datasets: { [] },
                files: { _ in [] }))
        let line = "show \"my bounce\""
        let edit = CompletionEdit.decide(
            typed: Array(line.unicodeScalars), completion: single.complete(line), listing: false)
        // "my bounce" and "my bounce@" share "my bounce": nothing to add until the second Tab.
        #expect(edit == .nothing)
    }

    @Test func foldersStayOpen() {
        #expect(completed("import members \"my fo") == "import members \"my folder/")
        #expect(completed("import members my fi") == "import members my fi")
        #expect(completed("import members \"my fi") == "import members \"my file.json\" ")
    }

    @Test func anUnterminatedQuoteMidLineNeitherCrashesNorMisCompletes() {
        // The `;` and everything after it are inside the quote: one word, the name `new` is making.
        #expect(completer.complete("new \"abc ; use my").candidates == [])
        #expect(completer.complete("use \"").candidates == Self.names.sorted())
        #expect(completer.complete("\"us").candidates == ["use"])
        #expect(completer.complete("use ) my").candidates == [])
        #expect(completer.complete("use my # comment").candidates == [])
    }

    @Test func aSemicolonStartsANewCommand() {
        #expect(completer.complete("new \"my bounce\" from fade; us").candidates == ["use"])
        #expect(completed("new \"my bounce\" from fade; use my") == "new \"my bounce\" from fade; use \"my bounce")
        #expect(completer.complete("use \"semi;colon\"; set d").candidates == ["damping", "duration"])
    }

    /// The listing shows names from data escaped, as every terminal text is.
    @Test func theListingEscapesNamesFromData() {
        #expect(CompletionListing.rows(["a\u{1B}[2Jb", "my bounce"], width: 40) == ["a\\e[2Jb    my bounce"])
    }

    /// Whatever one Tab writes in place of the word, the lexer reads back as the chosen name, one token.
    @Test func whatIsInsertedLexesBackToTheName() async {
        let alphabet = Array("ab -;#\"'\\()@/名é\t")
        let nameGen = Gen.element(of: alphabet).array(of: 1...8).map { String($0.compactMap { $0 }) }
        let quoteGen = Gen.element(of: ["", "\"", "'"])
        await propertyCheck(count: 2000, input: nameGen, quoteGen) { name, quote in
            let quote = quote ?? ""
            let completer = Completer(
                source: CompletionSource(
                    presets: { [] }, references: { _ in [] }, parameters: { [] }, datasets: { [name] },
                    files: { _ in [] }))
            let line = "rows " + quote
            let edit = CompletionEdit.decide(
                typed: Array(line.unicodeScalars), completion: completer.complete(line), listing: false)
            guard case .replace(let count, let text) = edit else {
                Issue.record("no completion of \(name) after \(line)")
                return
            }
            let result = String(String.UnicodeScalarView(line.unicodeScalars.dropLast(count))) + text
            guard case .success(let groups) = CommandLexer.tokenize(result) else {
                Issue.record("\(result) does not lex")
                return
            }
            #expect(groups.count == 1, "\(result)")
            #expect(groups.first?.map(\.text) == ["rows", name], "\(result)")
        }
    }
}
