import Foundation
import StudioStore
import StudioTestSupport
import Testing

@Suite struct StoreWatcherTests {
    static let time = "2026-11-23T20:00:00.000Z"

    /// `data_version` moves after a commit by another connection (here a second store on the same
    /// file, as another process would be) and stays put when nothing is written.
    @Test func seesCommitsOfOtherConnections() throws {
        let studio = try TemporaryStudio("watcher")
        let path = studio.database
        let writer = try StudioStore(path: path)
        let watcher = try StoreWatcher(path: path)
        defer { watcher.close() }
        let before = try watcher.dataVersion()
        #expect(try watcher.dataVersion() == before)
        _ = try writer.presets()
        #expect(try watcher.dataVersion() == before)
        _ = try writer.createPreset(
            name: "bounce", parameters: preset("fade", ["timing": "linear"]), message: nil, at: Self.time)
        let afterCreate = try watcher.dataVersion()
        #expect(afterCreate != before)
        let other = try StudioStore(path: path)
        _ = try other.updateDraft(of: "bounce", parameters: preset("fade", ["timing": "ease-in"]), at: Self.time)
        #expect(try watcher.dataVersion() != afterCreate)
    }

    @Test func refusesWhatItCannotWatch() throws {
        #expect(
            throws: StoreError.cannotOpen(
                path: ":memory:", reason: "an in-memory database cannot be watched; use a database file")
        ) {
            try StoreWatcher(watching: try StudioStore.inMemory())
        }
        let studio = try TemporaryStudio("watcher")
        let missing = studio.database
        #expect(throws: StoreError.self) { try StoreWatcher(path: missing) }
        #expect(!FileManager.default.fileExists(atPath: missing))
    }

    /// After close() the watcher answers with an error, not a stale number.
    @Test func closedWatcherThrows() throws {
        let studio = try TemporaryStudio("watcher")
        let path = studio.database
        _ = try StudioStore(path: path)
        let watcher = try StoreWatcher(path: path)
        watcher.close()
        #expect(throws: StoreError.self) { try watcher.dataVersion() }
    }
}
