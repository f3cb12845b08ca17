/// The seven built-in templates of DESIGN.md with their published defaults.
public enum TemplateCatalog {
    /// All templates in display order.
    public static let all: [Template] = [
        fade, moveUpBounce, moveUpFade, slideIn, tipIn, cardExpand, toolbarSwap
    ]

    /// A row's height: it must be positive for a table to lay out (`set`, `--row-height` and stored
    /// values all pass this).
    public static let rowHeightRule = NumberRule(.closed(1, 10_000), unit: "pt")
    /// A table's width.
    public static let tableWidthRule = NumberRule(.closed(1, 100_000), unit: "pt")

    /// The templates that are table-cell entrances (what a table can simulate and play).
    public static var cellEntrances: [Template] { all.filter { $0.entrance != nil } }

    /// The template called `name`.
    public static func template(named name: String) -> Template? {
        all.first { $0.name == name }
    }

    static let fade = Template(
        name: "fade", summary: "alpha 0 → 1",
        api: "cell.alpha = 0; UIView.animate(withDuration:delay:options:animations:) { cell.alpha = 1 }",
        parameters: Template.common(duration: 0.5, delayFactor: 0.05, timing: .named(.easeInOut)),
        entrance: Template.listEntrance,
        makeTracks: { _ in [PropertyTrack.opacity("opacity", from: 0, to: 1)] },
        defaultReducedMotion: .crossFade(duration: 0.2, timing: .named(.easeInOut)),
        crossFadeAppearing: [])

    static let moveUpBounce = Template(
        name: "move-up-bounce", summary: "translation y: row height → 0",
        api: "cell.transform = CGAffineTransform(translationX: 0, y: rowHeight); "
            + "UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:)",
        parameters: Template.common(
            duration: 1.0, delayFactor: 0.05, timing: .uikitSpring(dampingRatio: 0.4, velocity: 0.1))
            + [
                Template.parameter(
                    .rowHeight, .points, 44, "the cell's height: the distance it moves up", rule: rowHeightRule)
            ],
        entrance: Template.listEntrance,
        makeTracks: { (p) throws(TimingError) in
            [PropertyTrack("translation.y", from: try p.require(.rowHeight), to: 0)]
        },
        defaultReducedMotion: .crossFade(duration: 0.2, timing: .named(.easeInOut)),
        crossFadeAppearing: ["opacity"])

    static let moveUpFade = Template(
        name: "move-up-fade", summary: "translation y: row height / 2 → 0, alpha 0 → 1",
        api: "cell.transform = CGAffineTransform(translationX: 0, y: rowHeight / 2); cell.alpha = 0; UIView.animate(…)",
        parameters: Template.common(duration: 0.5, delayFactor: 0.05, timing: .named(.easeInOut))
            + [
                Template.parameter(
                    .rowHeight, .points, 44, "the cell's height; the cell starts half of it lower",
                    rule: rowHeightRule)
            ],
        entrance: Template.listEntrance,
        makeTracks: { (p) throws(TimingError) in
            [
                PropertyTrack("translation.y", from: try p.require(.rowHeight) / 2, to: 0),
                PropertyTrack.opacity("opacity", from: 0, to: 1)
            ]
        },
        defaultReducedMotion: .crossFade(duration: 0.2, timing: .named(.easeInOut)),
        crossFadeAppearing: [])

    static let slideIn = Template(
        name: "slide-in", summary: "translation x: table width → 0",
        api: "cell.transform = CGAffineTransform(translationX: tableView.bounds.width, y: 0); UIView.animate(…)",
        parameters: Template.common(duration: 0.5, delayFactor: 0.05, timing: .named(.easeInOut))
            + [
                Template.parameter(
                    .tableWidth, .points, 375, "the table's width: where the cell starts", rule: tableWidthRule)
            ],
        entrance: Template.listEntrance,
        makeTracks: { (p) throws(TimingError) in
            [PropertyTrack("translation.x", from: try p.require(.tableWidth), to: 0)]
        },
        defaultReducedMotion: .crossFade(duration: 0.2, timing: .named(.easeInOut)),
        crossFadeAppearing: ["opacity"])

    static let tipIn = Template(
        name: "tip-in", summary: "contentView: rotate −15° about z then translate (−20, −20); opacity 0.8 → 1",
        api: "CATransform3DTranslate(CATransform3DRotate(CATransform3DIdentity, angle, 0, 0, 1), x, y, 0) → identity; "
            + "UIView.animate(withDuration: 0.4), once per index path",
        parameters: Template.common(duration: 0.4, delayFactor: 0, timing: .named(.easeInOut)) + [
            Template.parameter(.angle, .degrees, -15, "rotation about z applied first"),
            Template.parameter(.offsetX, .points, -20, "x translation, in the rotated layer's space"),
            Template.parameter(.offsetY, .points, -20, "y translation, in the rotated layer's space"),
            Template.parameter(.opacityFrom, .opacity, 0.8, "starting opacity")
        ],
        entrance: CellEntrance(rowHeight: 280, policy: .oncePerRow, stagger: .none),
        makeTracks: { (p) throws(TimingError) in
            let start = Transform3D.identity
                .rotated(by: Template.radians(try p.require(.angle)), x: 0, y: 0, z: 1)
                .translated(x: try p.require(.offsetX), y: try p.require(.offsetY))
            // A rotation then a translation is never singular; a transform that were would animate
            // nothing, as on the device.
            return [
                PropertyTrack(
                    "transform", from: start, to: .identity, components: [.translationX, .translationY, .rotation]),
                PropertyTrack.opacity("opacity", from: try p.require(.opacityFrom), to: 1)
            ].compactMap { $0 }
        },
        defaultReducedMotion: .crossFade(duration: 0.2, timing: .named(.easeInOut)),
        crossFadeAppearing: [])

