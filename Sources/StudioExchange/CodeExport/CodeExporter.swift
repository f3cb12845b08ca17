public import AnimationCore

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

    /// Where `target`'s code for `request` writes the template parameter `key`; nil when the target
    /// has not declared a place for it (a parameter it would drop, which `ParameterReachTests` refuses).
    /// - Throws: ``CodeExportError`` as ``export(_:as:)`` does.
    public static func place(of key: ParameterKey, in request: CodeExportRequest, as target: CodeTarget)
        throws(CodeExportError) -> ParameterPlace?
    {
        let context = try ExportContext(request)
        guard let parameter = context.template.parameter(key) else { return nil }
        switch target {
        case .uikit: return UIKitExport.place(parameter, context)
        case .swiftui: return SwiftUIExport.place(parameter, context)
        case .css: return CSSExport.place(parameter, context)
        case .compose: return ComposeExport.place(parameter, context)
        case .tokens: return TokensExport.place(parameter, context)
        case .motion: return MotionExport.place(parameter, context)
        case .reanimated: return MotionExport.place(parameter, context, timing: "Config")
        case .flutter: return FlutterExport.place(parameter, context)
        case .figma: return FigmaExport.place(parameter)
        }
    }
}
