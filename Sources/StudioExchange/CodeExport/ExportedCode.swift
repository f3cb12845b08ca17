/// The text of one exported file and the name it is suggested to be saved under.
public struct ExportedCode: Equatable, Sendable {
    public let target: CodeTarget
    /// Suggested file name, e.g. `bounce.swift`, `bounce.tokens.json`.
    public let fileName: String
    /// The whole file, ending with a newline.
    public let text: String
    /// The largest difference in progress between the exported curve and the studio's (0 when exact).
    public let largestDifference: Double
    /// Where that difference happens, in seconds from the animation's start.
    public let differenceTime: Double
}
