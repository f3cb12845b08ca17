import Foundation

/// Places in `push` and `pull` where a test kills the real program to prove nothing is lost.
///
/// Only when `ANIMSTUDIO_TEST_PAUSE` is `POINT=FILE` and POINT is the place reached: the program
/// creates FILE and waits there, so the test knows the state it kills. Otherwise nothing happens.
enum InterruptionPoint: String {
    /// Pull: fetched, the database not yet changed.
    case pullFetched = "pull-fetched"
    /// Pull: inside the database transaction, the changes written but not committed.
    case pullInTransaction = "pull-in-transaction"
    /// Pull: the transaction committed, the working copy not yet moved.
    case pullStored = "pull-stored"
    /// Push: the commit made in the working copy, not yet pushed.
    case pushCommitted = "push-committed"
    /// Push: the commit on the remote, the database not yet told.
    case pushPushed = "push-pushed"

    func reached() {
        guard let setting = ProcessInfo.processInfo.environment["ANIMSTUDIO_TEST_PAUSE"],
            let equals = setting.firstIndex(of: "="), setting[..<equals] == rawValue
        else { return }
        _ = FileManager.default.createFile(
            atPath: String(setting[setting.index(after: equals)...]), contents: Data(rawValue.utf8))
        // Long enough for any test to kill it; a test that does not is stopped by its own time limit.
        Thread.sleep(forTimeInterval: 600)
    }
}
