import AnimationCore
import Simulation
import StudioStore

/// How each version becomes motion: a table entrance, the card scene or the bars scene.
extension PreviewSource {
    /// Templates played as scenes rather than on the table.
    static let sceneTemplates: Set<String> = ["card-expand", "toolbar-swap"]

    /// One version's motion before the document's clock is known.
    struct VersionMotion {
        let label: String
        let animation: TemplateAnimation
        let end: Double
        let screen: MotionDocument.Stage?
        let script: String?
        let build: (Double) -> (elements: [MotionElement], curve: [[Double]])

        func version(until duration: Double) -> MotionDocument.Version {
            let built = build(duration)
            return MotionDocument.Version(
                label: label, template: animation.template.name, timing: animation.curve.expression.description,
                elements: built.elements, curve: built.curve, screen: screen, script: script)
        }
    }

    func motion(of version: Inputs.Version, inputs: Inputs) throws(PreviewError) -> VersionMotion {
        let animation = try Self.animation(version)
        let stage = MotionDocument.Stage.phone
        switch version.template {
        case "card-expand":
            let cities = inputs.cities.map { (name: $0.name, description: $0.detail) }
            let scene: CardScene
            do {
                scene = try CardScene(
                    parameters: animation.parameters, cities: cities,
                    screen: scripts.screen.map { ($0.width, $0.height) },
                    selected: scripts.card)
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
                    screenHeight: scripts.screen?.height)
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
