/// Counts the timing texts parsed while it is installed, so a test can pin how often a path parses
/// (a timing is parsed only where a person typed it: `set damping 0.55` parses none).
///
/// Installed for one task with ``counting(_:)``; without one, parsing pays a task-local read only.
public final class TextParseCounter: @unchecked Sendable {
    @TaskLocal public static var current: TextParseCounter?

    private var texts: [String] = []

    public init() {}

    /// The texts parsed so far, in order.
    public var parsed: [String] { texts }

    func count(_ text: String) { texts.append(text) }

    /// Runs `body` with a fresh counter installed and returns what it parsed with the body's result.
    public static func counting<T>(_ body: () throws -> T) rethrows -> (parsed: [String], result: T) {
        let counter = TextParseCounter()
        let result = try $current.withValue(counter) { try body() }
        return (counter.parsed, result)
    }
}
