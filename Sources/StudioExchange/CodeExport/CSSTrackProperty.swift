import AnimationCore

/// How one of a template's scalar tracks is written in CSS: the element it animates (the preset's own
/// element has no suffix) and the property or transform function that carries it.
struct CSSTrackProperty: Equatable {
    enum Form: Equatable {
        /// A declaration of its own (`opacity: 0`, `top: 12px`).
        case declaration(String, pixels: Bool)
        /// A function in the element's `transform` (`translateY(12px)`).
        case transform(String)
    }

    /// The element's suffix after the preset's class name; empty for the preset's own element.
    let suffix: String
    let form: Form

    /// Tracks of the preset's own element, by the track's name.
    private static let ownTracks: [String: Form] = [
        "opacity": .declaration("opacity", pixels: false),
        "translation.x": .transform("translateX"),
        "translation.y": .transform("translateY"),
        "frame.x": .declaration("left", pixels: true),
        "frame.y": .declaration("top", pixels: true),
        "frame.width": .declaration("width", pixels: true),
        "frame.height": .declaration("height", pixels: true),
        "corner-radius": .declaration("border-radius", pixels: true)
    ]

    /// Properties of the other elements, by the part of the track's name after the element's
    /// (`left-neighbour.center-x`, `tool-bar.y`): a carousel neighbour's `center.x` moves by a
    /// transform, as a change of `center` moves a view without relayout; an origin is `left`/`top`.
    private static let elementProperties: [String: Form] = [
        "opacity": .declaration("opacity", pixels: false),
        "center-x": .transform("translateX"),
        "center-y": .transform("translateY"),
        "x": .declaration("left", pixels: true),
        "y": .declaration("top", pixels: true)
    ]

    /// Where the track called `name` goes. A track no table names becomes a custom property
    /// (`--name`) rather than a guess at a real one.
    init(track name: String) {
        if let form = Self.ownTracks[name] {
            self.init(suffix: "", form: form)
            return
        }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let property = parts.last ?? name
        let suffix = parts.dropLast().joined(separator: "-")
        self.init(suffix: suffix, form: Self.elementProperties[property] ?? .declaration("--" + property, pixels: true))
    }

    init(suffix: String, form: Form) {
        self.suffix = suffix
        self.form = form
    }

    /// Text on the keyframe lines that carry the track's values.
    var anchor: String {
        switch form {
        case .declaration(let property, _): return property + ": "
        case .transform(let function): return function + "("
        }
    }

    /// Adds the track's start and end values to `element`'s keyframes.
    func write(from: Double, to: Double, into element: inout CSSExport.Element) {
        switch form {
        case .declaration(let property, let pixels):
            let text = pixels ? Self.px : { NumberFormat.shortest($0) }
            element.from.append("\(property): \(text(from))")
            element.to.append("\(property): \(text(to))")
        case .transform(let function):
            element.transformFrom.append("\(function)(\(Self.px(from)))")
            element.transformTo.append("\(function)(\(Self.px(to)))")
        }
    }

    /// Pixels in CSS's shortest form; never `-0px`.
    static func px(_ value: Double) -> String { NumberFormat.shortest(value == 0 ? 0 : value) + "px" }
}

extension CSSExport {
    /// Where the CSS target writes each template parameter.
    static func place(_ parameter: TemplateParameter, _ context: ExportContext) -> ParameterPlace? {
        switch parameter.key {
        case .duration: return .code(["animation-duration: "])
        case .timing: return .code(["animation-timing-function: "])
        case .delayFactor: return context.staggersRows ? .code(["animation-delay: "]) : context.unstaggeredDelay
        case .completionGuard: return context.unguardedCompletion
        default:
            return context.trackPlace(parameter.key) { track in
                if case .transform = track.kind { return (["translate(", "rotate("], true) }
                return ([CSSTrackProperty(track: track.name).anchor], true)
            }
        }
    }
}
