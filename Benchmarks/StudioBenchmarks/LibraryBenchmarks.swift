// swift-format-ignore-file: NeverUseForceTry, NeverForceUnwrap, NeverUseImplicitlyUnwrappedOptionals

// A benchmark's set-up failing must stop the run (there is no test to record an issue in).
import AnimationCore
import Benchmark
import Foundation
import StudioLibrary
import StudioStore

/// The team library at scale: two studios sharing 10,000 presets of 20 versions each through a bare
/// repository. `library status` with 1,000 presets changed in the library (fetched, not pulled)
/// and 100 changed here; `library pull` of 1,000 presets another studio changed.
func libraryBenchmarks(folder: String) {
    let root = folder + "/library"
    let presets = 10_000
    let versions = 20
    let changed = 1_000
    let template = TemplateCatalog.template(named: "move-up-bounce")!
    var clock = 0
    func now() -> String {
        clock += 1
        return String(
            format: "2026-11-%02dT%02d:%02d:%02d.000Z", 1 + clock / 86_400, clock / 3600 % 24, clock / 60 % 60,
            clock % 60)
    }
    func parameters(_ preset: Int, _ version: Int) -> PresetParameters {
        var text = template.defaults.text
        text["duration"] = NumberFormat.shortest(0.5 + Double(preset % 100) / 100)
        text["timing"] = "uikit-spring(damping: \(NumberFormat.shortest(0.3 + Double(version) / 100)), velocity: 0.1)"
        return try! PresetParameters(template, text: text)
    }
    func edit(_ store: StudioStore, round: Int, range: Range<Int>) throws {
        for index in range {
            let name = "preset-\(index)"
            let draft = try store.draft(of: name).parameters
            try store.updateDraft(
                of: name, parameters: try draft.setting(.rowHeight, to: .number(44 + Double(round))), at: now())
            _ = try store.commit(of: name, message: "round \(round)", at: now())
        }
    }

    // The team's remote, Ana's and Ben's studios: built by the first library benchmark to run in a
    // process (its set-up hook), not when benchmarks are registered, which every benchmark's own
    // process does (2 minutes each on the shared machine, whichever benchmark it runs).
    var ana: StudioStore!
    var ben: StudioStore!
    func buildTeam() {
        guard ana == nil else { return }
        try? FileManager.default.removeItem(atPath: root)
        try! FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let remote = root + "/team.git"
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        git.arguments = ["init", "--quiet", "--bare", "--initial-branch=main", remote]
        try! git.run()
        git.waitUntilExit()
        ana = try! StudioStore(path: root + "/ana.sqlite")
        for index in 0..<presets {
            let history = (1...versions).map {
                NewVersion(number: $0, time: now(), message: "v\($0)", parameters: parameters(index, $0))
            }
            try! ana.importPreset(name: "preset-\(index)", versions: history, tags: [:], at: now())
        }
        _ = try! Library.attach(
            store: ana, target: remote, cloneFolder: root + "/ana-library", author: "ana", at: now())
        _ = try! Library(store: ana).push(message: "the whole library", at: now())
        ben = try! StudioStore(path: root + "/ben.sqlite")
        _ = try! Library.attach(
            store: ben, target: remote, cloneFolder: root + "/ben-library", author: "ben", at: now())
        _ = try! Library(store: ben).pull(at: now())
        // Ben changes 1,000 and pushes; Ana has fetched them and changed 100 of her own.
        try! edit(ben, round: 1, range: 0..<changed)
        _ = try! Library(store: ben).push(message: "round 1", at: now())
        try! edit(ana, round: 1, range: (presets - 100)..<presets)
        _ = try! Library(store: ana).diff("preset-0")
    }

    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .peakMemoryResident], maxDuration: .seconds(60), maxIterations: 10)

    Benchmark(
        "library status: 10,000 presets × 20 versions, 1,000 changed in the library, 100 here",
        configuration: configuration,
        closure: { benchmark in
            for _ in benchmark.scaledIterations {
                let status = try Library(store: ana).status()
                precondition(status.changedRemotely.count == changed && status.changedHere.count == 100)
                blackHole(status)
            }
        },
        setup: { buildTeam() })

    var pullRound = 1
    Benchmark(
        "library pull: 1,000 presets changed by another studio, of 10,000 × 20 versions", configuration: configuration,
        closure: { benchmark in
            for _ in benchmark.scaledIterations {
                // Rounds count across the runner's calls (each starts its iterations at 0 again).
                pullRound += 1
                let round = pullRound
                try edit(ben, round: round, range: 0..<changed)
                _ = try Library(store: ben).push(message: "round \(round)", at: now())
                let studio = try StudioStore(path: root + "/ana.sqlite")
                benchmark.startMeasurement()
                let report = try Library(store: studio).pull(at: now())
                benchmark.stopMeasurement()
                precondition(report.updated.count + report.merged.count == changed)
                // Ana pushes her side back so Ben's next round meets no "pull first".
                _ = try Library(store: studio).push(message: "ana \(round)", at: now())
                _ = try Library(store: ben).pull(at: now())
            }
        },
        setup: { buildTeam() })
}
