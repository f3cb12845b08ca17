import AnimationCore
import Foundation
import Testing

@testable import StudioStore

/// The one resolver: every kind of reference, and its errors with the closest names.
@Suite struct ReferenceResolutionTests {
    @Test func everySelectorResolves() throws {
        let store = try StudioStore.inMemory()
        _ = try store.createPreset(name: "bounce", parameters: spring(damping: "0.4"), message: "first", at: time(1))
        try store.updateDraft(of: "bounce", parameters: spring(damping: "0.5"), at: time(2))
        _ = try store.commit(of: "bounce", message: "softer", at: time(3))
        try store.tag("calm", of: "bounce", version: 1, at: time(4))
        try store.updateDraft(of: "bounce", parameters: spring(damping: "0.6"), at: time(5))

        #expect(
            try store.resolve("bounce")
                == ResolvedPreset(
                    name: "bounce", version: 2, parameters: spring(damping: "0.5"), time: time(3), message: "softer"))
        #expect(try store.resolve("bounce@latest").label == "bounce@2")
        #expect(try store.resolve("bounce@1").parameters == spring(damping: "0.4"))
        #expect(try store.resolve("bounce@calm").label == "bounce@1")
        #expect(
            try store.resolve("bounce@draft")
                == ResolvedPreset(
                    name: "bounce", version: nil, parameters: spring(damping: "0.6"), time: time(5), message: nil))
        #expect(PresetReference("bounce@draft") == .draft(of: "bounce"))
        #expect(
            ["bounce", "bounce@2", "bounce@draft", "bounce@calm", "bounce@latest"].map {
                PresetReference($0).description
            }
                == ["bounce", "bounce@2", "bounce@draft", "bounce@calm", "bounce"])
    }

    @Test func errorsNameWhatIsMissingAndTheClosestNames() throws {
        let store = try StudioStore.inMemory()
        _ = try store.createPreset(name: "bounce", parameters: spring(damping: "0.4"), message: nil, at: time(1))
        _ = try store.createPreset(name: "bounce-wide", parameters: spring(damping: "0.4"), message: nil, at: time(1))
        _ = try store.createPreset(name: "gone", parameters: preset("fade"), message: nil, at: time(1))
        try store.deletePreset(named: "gone", at: time(2))
        func message(_ text: String) -> String? {
            do {
                _ = try store.resolve(PresetReference(text))
                return nil
            } catch { return error.message }
        }
        #expect(message("bounc") == "no preset named “bounc”; did you mean “bounce”?")
        #expect(message("bounce-wid") == "no preset named “bounce-wid”; did you mean “bounce-wide”?")
        #expect(message("zzz") == "no preset named “zzz”")
        #expect(message("bounce@calm") == "bounce has no version or tag “calm”; use a number, draft or a tag")
        #expect(message("bounce@7") == "version 7 of “bounce” does not exist (latest is 1)")
        #expect(message("gone@draft") == "preset “gone” is deleted; restore it first")
    }
}