    /// The CityGuide tutorial's card (`EugeneTrapeznikov/UIViewPropertyAnimator-Demo`): a 250×350
    /// card centred in a full-screen carousel expands to the collection view's visible bounds.
    /// Frames are in the collection view's visible coordinates, so the expanded frame
    /// `(contentOffset.x, 0, width, height)` is (0, 0, screen-width, screen-height); the neighbours'
    /// tracks are offsets of their `center.x`.
    static let cardExpand = Template(
        name: "card-expand",
        summary:
            "centred card → full screen, corner radius → 0, description and close alpha → 1, neighbours ∓50 pt in x",
        api: "UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut), created lazily and reused; expand: "
            + "frame = (contentOffset.x, 0, collectionView width, height), layer.cornerRadius = 0, "
            + "descriptionLabel.alpha = 1, closeButton.alpha = 1, leftCell.center.x -= 50, rightCell.center.x += 50; "
            + "fractionComplete scrubbed by a pan",
        parameters: Template.common(duration: 0.3, delayFactor: 0, timing: .named(.easeInOut)) + [
            Template.parameter(.cardWidth, .points, 250, "the collapsed card's width"),
            Template.parameter(.cardHeight, .points, 350, "the collapsed card's height"),
            Template.parameter(.cornerRadius, .points, 6, "the collapsed card's corner radius"),
            Template.parameter(.screenWidth, .points, 390, "the collection view's width: the expanded width"),
            Template.parameter(.screenHeight, .points, 844, "the collection view's height: the expanded height"),
            Template.parameter(.neighbourOffset, .points, 50, "how far the left and right cards move away in x")
        ],
        entrance: nil,
        makeTracks: { (p) throws(TimingError) in
            let width = try p.require(.cardWidth)
            let height = try p.require(.cardHeight)
            let screenWidth = try p.require(.screenWidth)
            let screenHeight = try p.require(.screenHeight)
            let offset = try p.require(.neighbourOffset)
            return [
                PropertyTrack("frame.x", from: (screenWidth - width) / 2, to: 0),
                PropertyTrack("frame.y", from: (screenHeight - height) / 2, to: 0),
                PropertyTrack("frame.width", from: width, to: screenWidth),
                PropertyTrack("frame.height", from: height, to: screenHeight),
                PropertyTrack("corner-radius", from: try p.require(.cornerRadius), to: 0),
                PropertyTrack.opacity("description.opacity", from: 0, to: 1),
                PropertyTrack.opacity("close.opacity", from: 0, to: 1),
                PropertyTrack("left-neighbour.center-x", from: 0, to: -offset),
                PropertyTrack("right-neighbour.center-x", from: 0, to: offset)
            ]
        },
        defaultReducedMotion: .retimed(timing: .named(.easeInOut)),
        crossFadeAppearing: [])

    static let toolbarSwap = Template(
        name: "toolbar-swap", summary: "tab bar alpha 1 → 0, tool bar y: screen height → screen height − bar height",
        api: "UIView.animate(withDuration: 0.2) { tabBar.alpha = 0; toolbar.frame.origin.y -= barHeight }",
        parameters: Template.common(duration: 0.2, delayFactor: 0, timing: .named(.easeInOut)) + [
            Template.parameter(.screenHeight, .points, 812, "the screen's height"),
            Template.parameter(.barHeight, .points, 49, "the tool bar's height"),
            Template.parameter(
                .completionGuard, .toggle, 0,
                "1: the fade's completion hides the tab bar only if its animation is still the latest on the tab bar",
                defaultsWhenMissing: true)
        ],
        entrance: nil,
        makeTracks: { (p) throws(TimingError) in
            let screenHeight = try p.require(.screenHeight)
            let barHeight = try p.require(.barHeight)
            return [
                PropertyTrack.opacity("tab-bar.opacity", from: 1, to: 0),
                PropertyTrack("tool-bar.y", from: screenHeight, to: screenHeight - barHeight)
            ]
        },
        defaultReducedMotion: .crossFade(duration: 0.2, timing: .named(.easeInOut)),
        crossFadeAppearing: ["tool-bar.opacity"])
}

/// The keys of the catalog's own parameters, each declared once here; a template's declaration
/// above gives each its kind, default, rule and meaning.
extension ParameterKey {
    public static let rowHeight = ParameterKey(declaring: "row-height")
    public static let tableWidth = ParameterKey(declaring: "table-width")
    public static let angle = ParameterKey(declaring: "angle")
    public static let offsetX = ParameterKey(declaring: "offset-x")
    public static let offsetY = ParameterKey(declaring: "offset-y")
    public static let opacityFrom = ParameterKey(declaring: "opacity-from")
    public static let cardWidth = ParameterKey(declaring: "card-width")
    public static let cardHeight = ParameterKey(declaring: "card-height")
    public static let cornerRadius = ParameterKey(declaring: "corner-radius")
    public static let screenWidth = ParameterKey(declaring: "screen-width")
    public static let screenHeight = ParameterKey(declaring: "screen-height")
    public static let neighbourOffset = ParameterKey(declaring: "neighbour-offset")
    public static let barHeight = ParameterKey(declaring: "bar-height")
    public static let completionGuard = ParameterKey(declaring: "completion-guard")
}

extension TemplateCatalog {
    /// Whether a preset called `name` would shadow a template or a timing, so that `sample NAME`
    /// and `new X from NAME` could no longer reach it: `new`, `rename`, `copy` and `import` refuse it.
    public static func isReservedPresetName(_ name: String) -> Bool {
        template(named: name) != nil || TimingExpression.names.contains(name)
    }
}
