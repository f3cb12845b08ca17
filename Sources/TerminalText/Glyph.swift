/// One grapheme cluster of shown text and the columns it takes: `a`, `é` (e and a combining
/// accent), `弹` (2), `👍🏽` (2, the skin tone joins it).
public struct Glyph: Equatable, Sendable {
    public let character: Character
    /// At least 1: a cluster that would take no column is shown as escapes instead.
    public let width: Int

    public init(_ character: Character, width: Int) {
        self.character = character
        self.width = width
    }

    /// The scalars of the cluster as numbers, for grids of `UInt32` cells.
    public var scalarValues: [UInt32] { character.unicodeScalars.map(\.value) }

    /// The width of a run of glyphs.
    public static func width(_ glyphs: some Sequence<Glyph>) -> Int { glyphs.reduce(0) { $0 + $1.width } }
}
