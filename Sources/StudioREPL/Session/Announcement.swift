/// A line said while the prompt may wait (what a browser changed under `preview --edit`), and the
/// run of changes it belongs to: a drag on the page writes many times, and the terminal shows one
/// line for the whole run, updated in place, instead of one line per write.
public struct Announcement: Sendable, Equatable {
    /// The line, already safe for the terminal.
    public let text: String
    /// The run this change belongs to (its draft's name); nil for a change that stands alone.
    public let run: String?
    /// This change continues `run`: its line replaces the run's line when that is still the last
    /// thing shown.
    public let continues: Bool

    public init(_ text: String, run: String? = nil, continues: Bool = false) {
        self.text = text
        self.run = run
        self.continues = continues
    }
}
