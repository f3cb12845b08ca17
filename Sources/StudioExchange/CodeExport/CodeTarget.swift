/// The platforms a preset exports to as code (`export REF --as TARGET`).
public enum CodeTarget: String, CaseIterable, Sendable {
    case uikit, swiftui, css, compose, tokens

    /// The file extension of the emitted file, without the dot.
    public var fileExtension: String {
        switch self {
        case .uikit, .swiftui: return "swift"
        case .css: return "css"
        case .compose: return "kt"
        case .tokens: return "tokens.json"
        }
    }
}
