import Foundation

/// A counter any thread may read or move on.
final class LockedCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    @discardableResult
    func withLock<Result>(_ body: (inout Int) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&count)
    }
}
