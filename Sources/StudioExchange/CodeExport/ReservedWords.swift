/// Words a generated identifier may not be on its own: they are keywords in Swift or Kotlin, or
/// names the exported code itself uses, so a preset spelled like one of them would not compile or
/// would shadow what the code relies on.
enum ReservedWords {
    /// Swift's keywords: declarations, statements, expressions and types, patterns, and the
    /// contextual keywords (The Swift Programming Language, Lexical Structure).
    static let swift: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
        "associativity", "async", "convenience", "didSet", "dynamic", "final", "get", "indirect", "infix", "lazy",
        "left", "mutating", "none", "nonmutating", "optional", "override", "package", "postfix", "precedence",
        "prefix", "Protocol", "required", "right", "set", "some", "Type", "unowned", "weak", "willSet",
        "any", "each", "macro", "consume", "copy", "discard", "sending", "isolated", "actor", "distributed",
        "unsafe", "then", "yield"
    ]

    /// Kotlin's hard, soft and modifier keywords and its special identifiers (kotlinlang.org, Keywords and operators).
    static let kotlin: Set<String> = [
        "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is", "null",
        "object", "package", "return", "super", "this", "throw", "true", "try", "typealias", "typeof", "val", "var",
        "when", "while",
        "by", "catch", "constructor", "delegate", "dynamic", "field", "file", "finally", "get", "import", "init",
        "param", "property", "receiver", "set", "setparam", "value", "where",
        "abstract", "actual", "annotation", "companion", "const", "crossinline", "data", "enum", "expect", "external",
        "final", "infix", "inline", "inner", "internal", "lateinit", "noinline", "open", "operator", "out", "override",
        "private", "protected", "public", "reified", "sealed", "suspend", "tailrec", "vararg", "it"
    ]

    /// Types and members the exported Swift and Kotlin name: a declaration of the same name would hide them.
    static let usedTypes: Set<String> = [
        "Int", "Double", "Float", "Bool", "String", "Character", "Array", "Dictionary", "Set", "Optional", "Never",
        "Void", "Error", "Result", "Equatable", "Hashable", "Sendable", "AnyHashable", "AnyObject", "NSObject",
        "MainActor", "TimeInterval", "IndexPath", "Animation", "View", "Content", "ViewModifier", "Modifier",
        "AnimationSpec", "CubicBezierEasing", "Animatable", "Unit", "Long", "Composable",
        // SwiftUI's own `Animation` members, which the SwiftUI export's `static let` would shadow or call.
        "spring", "interpolatingSpring", "interactiveSpring", "timingCurve", "linear", "easeIn", "easeOut", "easeInOut",
        "smooth", "snappy", "bouncy", "delay", "speed", "repeatForever", "repeatCount"
    ]

    static func contains(_ word: String) -> Bool {
        swift.contains(word) || kotlin.contains(word) || usedTypes.contains(word)
    }
}
