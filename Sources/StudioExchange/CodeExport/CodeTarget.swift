/// The platforms a preset exports to as code (`export REF --as TARGET`).
public enum CodeTarget: String, CaseIterable, Sendable {
    case uikit, swiftui, css, compose, tokens
    /// Other platforms' springs: a Motion transition, a Reanimated `withSpring` config, a Flutter
    /// `SpringDescription`, a Figma plugin API `Easing`.
    case motion, reanimated, flutter, figma

    /// The file extension of the emitted file, without the dot.
    public var fileExtension: String {
        switch self {
        case .uikit, .swiftui: return "swift"
        case .css: return "css"
        case .compose: return "kt"
        case .tokens: return "tokens.json"
        case .motion: return "motion.js"
        case .reanimated: return "reanimated.js"
        case .flutter: return "dart"
        case .figma: return "figma.json"
        }
    }
}
