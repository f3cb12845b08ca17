import ArgumentParser
import PropertyBased
import Testing

@testable import StudioREPL

/// The plain-argument reader that spares most starts the parser's reflection answers exactly as
/// swift-argument-parser does, and leaves every other spelling to it.
@Suite struct ProgramRequestTests {
    static let words = [
        "--db", "-c", "-f", "--keep-going", "--db=x.sqlite", "-cfade", "--help", "--version", "-h", "--",
        "studio.sqlite", "presets", "sample linear; metrics linear", "", "-5", "a b", "--bogus", "tune.anim", "é"
    ]

    @Test func agreesWithArgumentParserWhereverItAnswers() async {
        var answered = 0
        await propertyCheck(count: 3000, input: Gen.element(of: Self.words).array(of: 0...6)) { words in
            let arguments = words.compactMap { $0 }
            guard let plain = ProgramRequest(plainArguments: arguments) else { return }
            answered += 1
            let parsed = try? ProgramOptions.parse(arguments).request
            #expect(parsed == plain, "\(arguments)")
        }
        #expect(answered > 100)
    }

    @Test func readsThePlainSpellings() {
        #expect(
            ProgramRequest(plainArguments: [])
                == ProgramRequest(databasePath: nil, input: .standardInput, keepGoing: false))
        #expect(
            ProgramRequest(plainArguments: ["--db", "s.sqlite", "-c", "presets", "--keep-going"])
                == ProgramRequest(databasePath: "s.sqlite", input: .commands("presets"), keepGoing: true))
        #expect(
            ProgramRequest(plainArguments: ["-f", "tune.anim"])
                == ProgramRequest(databasePath: nil, input: .file("tune.anim"), keepGoing: false))
    }

    @Test func leavesEverythingElseToTheParser() {
        for arguments in [
            ["--help"], ["--version"], ["--db=s.sqlite"], ["-c", "a", "-f", "b"], ["-c", "a", "-c", "b"],
            ["-c", "-5"], ["-c"], ["--keep-going", "--keep-going"], ["presets"], ["--", "-c", "x"]
        ] {
            #expect(ProgramRequest(plainArguments: arguments) == nil, "\(arguments)")
        }
        // and the parser still says what is wrong, as before
        guard case .exit(let text, true, 64) = ProgramOptions.interpret(["-c", "a", "-f", "b"]) else {
            Issue.record("expected a usage error")
            return
        }
        #expect(text == "give either -c or -f, not both; see animstudio --help")
    }

    @Test func aSecondDashCIsRefusedNotRunInsteadOfTheFirst() {
        guard case .exit(let text, true, 64) = ProgramOptions.interpret(["-c", "new a from fade", "-c", "presets"])
        else {
            Issue.record("expected a usage error")
            return
        }
        #expect(
            text
                == "give -c once, with the commands separated by “;” (it was given 2 times); see animstudio --help")
    }
}
