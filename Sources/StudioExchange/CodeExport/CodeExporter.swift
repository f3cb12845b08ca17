import AnimationCore

/// Turns one preset version into paste-ready code for a platform: pure, strings in, strings out.
///
/// ```swift
/// let code = try CodeExporter.export(request, as: .css)
/// print(code.text)  // write to code.fileName
/// ```
/// The same request always gives the same bytes.
public enum CodeExporter {
    /// The whole preset as `target` code.
    /// - Throws: ``CodeExportError`` for an unknown template, a tolerance outside [0.000001, 0.1] or a
    ///   timing the studio cannot solve.
    public static func export(_ request: CodeExportRequest, as target: CodeTarget) throws(CodeExportError)
        -> ExportedCode
    {
        let context = try ExportContext(request)
        let result: (text: String, difference: CurveDifference)
        switch target {
        case .uikit: result = UIKitExport.export(context)
        case .swiftui: result = SwiftUIExport.export(context)
        case .css: result = CSSExport.export(context)
        case .compose: result = ComposeExport.export(context)
        case .tokens: result = TokensExport.export(context)
        case .motion: result = MotionExport.export(context)
        case .reanimated: result = ReanimatedExport.export(context)
        case .flutter: result = FlutterExport.export(context)
        case .figma: result = FigmaExport.export(context)
        }
        return ExportedCode(
            target: target, fileName: "\(context.cssName).\(target.fileExtension)", text: result.text,
            largestDifference: result.difference.largest, differenceTime: result.difference.time)
    }
}
