import AnimationCore
import Simulation
import StudioStore

/// How each version becomes motion: a table entrance, the card scene or the bars scene.
extension PreviewSource {
    /// Templates played as scenes rather than on the table.
    static let sceneTemplates: Set<String> = ["card-expand", "toolbar-swap"]

    /// What the label of a reduced-motion variant's phone adds to its version's.
    static let reducedMotionSuffix = " · reduce motion"

    /// One version's motion before the document's clock is known.
    struct VersionMotion {
        let label: String
        let animation: TemplateAnimation
        let end: Double
        let screen: MotionDocument.Stage?
        let script: String?
        /// The timing shown (a cross-fade's own in a scene that holds the moving properties still).
        var timing: String? = nil
        /// On a reduced-motion variant: which one.
        var variant: String? = nil
        let build: (Double) -> (elements: [MotionElement], curve: [[Double]])

        func version(until duration: Double) -> MotionDocument.Version {
            let built = build(duration)
            return MotionDocument.Version(
                label: label, template: animation.template.name,
                timing: timing ?? animation.curve.expression.description,
                elements: built.elements, curve: built.curve, screen: screen, script: script, variant: variant)
        }
    }

    /// The variant as the page names it: marked `(template default)` until one is authored.
    static func variantText(_ parameters: PresetParameters) -> String {
        parameters.reducedMotion.description + (parameters.reducedMotionIsAuthored ? "" : " (template default)")
    }

    /// One version's motion, or with `reduced` its reduced-motion variant's: a table entrance plays
    /// the variant's animation; a scene plays a `retimed` variant with its timing, a `preset` one
    /// with that preset's parameters, and `instant` and `cross-fade` with the scene motion that
    /// holds the moving properties still.
    func motion(of version: Inputs.Version, inputs: Inputs, reduced: Bool = false) throws(PreviewError)
        -> VersionMotion
    {
        guard reduced else { return try motion(of: version, inputs: inputs, animation: version.parameters.animation) }
        let variant = version.parameters.reducedMotion
        let label = version.label + Self.reducedMotionSuffix
        var played: VersionMotion
        if Self.sceneTemplates.contains(version.template) {
            var parameters = version.parameters.values
            var sceneMotion = SceneMotion.full
            switch variant {
            case .retimed(let timing): parameters[.timing] = .timing(timing)
            case .preset(let name):
                guard let referenced = version.referenced, referenced.template.name == version.template else {
                    throw PreviewError("no \(version.template) preset named \(quoted(name))")
                }
                parameters = referenced.values
            case .instant, .crossFade: sceneMotion = SceneMotion(variant) ?? .full
            }
            let animation: TemplateAnimation
            do {
                animation = try TemplateAnimation(template: version.parameters.template, parameters: parameters)
            } catch {
                throw PreviewError("\(label): \(error.message)")
            }
            played = try motion(of: version, inputs: inputs, animation: animation, sceneMotion: sceneMotion)
            if let timing = variant.timing, sceneMotion != .full { played.timing = timing.description }
            if variant == .instant { played.timing = "instant" }
        } else {
            if case .preset(let name) = variant, version.referenced?.template.entrance == nil {
                throw PreviewError("no table entrance preset named \(quoted(name))")
            }
            let animation: TemplateAnimation
            do { animation = try version.parameters.reducedMotionAnimation(referenced: version.referenced) } catch {
                throw PreviewError("\(label): \(error.message)")
            }
            played = try motion(of: version, inputs: inputs, animation: animation)
            if variant == .instant { played.timing = "instant" }
        }
        return VersionMotion(
            label: label, animation: played.animation, end: played.end, screen: played.screen, script: played.script,
            timing: played.timing, variant: Self.variantText(version.parameters), build: played.build)
    }

    func motion(
        of version: Inputs.Version, inputs: Inputs, animation: TemplateAnimation, sceneMotion: SceneMotion = .full
    ) throws(PreviewError) -> VersionMotion {
        let stage = MotionDocument.Stage.phone
        switch version.template {
        case "card-expand":
            let cities = inputs.cities.map { (name: $0.name, description: $0.detail) }
            let scene: CardScene
            do {
                scene = try CardScene(
                    parameters: animation.parameters, cities: cities,
                    screen: scripts.screen.map { ($0.width, $0.height) },
                    selected: scripts.card, motion: sceneMotion)
            } catch {
                throw PreviewError("\(version.label): \(error.message)")
            }
            let motion = CardSceneMotion(scene: scene, script: scripts.gesture)
            let layout = scene.layout
            let screen = MotionDocument.Stage(width: layout.screenWidth, height: layout.screenHeight)
            return VersionMotion(
                label: version.label, animation: animation, end: motion.end, screen: screen == stage ? nil : screen,
                script: "gesture “\(scripts.gestureText)” on card \(scripts.card) of \(inputs.citiesDataset ?? "")"
            ) { until in
                let elements = motion.elements(until: until)
                return (elements, motion.chart(elements))
            }
        case "toolbar-swap":
            let configuration: BarsConfiguration
            do {
                configuration = try BarsConfiguration(
                    parameters: animation.parameters, homeIndicator: scripts.homeIndicator,
                    screenHeight: scripts.screen?.height, motion: sceneMotion)
            } catch {
                throw PreviewError("\(version.label): \(error.message)")
            }
            let motion = BarsSceneMotion(
                configuration: configuration, script: scripts.events,
                screenWidth: scripts.screen?.width ?? BarsSceneMotion.sampleScreenWidth)
            return VersionMotion(
                label: version.label, animation: animation, end: motion.end, screen: motion.screen,
                script: "events “\(scripts.eventsText)”\(scripts.homeIndicator ? " with a home indicator" : "")"
            ) { until in
                let elements = motion.elements(until: until)
                return (elements, motion.chart(elements))
            }
        default:
            let labels = inputs.labels.map { (name: $0.name, detail: $0.detail) }
            let motion: TableEntranceMotion
            do {
                motion = try TableEntranceMotion(
                    animation: animation, labels: labels, tableWidth: stage.width, tableHeight: stage.height)
            } catch {
                throw PreviewError("\(version.label): \(error.message)")
            }
            return VersionMotion(label: version.label, animation: animation, end: motion.end, screen: nil, script: nil)
            { until in
                (motion.elements(until: until), Self.curvePoints(motion.animation.curve))
            }
        }
    }

    /// The named dataset when it holds cities, else the first cities dataset. A named members
    /// dataset is an error unless a table entrance in the same preview uses it.
    func resolvedCitiesName(tableToo: Bool) throws(PreviewError) -> String {
        if let dataset {
            guard let summary = try read({ () throws(StoreError) in try store.dataset(named: dataset) }) else {
                throw PreviewError("no dataset named \(quoted(dataset)); see datasets")
            }
            if summary.kind == .cities { return summary.name }
            guard tableToo else {
                throw PreviewError(
                    "dataset \(quoted(dataset)) holds members; the cards show cities (import cities FILE)")
            }
        }
        guard
            let first = try read({ () throws(StoreError) in try store.datasets() }).first(where: { $0.kind == .cities })
        else {
            throw PreviewError("no cities dataset to show on the cards; import cities FILE first")
        }
        return first.name
    }
}
