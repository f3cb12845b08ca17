import AnimationCore
import Simulation
import StudioStore

/// What `scene`, `play` and `compare` need to replay the card or the bars: the preset, the script
/// (typed or saved by name), the cities and the screen.
enum SceneInputs {
    /// The default scripts: a tap that expands the card and one that collapses it; Edit then Done.
    static let gestureFlag = DefaultedFlag.text(
        "--gesture", "SCRIPT|NAME",
        "tap [at T], pan DY over S [release VY], swipe DX over S, close, wait S; or a saved gesture's name",
        default: "tap, wait 0.6, close")
    static let eventsFlag = DefaultedFlag.text(
        "--events", "SCRIPT|NAME", "edit [at T], done [at T], wait S; or saved events' name",
        default: "edit at 0, done at 1")
    static let screenFlag = ValueFlag(
        "--screen", .text, "WxH", "the screen in points",
        default: FlagDefault(shown: "390x844 for the card, the preset's for the bars"))
    static let cardFlag = DefaultedFlag.integer(
        "--card", 0...10_000, "N", "the card the gestures act on", default: 0, note: "the first")
    static let homeIndicatorFlag = Switch(
        "--home-indicator", "a phone with a home indicator: the bars are 83 pt, not 49")
    static let datasetFlag = ValueFlag<DatasetName>.named(
        "--dataset", .dataset, "NAME", "the cities the cards show", default: .described("the first cities dataset"))

    /// The text of `--gesture`/`--events`: a saved script of that name, else the value as a script
    /// (with where it was typed, for carets), else the flag's default.
    static func scriptText(
        _ flag: DefaultedFlag<String>, kind: ScriptKind, _ arguments: ParsedArguments, session: Session
    ) throws(CommandError) -> (text: String, value: ArgumentValue?) {
        guard let value = arguments.given(flag) else { return (arguments[flag], nil) }
        let store = try session.requireStore()
        if let saved = try session.attempt({ try store.script(kind: kind, named: value.text) }) {
            return (saved.text, nil)
        }
        return (value.text, value)
    }

