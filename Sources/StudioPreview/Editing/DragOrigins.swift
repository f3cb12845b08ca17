import AnimationCore
import Foundation
import StudioStore

/// Where each draft's run of changes from the page (a drag) started, so the run's one line in the
/// terminal says the whole change (`damping 0.4 → 0.62`), not only its last step.
final class DragOrigins: @unchecked Sendable {
    private let lock = NSLock()
    private var runs: [String: (burst: DraftBurst, origin: ParameterSet)] = [:]

    /// The parameters the change to `preset` is said from: the run's start when `burst` continues
    /// the run last written, else `current`; remembered for the run's next change (`next`).
    func origin(of preset: String, continuing burst: DraftBurst?, current: ParameterSet, next: DraftBurst?)
        -> ParameterSet
    {
        lock.lock()
        defer { lock.unlock() }
        var origin = current
        if let burst, let run = runs[preset], run.burst == burst { origin = run.origin }
        runs[preset] = next.map { ($0, origin) }
        return origin
    }
}
