import AnimationCore
import Foundation
import StudioPreview
import StudioStore

/// A studio database file for preview tests: a 20-member dataset `team`, `bounce` (from
/// move-up-bounce) with versions 1 and 2 and a draft, `fader` (fade, linear timing) and `tipper` (tip-in).
struct PreviewFixture {
    static let time = "2026-11-23T20:00:00.000Z"
    let path: String
    let store: StudioStore

    init(memberNames: [String]? = nil) throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID()).sqlite").path
        store = try StudioStore(path: path)
        let names = memberNames ?? (0..<20).map { "Member \($0)" }
        try store.importMembers(
            dataset: "team", rows: names.enumerated().map { MemberRow(name: $1, title: "Title \($0)") }, at: Self.time)
        let bounce = Self.parameters("move-up-bounce")
        try store.createPreset(name: "bounce", template: "move-up-bounce", parameters: bounce, message: nil, at: Self.time)
        _ = try store.updateDraft(
            of: "bounce", parameters: bounce.merging(["timing": "uikit-spring(damping: 0.55, velocity: 0)"]) { $1 }, at: Self.time)
        _ = try store.commit(of: "bounce", message: "less wobble", at: Self.time)
        _ = try store.updateDraft(
            of: "bounce", parameters: bounce.merging(["timing": "uikit-spring(damping: 0.7, velocity: 0)"]) { $1 }, at: Self.time)
        try store.createPreset(
            name: "fader", template: "fade", parameters: Self.parameters("fade", ["timing": "linear"]), message: nil, at: Self.time)
        try store.createPreset(name: "tipper", template: "tip-in", parameters: Self.parameters("tip-in"), message: nil, at: Self.time)
    }

    /// A template's full parameter text with some values replaced, as the studio stores it.
    static func parameters(_ template: String, _ overrides: [String: String] = [:]) -> [String: String] {
        (TemplateCatalog.template(named: template)?.defaults.text ?? [:]).merging(overrides) { $1 }
    }

    func source(_ references: [String], dataset: String? = "team") throws -> PreviewSource {
        try PreviewSource(store: store, references: references, dataset: dataset)
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
