import Foundation
import Synchronization

/// A place in a long write where a test holds the real program, to see what other studios can do
/// meanwhile (ImportLoadTests: a commit goes through while an import waits between two slices).
///
/// Only when `ANIMSTUDIO_TEST_PAUSE` is `POINT=FILE` and POINT is the place reached, and only the
/// first time this process reaches it: the program creates FILE and waits until the test deletes it
/// (at most 600 s), then goes on. Otherwise nothing happens. (StudioLibrary's `InterruptionPoint`
/// reads the same variable for the places where a test kills the program instead.)
enum PausePoint: String {
    /// An import: a slice of its rows committed under the hidden name, the write lock free, the next
    /// slice not begun.
    case importBetweenSlices = "import-between-slices"

    private static let setting = ProcessInfo.processInfo.environment["ANIMSTUDIO_TEST_PAUSE"]
    private static let reachedBefore = Mutex<Set<String>>([])

    func reached() {
        guard let setting = Self.setting, let equals = setting.firstIndex(of: "="), setting[..<equals] == rawValue,
            Self.reachedBefore.withLock({ $0.insert(rawValue).inserted })
        else { return }
        let file = String(setting[setting.index(after: equals)...])
        guard FileManager.default.createFile(atPath: file, contents: Data(rawValue.utf8)) else { return }
        let deadline = ProcessInfo.processInfo.systemUptime + 600
        while FileManager.default.fileExists(atPath: file), ProcessInfo.processInfo.systemUptime < deadline {
            Thread.sleep(forTimeInterval: 0.01)
        }
    }
}
