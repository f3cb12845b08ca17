import AnimationCore

/// Where the UIKit target writes each template parameter. The UIKit code is written per template by
/// hand (the tutorials' shapes), so each parameter's place is declared here by hand as well: a
/// parameter added to a template and not placed here fails `ParameterReachTests`.
extension UIKitExport {
    static func place(_ parameter: TemplateParameter, _ context: ExportContext) -> ParameterPlace? {
        let card = context.template.name == "card-expand"
        switch parameter.key {
        case .duration: return .code(["duration: TimeInterval = "])
        case .delayFactor: return context.isEntrance ? .code(["delayFactor: Double = "]) : context.unstaggeredDelay
        case .timing: return .code([card ? "timingParameters: " : UIKitTiming(context: context).anchor])
        case .rowHeight: return .code(["rowHeight: CGFloat = "])
        case .tableWidth: return .code(["tableWidth: CGFloat = "])
        case .angle: return .code(["angle: CGFloat = "])
        case .offsetX: return .code(["offsetX: CGFloat = "])
        case .offsetY: return .code(["offsetY: CGFloat = "])
        case .opacityFrom: return .code(["opacityFrom: Float = "])
        case .cardWidth, .cardHeight: return .code(["let collapsedFrame = "])
        case .screenWidth: return .code(["let collapsedFrame = ", "let expandedFrame = "])
        case .screenHeight:
            return .code(card ? ["let collapsedFrame = ", "let expandedFrame = "] : ["let screenHeight: CGFloat = "])
        case .cornerRadius: return .code(["let cornerRadius: CGFloat = "])
        case .neighbourOffset: return .code(["let neighbourOffset: CGFloat = "])
        case .barHeight: return .code(["let barHeight: CGFloat = "])

        case .completionGuard: return .code(["self.tabBar.isHidden = true"])
        default: return nil
        }
    }
}
