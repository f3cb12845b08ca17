import Foundation
import StudioTestSupport
import Testing

@testable import StudioStore

@Suite struct SettingsTests {
    @Test func theCurrentPresetPersistsAcrossRuns() throws {
        try TemporaryStudio.withFolder { folder in
            let path = folder.appendingPathComponent("studio.sqlite").path

            // Given `use bounce` in one run
            do {
                let store = try StudioStore(path: path)
                _ = try store.createPreset(name: "bounce", parameters: preset("fade"), message: nil, at: time(0))
                try store.setCurrentPreset("bounce")
            }

            // When starting another run
            let store = try StudioStore(path: path)

            // Then bounce is still current
            #expect(try store.currentPreset() == "bounce")
        }
    }

    @Test func onlyLivePresetsCanBeCurrentAndDeletingClearsIt() throws {
        // Given bounce as the current preset
        let store = try StudioStore.inMemory()
        _ = try store.createPreset(name: "bounce", parameters: preset("fade"), message: nil, at: time(0))
        try store.setCurrentPreset("bounce")

        // Then an unknown preset cannot become current
        #expect(throws: StoreError.presetNotFound("wobble")) { try store.setCurrentPreset("wobble") }

        // When deleting bounce, Then there is no current preset, even after restoring
        try store.deletePreset(named: "bounce", at: time(1))
        #expect(try store.currentPreset() == nil)
        try store.restorePreset(named: "bounce")
        #expect(try store.currentPreset() == nil)

        // And nil clears an explicit choice
        try store.setCurrentPreset("bounce")
        try store.setCurrentPreset(nil)
        #expect(try store.currentPreset() == nil)
    }
}
