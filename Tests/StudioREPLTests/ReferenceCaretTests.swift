import Foundation
import StudioStore
import Testing

@testable import StudioREPL

/// A name or reference that resolves to nothing (no such preset, version or tag; a deleted
/// preset; no such script) is refused with one line and a caret under what was typed, in every
/// verb: the resolver's error names what did not resolve and the renderer places the caret.
@Suite struct ReferenceCaretTests {
    /// A studio with `b` (versions 1 and 2, tag `calm` on 1) and the deleted `gone`.
    func studio() throws -> Session {
        let ticks = Ticks()
        let session = Session(store: try StudioStore.inMemory(), clock: { ticks.next() })
        let transcript = Transcript()
        let status = transcript.run(
            "new gone from fade; delete gone; new b from fade; set duration 0.8; commit; tag b@1 calm",
            session: session)
        #expect(status == 0, "\(transcript.stderr)")
        return session
    }

    func stderr(_ line: String, _ session: Session) -> String {
        let transcript = Transcript()
        #expect(transcript.run(line, session: session) == 1, "\(line) did not fail")
        return transcript.stderr
    }

    /// `error: message`, the line, and carets under the first `typed` in it.
    func expected(_ message: String, _ line: String, under typed: String) -> String {
        let start = line.range(of: typed).map { line.distance(from: line.startIndex, to: $0.lowerBound) } ?? -1
        return "error: \(message)\n  \(line)\n  \(String(repeating: " ", count: start))"
            + String(repeating: "^", count: typed.count) + "\n"
    }

    @Test func aVersionThatDoesNotExistIsPointedAt() throws {
        let session = try studio()
        #expect(
            stderr("show b@9", session) == """
                error: version 9 of “b” does not exist (latest is 2)
                  show b@9
                       ^^^

                """)
    }

    @Test func aTagThatDoesNotExistIsPointedAt() throws {
        let session = try studio()
        #expect(
            stderr("export b@loud --as css", session) == """
                error: b has no version or tag “loud”; use a number, draft or a tag
                  export b@loud --as css
                         ^^^^^^

                """)
    }

    @Test func aMissingPresetIsPointedAt() throws {
        let session = try studio()
        #expect(
            stderr("export nosuch", session) == """
                error: no preset named “nosuch”
                  export nosuch
                         ^^^^^^

                """)
        #expect(
            stderr("restore nosuch", session) == """
                error: no preset named “nosuch”
                  restore nosuch
                          ^^^^^^

                """)
    }

    @Test func aDeletedPresetIsPointedAt() throws {
        let session = try studio()
        #expect(
            stderr("history gone", session) == """
                error: preset “gone” is deleted; restore it first
                  history gone
                          ^^^^

                """)
        #expect(
            stderr("use gone", session) == """
                error: preset “gone” is deleted; bring it back with restore gone
                  use gone
                      ^^^^

                """)
    }

    @Test func aMissingScriptIsPointedAt() throws {
        let session = try studio()
        #expect(
            stderr("gesture delete flick", session) == """
                error: no gesture script named “flick”
                  gesture delete flick
                                 ^^^^^

                """)
    }

    /// Every verb that reads a reference points at the one that did not resolve.
    @Test(arguments: [
        "show b@9", "diff b@1 b@9", "plot b@9", "compare b@1 b@9", "metrics b@9", "sample b@9",
        "tag b@9 loud", "new c from b@9", "export b@9", "simulate b@9 on demo-team", "preview b@9"
    ])
    func everyVerbPointsAtAVersionThatDoesNotExist(_ line: String) throws {
        let session = try studio()
        #expect(stderr(line, session) == expected("version 9 of “b” does not exist (latest is 2)", line, under: "b@9"))
    }

    @Test(arguments: ["show gone", "export gone", "tag gone loud", "new c from gone", "plot gone"])
    func everyVerbPointsAtADeletedPreset(_ line: String) throws {
        let session = try studio()
        let typed = line.split(separator: " ").first { $0.hasPrefix("gone") }.map(String.init) ?? ""
        #expect(stderr(line, session) == expected("preset “gone” is deleted; restore it first", line, under: typed))
    }
}
