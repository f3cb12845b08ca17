public import AnimationCore
public import Simulation
public import StudioStore

/// A value of a command line after its kind's checks: typed, and remembering where it was typed so
/// a later error (no such preset) can still point at it.
public struct ArgumentValue: Sendable {
    /// The text as typed (quotes removed).
    public let text: String
    /// Where in the source line, in Unicode scalars, including quotes.
    public let offset: Int
    public let length: Int
    /// True when it was quoted.
    public let quoted: Bool
    /// The converted value.
    public let typed: Typed

    /// The converted forms a kind produces.
    public enum Typed: Sendable {
        case text
        case number(Double)
        case integer(Int)
        case timing(TimingExpression)
        case reference(PresetReference)
        case times([Double])
        case template(Template)
        case scrollScript(ScrollScript)
        /// A name checked by the store's rules for this kind.
        case name(NameKind)
        /// A path checked by `PathRule`.
        case path
        case present
    }

    init(_ token: Token, _ typed: Typed) {
        text = token.text
        offset = token.offset
        length = token.length
        quoted = token.quoted
        self.typed = typed
    }

    /// The token it came from (for carets).
    var token: Token { Token(text: text, offset: offset, length: length, quoted: quoted) }

    public var number: Double? {
        if case .number(let value) = typed { return value }
        return nil
    }

    public var integer: Int? {
        if case .integer(let value) = typed { return value }
        return nil
    }

    public var timing: TimingExpression? {
        if case .timing(let value) = typed { return value }
        return nil
    }

    public var reference: PresetReference? {
        if case .reference(let value) = typed { return value }
        return nil
    }

    public var times: [Double]? {
        if case .times(let value) = typed { return value }
        return nil
    }

    public var template: Template? {
        if case .template(let value) = typed { return value }
        return nil
    }

    public var scrollScript: ScrollScript? {
        if case .scrollScript(let value) = typed { return value }
        return nil
    }
}
