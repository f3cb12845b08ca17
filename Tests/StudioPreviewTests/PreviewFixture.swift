import AnimationCore
import Foundation
import Simulation
import StudioPreview
import StudioStore
import StudioTestSupport

/// A studio database file for preview tests: a 20-member dataset `team`, `bounce` (from
/// move-up-bounce) with versions 1 and 2 and a draft, `fader` (fade, linear timing) and `tipper` (tip-in);
/// a 5-city dataset `world`, `city` (card-expand: version 1 ease-in-out, a draft with the tutorial's
/// cubic) and `bars` (toolbar-swap).
struct PreviewFixture {
    static let time = "2026-11-23T20:00:00.000Z"
    let studio: TemporaryStudio
    var path: String { studio.database }
    let store: StudioStore

    static let cityNames = ["Paris", "Kyoto", "Lima", "Oslo", "Accra"]

    init(memberNames: [String]? = nil, cityNames: [String] = Self.cityNames) throws {
        studio = try TemporaryStudio("preview")
        store = try studio.open()
        let names = memberNames ?? (0..<20).map { "Member \($0)" }
        try store.importMembers(
            dataset: "team", rows: names.enumerated().map { MemberRow(name: $1, title: "Title \($0)") }, at: Self.time)
        _ = try store.createPreset(
            name: "bounce", parameters: try Self.typed("move-up-bounce"), message: nil, at: Self.time)
        _ = try store.updateDraft(
            of: "bounce",
            parameters: try Self.typed("move-up-bounce", ["timing": "uikit-spring(damping: 0.55, velocity: 0)"]),
            at: Self.time)
        _ = try store.commit(of: "bounce", message: "less wobble", at: Self.time)
        _ = try store.updateDraft(
            of: "bounce",
            parameters: try Self.typed("move-up-bounce", ["timing": "uikit-spring(damping: 0.7, velocity: 0)"]),
            at: Self.time)
        _ = try store.createPreset(
            name: "fader", parameters: try Self.typed("fade", ["timing": "linear"]), message: nil, at: Self.time)
        _ = try store.createPreset(name: "tipper", parameters: try Self.typed("tip-in"), message: nil, at: Self.time)
        try store.importCities(
            dataset: "world", rows: cityNames.map { CityRow(name: $0, image: "", description: "About \($0)") },
            at: Self.time)
        _ = try store.createPreset(name: "city", parameters: try Self.typed("card-expand"), message: nil, at: Self.time)
        _ = try store.updateDraft(
            of: "city", parameters: try Self.typed("card-expand", ["timing": "cubic(0.17, 0.67, 0.76, 1)"]),
            at: Self.time)
        _ = try store.createPreset(
            name: "bars", parameters: try Self.typed("toolbar-swap"), message: nil, at: Self.time)
    }

    /// A template's full parameter text with some values replaced, as the studio stores it.
    static func parameters(_ template: String, _ overrides: [String: String] = [:]) -> [String: String] {
        (TemplateCatalog.template(named: template)?.defaults.text ?? [:]).merging(overrides) { $1 }
    }

    /// A template's typed parameters with some values replaced (typed as a person would).
    static func typed(_ template: String, _ overrides: [String: String] = [:]) throws -> PresetParameters {
        guard let known = TemplateCatalog.template(named: template) else {
            throw PreviewError("no template \(template)")
        }
        return try PresetParameters(known, text: parameters(template, overrides))
    }

    /// Serves `source` on a free loopback port while `body` runs, then stops the server.
    func serving<T>(_ source: PreviewSource, _ body: (PreviewServer) throws -> T) throws -> T {
        let server = PreviewServer(source: source)
        _ = try server.start()
        defer { server.stop() }
        return try body(server)
    }

    func source(_ references: [PresetReference], dataset: String? = "team") throws -> PreviewSource {
        try PreviewSource(store: store, references: references, dataset: dataset)
    }

    func sceneSource(
        _ references: [PresetReference], gesture: String? = nil, events: String? = nil, homeIndicator: Bool = false
    ) throws -> PreviewSource {
        try PreviewSource(
            store: store, references: references, dataset: nil, gesture: gesture, events: events,
            homeIndicator: homeIndicator)
    }

    /// The studio's own card scene for a stored version (nil: the draft) under `gesture`.
    func cardResult(version: Int?, gesture: String = SceneScripts.defaultGesture) throws -> CardSceneResult {
        let stored =
            try version.map { try store.version(of: "city", number: $0).parameters }
            ?? store.draft(of: "city").parameters
        let scene = try CardScene(
            parameters: stored.values, cities: Self.cityNames.map { (name: $0, description: "About \($0)") })
        return scene.run(try GestureScript(parsing: gesture))
    }

    /// The studio's own bars scene for `bars@1` under `events`.
    func barsResult(events: String = SceneScripts.defaultEvents, homeIndicator: Bool = false) throws -> BarsSceneResult
    {
        let parameters = try store.version(of: "bars", number: 1).parameters.values
        return BarsScene(try BarsConfiguration(parameters: parameters, homeIndicator: homeIndicator)).run(
            try BarsEventScript(parsing: events))
    }

    func remove() {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }

    /// The studio's own value of every column for a cell starting at `start`, at time `t`.
    static func studioValues(_ animation: TemplateAnimation, start: Double?, at t: Double) -> [Double] {
        guard let start else { return animation.values(atProgress: 1) }
        return animation.values(atProgress: t < start ? 0 : animation.curve.progress(at: t - start))
    }
}
