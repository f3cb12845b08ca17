import Foundation
import StudioStore
import StudioTestSupport
import Testing

@testable import StudioLibrary

/// Saved gestures and events scripts shared through a real bare repository by two studios.
@Suite(.serialized) struct LibraryScriptTests {
    static let flick = "tap, wait 0.1, pan -150 over 0.15 release -900"
    static let slower = "tap, wait 0.3, pan -150 over 0.4 release -400"
    static let faster = "tap, pan -200 over 0.1 release -1200"
    static let quick = "edit at 0, done at 0.1"

    @Test func aSharedGestureAndEventsScriptArriveAsCanonicalFiles() async throws {
        try await withSharedTeam(gestures: ["flick": Self.flick], events: ["quick": Self.quick]) { shared in
            let (team, ana, ben) = (shared.team, shared.ana, shared.ben)
            #expect(try ben.script(.gesture, "flick") == Self.flick)
            #expect(try ben.script(.events, "quick") == Self.quick)
            #expect(
                try team.git(ana.workingCopy, ["ls-files"])
                    == "events/quick.json\ngestures/flick.json\npresets/bounce.json")
            let file = try ana.scriptFile(.gesture, "flick")
            #expect(file == Self.flickFile)
            #expect(try ben.scriptFile(.events, "quick") == ana.scriptFile(.events, "quick"))
            // Ben keeps Ana's saving time: pushing back unchanged writes nothing.
            #expect(try ben.store.script(kind: .gesture, named: "flick")?.createdAt == "2026-11-22T10:00:03.000Z")
            #expect(try ben.push().commit == nil)
            let taken = try ana.current.attachment.lastCommit
            #expect(try ben.current.status() == Library.Status(lastCommit: taken, remoteCommit: taken))
        }
    }

    static let flickFile = """
        {
          "author": "ana",
          "format": 1,
          "kind": "gesture",
          "name": "flick",
          "script": "tap, wait 0.1, pan -150 over 0.15 release -900",
          "time": "2026-11-22T10:00:03.000Z"
        }

        """

    @Test func anEditTravelsAndStatusAndDiffShowTheScriptChange() async throws {
        try await withSharedTeam(gestures: ["flick": Self.flick]) { shared in
            let (ana, ben) = (shared.ana, shared.ben)
            try ana.save(.gesture, "flick", Self.slower)
            try ana.save(.gesture, "swipe", "swipe 120 over 0.2")
            let status = try ana.current.status()
            #expect(status.changedHere == ["gestures/flick"])
            #expect(status.newHere == ["gestures/swipe"])
            #expect(
                try ana.current.scriptDiff(nil) == [
                    Library.ScriptDiffEntry(
                        label: "gestures/flick", base: Self.flick, mine: Self.slower, theirs: Self.flick),
                    Library.ScriptDiffEntry(label: "gestures/swipe", base: nil, mine: "swipe 120 over 0.2", theirs: nil)
                ])
            let pushed = try ana.push()
            #expect(pushed.written == ["gestures/flick", "gestures/swipe"])
            #expect(pushed.removed == [])
            #expect(
                try ben.current.scriptDiff("gestures/flick") == [
                    Library.ScriptDiffEntry(
                        label: "gestures/flick", base: Self.flick, mine: Self.flick, theirs: Self.slower)
                ])
            #expect(try ben.current.status().changedRemotely == ["gestures/flick", "gestures/swipe"])
            let pulled = try ben.pull()
            #expect(pulled.added == ["gestures/swipe"])
            #expect(pulled.updated == ["gestures/flick"])
            #expect(try ben.script(.gesture, "flick") == Self.slower)
            #expect(try ben.current.scriptDiff(nil) == [])
            let log = try ben.current.scriptLog(of: "gestures/flick")
            #expect(log.map(\.author) == ["ana", "ana"])
            #expect(log.map(\.subject) == ["update gestures/flick, gestures/swipe", "update bounce, gestures/flick"])
            #expect(log.map(\.change) == ["\(Self.flick) → \(Self.slower)", "created"])
            #expect(log.first?.script?.text == Self.slower)
            #expect(
                throws: LibraryError("no saved script “gestures/none” here or in the library")
            ) { try ben.current.scriptLog(of: "gestures/none") }
            #expect(
                throws: LibraryError("no saved script “gestures/none” here or in the library")
            ) { try ben.current.scriptDiff("gestures/none") }
        }
    }

    @Test(arguments: [PresetMerge.Resolution.mine, .theirs])
    func aScriptChangedDifferentlyOnBothSidesIsAConflictResolvedWhole(_ resolution: PresetMerge.Resolution)
        async throws
    {
        try await withSharedTeam(gestures: ["flick": Self.flick]) { shared in
            let (team, ana, ben) = (shared.team, shared.ana, shared.ben)
            try ana.save(.gesture, "flick", Self.slower)
            _ = try ana.push()
            try ben.save(.gesture, "flick", Self.faster)
            let pulled = try ben.pull()
            #expect(pulled.scriptConflicts == ["gestures/flick": ["script"]])
            #expect(pulled.updated == [] && pulled.conflicts == [:])
            // Side by side: Ben's text stays until he settles it.
            #expect(try ben.script(.gesture, "flick") == Self.faster)
            #expect(try ben.current.status().scriptConflicts == ["gestures/flick": ["script"]])
            #expect(
                try ben.current.scriptDiff("gestures/flick") == [
                    Library.ScriptDiffEntry(
                        label: "gestures/flick", base: Self.flick, mine: Self.faster, theirs: Self.slower)
                ])
            #expect(
                throws: LibraryError(
                    "push refused: “gestures/flick” has a conflict from the last pull; settle with library resolve REF --mine|--theirs|--set NAME=VALUE"
                )
            ) { try ben.push() }
            #expect(
                throws: LibraryError(
                    "a script's conflict is settled whole with --mine or --theirs; --set applies to a preset's fields")
            ) { try ben.current.resolveScript("gestures/flick", .set(["script": "tap"]), at: team.now()) }

            let kept = try ben.current.resolveScript("gestures/flick", resolution, at: team.now())
            let expected = resolution == .mine ? Self.faster : Self.slower
            #expect(kept == expected)
            #expect(try ben.script(.gesture, "flick") == expected)
            #expect(try ben.current.status().scriptConflicts == [:])
            #expect(try ben.push().written == (resolution == .mine ? ["gestures/flick"] : []))
            _ = try ana.pull()
            #expect(try ana.script(.gesture, "flick") == expected)
            #expect(
                throws: LibraryError("“gestures/flick” has no conflict to resolve; library status lists the conflicts")
            ) { try ben.current.resolveScript("gestures/flick", .mine, at: team.now()) }
        }
    }

    @Test func aDeletionAgainstAnEditIsAConflictNotALoss() async throws {
        try await withSharedTeam(gestures: ["flick": Self.flick, "hold": "pan -40 over 1 release 0"]) { shared in
            let (team, ana, ben) = (shared.team, shared.ana, shared.ben)
            try ben.store.deleteScript(kind: .gesture, named: "flick")
            try ben.store.deleteScript(kind: .gesture, named: "hold")
            #expect(try ben.current.status().changedHere == ["gestures/flick (deleted)", "gestures/hold (deleted)"])
            #expect(try ben.push().removed == ["gestures/flick", "gestures/hold"])
            try ana.save(.gesture, "flick", Self.slower)
            let pulled = try ana.pull()
            // The untouched one follows the deletion; the edited one waits.
            #expect(pulled.deleted == ["gestures/hold"])
            #expect(try ana.script(.gesture, "hold") == nil)
            #expect(pulled.scriptConflicts == ["gestures/flick": ["deleted"]])
            #expect(try ana.script(.gesture, "flick") == Self.slower)
            #expect(
                try ana.current.scriptDiff("gestures/flick") == [
                    Library.ScriptDiffEntry(label: "gestures/flick", base: Self.flick, mine: Self.slower, theirs: nil)
                ])
            try ana.current.resolveScript("gestures/flick", .mine, at: team.now())
            #expect(try ana.current.status().newHere == ["gestures/flick"])
            #expect(try ana.push().written == ["gestures/flick"])
            // Ben's deleted gesture comes back with Ana's text.
            #expect(try ben.pull().added == ["gestures/flick"])
            #expect(try ben.script(.gesture, "flick") == Self.slower)
        }
    }

    @Test func theirsTakesADeletionAndAnEditWinsOverALocalDeletion() async throws {
        try await withSharedTeam(gestures: ["flick": Self.flick], events: ["quick": Self.quick]) { shared in
            let (team, ana, ben) = (shared.team, shared.ana, shared.ben)
            // Ana deletes flick and edits quick; Ben edited flick and deleted quick, unpushed.
            try ana.store.deleteScript(kind: .gesture, named: "flick")
            try ana.save(.events, "quick", "edit at 0, done at 0.3")
            _ = try ana.push()
            try ben.save(.gesture, "flick", Self.faster)
            try ben.store.deleteScript(kind: .events, named: "quick")
            let pulled = try ben.pull()
            #expect(pulled.scriptConflicts == ["events/quick": ["deleted"], "gestures/flick": ["deleted"]])
            #expect(try ben.current.resolveScript("gestures/flick", .theirs, at: team.now()) == nil)
            #expect(try ben.script(.gesture, "flick") == nil)
            #expect(try ben.current.resolveScript("events/quick", .theirs, at: team.now()) == "edit at 0, done at 0.3")
            #expect(try ben.script(.events, "quick") == "edit at 0, done at 0.3")
            let taken = try ben.current.attachment.lastCommit
            #expect(try ben.current.status() == Library.Status(lastCommit: taken, remoteCommit: taken))
            #expect(try ben.push().commit == nil)
        }
    }

    @Test func aPushWithoutScriptChangesLeavesTheirFilesByteIdentical() async throws {
        try await withSharedTeam(gestures: ["flick": Self.flick], events: ["quick": Self.quick]) { shared in
            let (team, ana, ben) = (shared.team, shared.ana, shared.ben)
            let gesture = try ana.scriptFile(.gesture, "flick")
            let events = try ana.scriptFile(.events, "quick")
            let before = try team.git(ana.workingCopy, ["rev-parse", "HEAD"])
            #expect(try ana.push() == Library.PushReport(commit: nil, written: [], removed: []))
            // Saving the same text again changes its time only: nothing to share.
            try ana.save(.gesture, "flick", Self.flick)
            #expect(try ana.push().commit == nil)
            try ana.edit("bounce", ["duration": "0.6"], message: "quicker")
            let after = try ana.push()
            #expect(after.written == ["bounce"])
            #expect(
                try team.git(ana.workingCopy, ["diff", "--name-only", before, after.commit!]) == "presets/bounce.json")
            #expect(try ana.scriptFile(.gesture, "flick") == gesture)
            #expect(try ana.scriptFile(.events, "quick") == events)
            _ = try ben.pull()
            #expect(try ben.push().commit == nil)
            #expect(try ben.scriptFile(.gesture, "flick") == gesture)
        }
    }

    @Test func aBrokenScriptFileInTheLibraryStopsAPullAndCheckNamesIt() async throws {
        try await withSharedTeam(gestures: ["flick": Self.flick]) { shared in
            let (team, ana, ben) = (shared.team, shared.ana, shared.ben)
            // A teammate edits the file by hand and breaks the script.
            let broken = try ana.scriptFile(.gesture, "flick").replacingOccurrences(of: "wait 0.1", with: "wiat 0.1")
            try broken.write(toFile: ana.workingCopy + "/gestures/flick.json", atomically: true, encoding: .utf8)
            try team.git(ana.workingCopy, ["commit", "--quiet", "-a", "-m", "by hand"])
            try team.git(ana.workingCopy, ["push", "--quiet", "origin", "main"])
            let check = try ProgramRun(["-c", "library check \(ana.workingCopy)"])
            #expect(check.stdout == "")
            #expect(check.stderr == "error: gestures/flick.json: \(Self.wiatReason)\n")
            #expect(check.status == 1)
            #expect(
                throws: LibraryError(
                    "gestures/flick.json at \(try team.git(ana.workingCopy, ["rev-parse", "--short=7", "HEAD"])) is not a valid script file: \(Self.wiatReason); fix it in the library first"
                )
            ) {
                try ben.pull()
            }
            #expect(try ben.script(.gesture, "flick") == Self.flick)
        }
    }

    static let wiatReason =
        "“script” is not a gesture script (scene card): unknown gesture “wiat”; expected tap [at T], pan DY over S [release VY], swipe DX over S, close, wait S (at character 6)"

    @Test func checkCountsScriptFilesAndNamesEachProblem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animstudio-check-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        for sub in ["gestures", "events"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        let good = SharedScript(
            kind: .gesture, name: "flick", text: Self.flick, author: "ana", time: "2026-11-22T10:00:00.000Z")
        func write(_ text: String, _ path: String) throws {
            try text.write(to: folder.appendingPathComponent(path), atomically: true, encoding: .utf8)
        }
        try write(ScriptDocument.text(of: good), "gestures/flick.json")
        #expect(
            try LibraryCheck.run(folder: folder.path)
                == LibraryCheck.Report(filesChecked: 0, scriptsChecked: 1, problems: []))
        var quick = good
        quick.kind = .events
        quick.name = "quick"
        quick.text = "edit at 0, done at 0.1"
        try write(ScriptDocument.text(of: quick), "gestures/quick.json")
        try write(ScriptDocument.text(of: good).replacingOccurrences(of: "\n  ", with: "\n    "), "gestures/flick.json")
        try write("{}", "events/empty.json")
        try write("notes", "events/README")
        let report = try LibraryCheck.run(folder: folder.path)
        #expect(report.scriptsChecked == 3)
        #expect(
            report.problems.map(\.file) == [
                "gestures/flick.json", "gestures/quick.json", "events/README", "events/empty.json"
            ])
        #expect(
            report.problems.map(\.reason) == [
                "is not in canonical form (sorted keys, two-space indentation, one trailing newline); a push from animstudio writes it so",
                "holds the events script “quick”, whose file is events/quick.json",
                "not a script file: only NAME.json files belong in events/",
                "“format” must be 1, the script file format this animstudio reads"
            ])
    }
}
