/// Counts the work a path does while it is installed, so a test can pin what docs/explanation/
/// architecture.md states about `set damping 0.55`: timing texts parsed (a timing is parsed only
/// where a person typed it), timings printed, parameter records decoded (by the store) and
/// `uikit-spring`s solved (UIKit's Newton steps, ``UIKitSpringSolver``).
///
/// Installed for one task with ``counting(_:)``; without one, each counted step pays a task-local
/// read only.
public final class WorkCounter: @unchecked Sendable {
    @TaskLocal public static var current: WorkCounter?

    /// The timing texts parsed so far, in order.
    public private(set) var parsed: [String] = []
    /// Timing expressions printed as canonical text (``TimingExpression/description``).
    public private(set) var prints = 0
    /// Parameter records decoded into typed parameters.
    public private(set) var decodes = 0
    /// Springs solved from a duration and a damping ratio (`uikit-spring`).
    public private(set) var solves = 0

    public init() {}

    func countParse(_ text: String) { parsed.append(text) }
    func countPrint() { prints += 1 }
    func countSolve() { solves += 1 }
    /// Called by the store for each record it decodes.
    public func countDecode() { decodes += 1 }

    /// Runs `body` with a fresh counter installed and returns it with the body's result.
    public static func counting<T>(_ body: () throws -> T) rethrows -> (counted: WorkCounter, result: T) {
        let counter = WorkCounter()
        let result = try $current.withValue(counter) { try body() }
        return (counter, result)
    }
}
