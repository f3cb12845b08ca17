import AnimationCore
import Foundation
import StudioEditing
import StudioStore
import StudioTestSupport

/// A ``TemporaryStudio`` with `bounce` (move-up-bounce, uikit-spring damping 0.4, velocity 0.1 in
/// version 1), and the editing layer on it; removed by ``close()``.
final class EditingStudio {
    let studio: TemporaryStudio
    let store: StudioStore
    let edits: DraftEdits

    static func time(_ seconds: Int) -> String {
        String(format: "2026-11-29T05:%02d:%02d.000Z", seconds / 60 % 60, seconds % 60)
    }

    init() throws {
        studio = try TemporaryStudio("editing")
        store = try studio.open()
        let ticks = Ticks()
        edits = DraftEdits(store: store, clock: { Self.time(ticks.next()) })
        _ = try store.createPreset(name: "bounce", parameters: try Self.bounce(), message: nil, at: Self.time(0))
    }

    /// The same file opened again, as another process would.
    func otherStudio() throws -> StudioStore { try studio.open() }

    func close() { try? FileManager.default.removeItem(atPath: studio.folder) }

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
