import AnimationCore

/// A preset's timing as one line to paste, from the same code the whole-file exports use: the
/// studio's text, the CSS declarations (`cubic-bezier()` or a `linear()` spring over the duration),
/// SwiftUI's `Animation` and a `UIViewPropertyAnimator` with its exact timing parameters.
///
/// ```swift
/// let lines = try TimingOneLiners(request)
/// lines.uikit  // UIViewPropertyAnimator(duration: 1, timingParameters: UISpringTimingParameters(dampingRatio: 0.4, …))
/// ```
public struct TimingOneLiners: Codable, Equatable, Sendable {
    /// `uikit-spring(damping: 0.4, velocity: 0.1)`: what `set timing` takes.
    public let studio: String
    public let css: String
    public let swiftui: String
    public let uikit: String

    /// - Throws: ``CodeExportError`` as ``CodeExporter/export(_:as:)`` does.
    public init(_ request: CodeExportRequest) throws(CodeExportError) {
        let context = try ExportContext(request)
        let duration = NumberFormat.derived(context.duration)
        studio = context.timing.description
        css =
            "animation-duration: \(ExportContext.milliseconds(context.duration))ms; animation-timing-function: \(CSSExport.timingFunction(context).text);"
        swiftui = "Animation" + SwiftUIExport.animation(context).animation
        uikit =
            "UIViewPropertyAnimator(duration: \(duration), timingParameters: \(UIKitTiming(context: context).timingParameters))"
    }
}
