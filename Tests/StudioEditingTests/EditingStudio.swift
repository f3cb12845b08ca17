import AnimationCore
import Foundation
import StudioEditing
import StudioStore

/// A studio on a temporary database file with `bounce` (move-up-bounce, uikit-spring damping 0.4,
/// velocity 0.1 in version 1), and the editing layer on it; removed by ``close()``.
final class EditingStudio {
    let folder: URL
    let store: StudioStore
    let edits: DraftEdits

    static func time(_ seconds: Int) -> String {
        String(format: "2026-11-29T05:%02d:%02d.000Z", seconds / 60 % 60, seconds % 60)
    }

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("editing-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        store = try StudioStore(path: folder.appendingPathComponent("studio.sqlite").path)
        let ticks = Ticks()
        edits = DraftEdits(store: store, clock: { Self.time(ticks.next()) })
        _ = try store.createPreset(name: "bounce", parameters: try Self.bounce(), message: nil, at: Self.time(0))
    }

    /// The same file opened again, as another process would.
    func otherStudio() throws -> StudioStore {
        try StudioStore(path: folder.appendingPathComponent("studio.sqlite").path)
    }

    func close() { try? FileManager.default.removeItem(at: folder) }

    static var template: Template {
        get throws {
            guard let template = TemplateCatalog.template(named: "move-up-bounce") else {
                throw EditError("no move-up-bounce")
            }
            return template
        }
    }

    static func bounce(_ overrides: [String: String] = [:]) throws -> PresetParameters {
        let template = try template
        let text = template.defaults.text.merging(["timing": "uikit-spring(damping: 0.4, velocity: 0.1)"]) { $1 }
        return try PresetParameters(template, text: text.merging(overrides) { $1 })
    }
}

/// Seconds for the clock, one more at each change.
final class Ticks: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        return count
    }
}
