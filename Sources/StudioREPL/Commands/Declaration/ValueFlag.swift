import AnimationCore
import Simulation

/// A flag that takes a value and has no fixed default; `arguments[key]` is nil when it was left
/// out (the handler decides, and the declaration describes what it decides).
public struct ValueFlag<Value: Sendable>: FlagKey {
    public let declaration: Flag
    let convert: @Sendable (ArgumentValue) -> Value?

    init(_ declaration: Flag, convert: @escaping @Sendable (ArgumentValue) -> Value?) {
        self.declaration = declaration
        self.convert = convert
    }
}

extension ValueFlag where Value == ArgumentValue {
    /// A name, reference, path or text, kept with where it was typed.
    init(
        _ name: String, short: String? = nil, _ kind: ValueKind, _ placeholder: String? = nil, _ summary: String,
        default fallback: FlagDefault? = nil
    ) {
        self.init(Flag(name, short: short, kind, placeholder, summary, default: fallback), convert: Conversion.located)
    }
}

extension ValueFlag where Value == Double {
    static func number(
        _ name: String, _ rule: NumberRule, _ placeholder: String? = nil, _ summary: String,
        default fallback: FlagDefault? = nil
    ) -> ValueFlag {
        ValueFlag(Flag(name, .number(rule), placeholder, summary, default: fallback), convert: Conversion.number)
    }
}

extension ValueFlag where Value == Int {
    static func integer(
        _ name: String, _ range: ClosedRange<Int>, _ placeholder: String? = nil, _ summary: String,
        default fallback: FlagDefault? = nil
    ) -> ValueFlag {
        ValueFlag(Flag(name, .integer(range), placeholder, summary, default: fallback), convert: Conversion.integer)
    }
}

extension ValueFlag where Value: ArgumentChoice {
    /// One word of the choice's set, received as its typed value (nil when left out).
    static func choice(
        _ name: String, _ placeholder: String? = nil, _ summary: String, default fallback: FlagDefault? = nil
    ) -> ValueFlag {
        ValueFlag(Flag(name, .choice(Value.words), placeholder, summary, default: fallback), convert: Value.converted)
    }
}

extension ValueFlag where Value == [Double] {
    /// Seconds separated by commas (`--at 0,0.25`).
    static func times(_ name: String, _ summary: String) -> ValueFlag {
        ValueFlag(Flag(name, .times, nil, summary)) { $0.times }
    }
}

extension ValueFlag where Value == Located<ScrollScript> {
    /// A scroll script, parsed when the line is.
    static func scrollScript(_ name: String, _ placeholder: String, _ summary: String) -> ValueFlag {
        ValueFlag(Flag(name, .scrollScript, placeholder, summary)) { value in
            value.scrollScript.map { Located($0, value) }
        }
    }
}

extension ValueFlag where Value: CheckedName {
    /// A name checked by the store's rules where typed (`--session NAME`, `--dataset NAME`).
    static func named(
        _ name: String, _ kind: ValueKind, _ placeholder: String? = nil, _ summary: String,
        default fallback: FlagDefault? = nil
    ) -> ValueFlag {
        ValueFlag(Flag(name, kind, placeholder, summary, default: fallback), convert: Value.init(checked:))
    }
}

extension ValueFlag where Value == FilePath {
    /// A file or folder path checked by `PathRule` where typed (`-o FILE`).
    static func path(
        _ name: String, short: String? = nil, _ kind: ValueKind, _ placeholder: String? = nil, _ summary: String,
        default fallback: FlagDefault? = nil
    ) -> ValueFlag {
        ValueFlag(
            Flag(name, short: short, kind, placeholder, summary, default: fallback), convert: FilePath.init(checked:))
    }
}
