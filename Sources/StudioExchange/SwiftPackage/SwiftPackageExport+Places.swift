public import AnimationCore

/// Where the generated package writes each template parameter: a `MotionPreset` carries the timing,
/// duration, row delay and the tracks the template's numbers make.
extension SwiftPackageExport {
    /// Where the package generated from `request` writes the template parameter `key`; nil when the
    /// package has not declared a place for it.
    /// - Throws: ``CodeExportError`` for a preset the studio cannot draw.
    public static func place(of key: ParameterKey, in request: CodeExportRequest) throws(CodeExportError)
        -> ParameterPlace?
    {
        let context = try ExportContext(request)
        guard let parameter = context.template.parameter(key) else { return nil }
        return place(parameter, context)
    }

    static func place(_ parameter: TemplateParameter, _ context: ExportContext) -> ParameterPlace? {
        switch parameter.key {
        case .duration, .delayFactor: return .code([", delayFactor: "])
        case .timing: return .code(["timingText: "])
        case .completionGuard: return context.unguardedCompletion
        default:
            return context.trackPlace(parameter.key) { track in
                (track.columns.map { "MotionTrack(name: \(stringLiteral($0))" }, true)
            }
        }
    }
}
