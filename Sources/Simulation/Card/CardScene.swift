public import AnimationCore

/// The CityGuide carousel with its tutorial cell, replayed under a gesture script.
///
/// Choices (for the README): pans are sampled at ``inputRate`` (120 Hz, a ProMotion touch rate)
/// with the finger moving linearly; only the selected card is animated, so gestures while another
/// card is centred are logged as ignored; the close button is hit-tested on its model alpha (UIKit
/// ignores views whose `alpha` is below 0.01, and hit-testing reads the model, not the screen);
/// a spring "keeps moving long after the finger lifted" when it runs more than
/// ``lingeringSpringSeconds`` after the lift.
public struct CardScene: Sendable {
    /// How often the pan handler's `changed` runs, per second.
    public static let inputRate = 120.0
    /// How long after a lift an animation may run before the scene notes it.
    public static let lingeringSpringSeconds = 1.0

    public let animation: TemplateAnimation
    public let layout: CarouselLayout
    public let cities: [(name: String, description: String)]
    public let selected: Int
    /// Full motion, or the reduced-motion variant that holds the card still (instant or cross-fade).
    public let motion: SceneMotion
    public let cardRadius: Double
    /// The animator the cell creates on its first toggle (built here so a bad timing is refused up front).
    let animatorPrototype: PropertyAnimator
    public let neighbourOffset: Double

    /// A scene for `card-expand` parameters, the cities (name and description), the screen size
    /// (nil: the preset's screen-width × screen-height) and the selected card.
    ///
    /// With `motion` `.instant`, a toggle sets the final state at once (no animator is made, a pan
    /// does not scrub); with `.crossFade`, the card's frame, corners and neighbours take their new
    /// values at once and the animator, made with the fade's duration and timing, fades the
    /// description and the close button (a pan scrubs the fade), as the UIKit export does.
    /// - Throws: ``AnimatorError`` for no cities, a card index outside them, or an unusable screen or timing.
    public init(
        parameters: ParameterSet, cities: [(name: String, description: String)],
        screen: (width: Double, height: Double)? = nil, selected: Int = 0, motion: SceneMotion = .full
    ) throws(AnimatorError) {
        guard let template = TemplateCatalog.template(named: "card-expand") else {
            throw AnimatorError("card-expand is missing")
        }
        do {
            animation = try TemplateAnimation(template: template, parameters: parameters)
        } catch {
            throw AnimatorError("card-expand timing: \(error.message)")
        }
        for parameter in template.parameters where parameter.kind != .timing {
            guard let value = animation.parameters.values[parameter.name]?.number else {
                throw AnimatorError("card-expand parameter \(parameter.name) must be a number")
            }
            do { try parameter.kind.validate(value, name: parameter.name) } catch { throw AnimatorError(error.message) }
        }
        guard !cities.isEmpty else { throw AnimatorError("the card scene needs at least one city") }
        guard selected >= 0, selected < cities.count else {
            throw AnimatorError("card \(selected) does not exist; expected 0 to \(cities.count - 1)")
        }
        let p = animation.parameters
        func number(_ key: ParameterKey) throws(AnimatorError) -> Double {
            do { return try p.require(key) } catch { throw AnimatorError("card-expand \(error.message)") }
        }
        let width: Double
        let height: Double
        if let screen {
            (width, height) = (screen.width, screen.height)
        } else {
            (width, height) = (try number(.screenWidth), try number(.screenHeight))
        }
        let cardWidth = try number(.cardWidth)
        let cardHeight = try number(.cardHeight)
        guard width.isFinite, height.isFinite, width >= 50, height >= 50, width <= 10_000, height <= 10_000 else {
            throw AnimatorError(
                "screen \(NumberFormat.shortest(width))×\(NumberFormat.shortest(height)) is not allowed; expected 50 to 10000 pt each way"
            )
        }
        guard cardWidth > 0, cardHeight > 0, cardWidth <= width, cardHeight < height else {
            throw AnimatorError(
                "screen \(NumberFormat.shortest(width))×\(NumberFormat.shortest(height)) is not allowed; "
                    + "the \(NumberFormat.shortest(cardWidth))×\(NumberFormat.shortest(cardHeight)) card must fit")
        }
        layout = CarouselLayout(
            cardWidth: cardWidth, cardHeight: cardHeight, screenWidth: width, screenHeight: height, count: cities.count)
        self.cities = cities
        self.selected = selected
        if case .crossFade(let duration, let timing) = motion {
            animatorPrototype = try PropertyAnimator(duration: duration, timing: timing)
        } else {
            animatorPrototype = try PropertyAnimator(duration: try number(.duration), timing: p.timing)
        }
        self.motion = motion
        cardRadius = try number(.cornerRadius)
        neighbourOffset = try number(.neighbourOffset)
    }

    /// `popupOffset`: (screen height − card height) / 2, the drag that takes the card all the way.
    public var popupOffset: Double { (layout.screenHeight - layout.cardHeight) / 2 }

    /// The state before any gesture: the selected card centred and collapsed.
    func initialState() -> CardSceneState {
        let frame = layout.frame(of: selected)
        var base = CardValues.zero
        base[.frameX] = frame.x
        base[.frameY] = frame.y
        base[.frameWidth] = frame.width
        base[.frameHeight] = frame.height
        base[.cornerRadius] = cardRadius
        let offset = layout.offset(centring: selected)
        return CardSceneState(
            base: base, scroll: .init(start: 0, from: offset, to: offset, duration: 0, snapping: false))
    }

    /// Replays `script` and records everything (see ``CardSceneResult``).
    public func run(_ script: GestureScript) -> CardSceneResult {
        var runner = CardSceneRunner(scene: self, state: initialState())
        runner.play(script)
        return runner.result()
    }
}