    static func gesture(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> GestureScript {
        let (text, value) = try scriptText(gestureFlag, kind: .gesture, arguments, session: session)
        do { return try GestureScript(parsing: text) } catch {
            throw CommandError.script(error.message, span: error.span, in: value)
        }
    }

    static func events(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> BarsEventScript {
        let (text, value) = try scriptText(eventsFlag, kind: .events, arguments, session: session)
        do { return try BarsEventScript(parsing: text) } catch {
            throw CommandError.script(error.message, span: error.span, in: value)
        }
    }

    /// `--screen 390x844` in points.
    static func screen(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> (
        width: Double, height: Double
    )? {
        guard let value = arguments[screenFlag] else { return nil }
        let parts = value.text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = TypedNumber.value(parts[0]), let height = TypedNumber.value(parts[1]),
            (100...5000).contains(width), (100...5000).contains(height)
        else {
            throw session.located(
                "--screen must be WIDTHxHEIGHT in points, each between 100 and 5000, such as 390x844; got “\(value.text)”",
                value.token)
        }
        return (width, height)
    }

    /// The cities a card scene shows: the named dataset or the first cities dataset.
    static func cities(_ value: DatasetName?, _ session: Session) throws(CommandError) -> (
        name: String, cities: [(name: String, description: String)]
    ) {
        let store = try session.requireStore()
        let summary: DatasetSummary
        if let value {
            summary = try DatasetsCommand.existingDataset(value, session)
        } else {
            guard let first = try session.attempt({ try store.datasets() }).first(where: { $0.kind == .cities }) else {
                throw CommandError("no cities dataset to show on the cards; import cities FILE first")
            }
            summary = first
        }
        guard case .cities(let rows) = try session.attempt({ try store.rows(dataset: summary.name) }) else {
            throw session.located(
                "dataset “\(summary.name)” holds members; the cards show cities (import cities FILE)", value?.token)
        }
        return (summary.name, rows.map { ($0.name, $0.description) })
    }

    /// The preset or template a scene replays, which must be of `template`.
    static func preset(
        _ value: ArgumentValue?, template: String, _ session: Session
    ) throws(CommandError) -> (label: String, parameters: ParameterSet) {
        guard case .animation(let label, let animation, _) = try session.curveSource(value) else {
            throw session.located(
                "“\(value?.text ?? "")” is a timing; scene needs a \(template) preset or the template", value?.token)
        }
        guard animation.template.name == template else {
            throw session.located(
                "\(label) is a \(animation.template.name) animation; this scene replays \(template) and presets made from it",
                value?.token)
        }
        return (label, animation.parameters)
    }

    /// The scene's preset, or with `--reduce-motion` what its reduced-motion variant plays: a
    /// `retimed` variant is the same preset with the variant's timing, a `preset` variant that
    /// preset, both in full motion; an `instant` or `cross-fade` variant is the preset played with
    /// that scene motion (the moving properties held, see ``SceneMotion``).
    static func scenePreset(
        _ value: ArgumentValue?, template: String, _ arguments: ParsedArguments, _ session: Session
    ) throws(CommandError) -> (label: String, parameters: ParameterSet, motion: SceneMotion) {
        let (label, parameters) = try preset(value, template: template, session)
        guard arguments[Flags.reduceMotion] else { return (label, parameters, .full) }
        guard case .animation(_, let animation, let resolved) = try session.curveSource(value) else {
            return (label, parameters, .full)
        }
        let preset: PresetParameters
        if let resolved {
            preset = resolved.parameters
        } else {
            do { preset = try PresetParameters.defaults(of: animation.template) } catch {
                throw CommandError.timing(error)
            }
        }
        let reduced = label + " (reduce motion)"
        switch preset.reducedMotion {
        case .retimed(let timing):
            var retimed = parameters
            retimed[.timing] = .timing(timing)
            return (reduced, retimed, .full)
        case .preset(let name):
            let other = try session.reducedMotionPreset(name, for: preset.template, at: value?.token)
            return (reduced + " = " + other.label, other.parameters.values, .full)
        case .instant:
            return (reduced, parameters, .instant)
        case .crossFade(let duration, let timing):
            return (reduced, parameters, .crossFade(duration: duration, timing: timing))
        }
    }

    /// Runs the card scene for one preset.
    static func cardResult(
        _ value: ArgumentValue?, cities: [(name: String, description: String)], _ arguments: ParsedArguments,
        _ session: Session
    ) throws(CommandError) -> (label: String, result: CardSceneResult) {
        let (label, parameters, motion) = try scenePreset(value, template: "card-expand", arguments, session)
        let script = try gesture(arguments, session)
        let selected = arguments[cardFlag]
        guard selected < cities.count else {
            throw session.located(
                "--card \(selected) does not exist; the dataset has \(Plural.count(cities.count, "card")) (0 to \(cities.count - 1))",
                arguments.given(cardFlag)?.token)
        }
        do {
            let scene = try CardScene(
                parameters: parameters, cities: cities, screen: try screen(arguments, session) ?? (390, 844),
                selected: selected, motion: motion)
            return (label, scene.run(script))
        } catch let error as CommandError {
            throw error
        } catch {
            throw CommandError(wrapping: error)
        }
    }

    /// Runs the bars scene for one preset.
    static func barsReport(
        _ value: ArgumentValue?, _ arguments: ParsedArguments, _ session: Session
    ) throws(CommandError) -> BarsSceneReport {
        let (label, parameters, motion) = try scenePreset(value, template: "toolbar-swap", arguments, session)
        let script = try events(arguments, session)
        let height = try screen(arguments, session)?.height
        do {
            let configuration = try BarsConfiguration(
                parameters: parameters, homeIndicator: arguments[homeIndicatorFlag], screenHeight: height,
                motion: motion)
            return BarsSceneReport(label: label, result: BarsScene(configuration).run(script))
        } catch {
            throw CommandError.timing(error)
        }
    }
}
