/// A template parameter's name as a typed key. Code reads and writes a preset's values through
/// these (`parameters[.rowHeight]`, `animation.number(.delayFactor)`), never through a name in a
/// string: text becomes a key only where a person typed it or a file held it, by way of the
/// template's declaration (``Template/parameter(named:)``), so a misspelt key does not compile.
///
/// Each key is declared once, as a static member: the three every template has here, the others
/// next to the templates that declare them (`TemplateCatalog`). A key says nothing about which
/// templates have it; asking a set for a key its template lacks gives nil
/// (``ParameterSet/number(_:)``) or a ``TimingError`` (``ParameterSet/require(_:)``), never 0.
public struct ParameterKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The name stored in a record or a preset file, printed and typed (`row-height`).
    public let name: String

    /// Declares a key; only a declaration says its name.
    public init(declaring name: String) { self.name = name }

    public var description: String { name }

    public static func < (lhs: ParameterKey, rhs: ParameterKey) -> Bool { lhs.name < rhs.name }

    /// The animation's duration in seconds (every template).
    public static let duration = ParameterKey(declaring: "duration")
    /// The delay per row in seconds (every template).
    public static let delayFactor = ParameterKey(declaring: "delay-factor")
    /// The timing curve (every template).
    public static let timing = ParameterKey(declaring: "timing")
}
