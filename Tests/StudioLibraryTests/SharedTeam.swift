import Foundation
import StudioStore
import StudioTestSupport

@testable import StudioLibrary

/// The set-up most library tests start from, made once: a bare remote, Ana's studio sharing some
/// presets (and saved scripts) through it, and Ben's studio attached to the same remote having
/// pulled them. Real `git`, real SQLite; run inside ``withSharedTeam(presets:gestures:events:_:)``.
struct SharedTeam {
    let team: TeamFixture
    let ana: Studio
    let ben: Studio

    /// `presets` maps each name to its template; `gestures` and `events` map names to scripts.
    init(
        presets: [String: String] = ["bounce": "move-up-bounce"], gestures: [String: String] = [:],
        events: [String: String] = [:]
    ) throws {
        team = try TeamFixture()
        ana = try team.studio("ana")
        for (name, template) in presets.sorted(by: { $0.key < $1.key }) { try ana.create(name, template: template) }
        for (name, text) in gestures.sorted(by: { $0.key < $1.key }) { try ana.save(.gesture, name, text) }
        for (name, text) in events.sorted(by: { $0.key < $1.key }) { try ana.save(.events, name, text) }
        _ = try ana.push()
        ben = try team.studio("ben")
        _ = try ben.pull()
    }
}

/// Runs `body` on a fresh ``SharedTeam``. (Git runs synchronously on the test's own thread, so
/// tests need no gate to keep a cooperative thread free for it.)
func withSharedTeam(
    presets: [String: String] = ["bounce": "move-up-bounce"], gestures: [String: String] = [:],
    events: [String: String] = [:], _ body: (SharedTeam) throws -> Void
) async throws {
    try body(try SharedTeam(presets: presets, gestures: gestures, events: events))
}

extension Studio {
    /// `gesture save NAME "SCRIPT" --force` / `event save …`.
    func save(_ kind: ScriptKind, _ name: String, _ text: String) throws {
        try store.saveScript(kind: kind, name: name, text: text, at: fixture.now(), replacing: true)
    }

    /// The saved script's text, or nil.
    func script(_ kind: ScriptKind, _ name: String) throws -> String? {
        try store.script(kind: kind, named: name)?.text
    }

    /// The script's file in the working copy.
    func scriptFile(_ kind: ScriptKind, _ name: String) throws -> String {
        try String(contentsOfFile: workingCopy + "/" + LibraryFileName.path(for: kind, name: name), encoding: .utf8)
    }
}
