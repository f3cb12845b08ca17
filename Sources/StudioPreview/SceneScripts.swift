public import Simulation

/// What the preview's scenes replay: the gesture script for `card-expand` presets and the card it
/// acts on, the events for `toolbar-swap` presets, whether the bars' phone has a home indicator, and
/// the screen (as `scene card`/`scene bars` take them). Every card version runs the same gesture and
/// every bars version the same events, so versions side by side differ only by their presets.
public struct SceneScripts: Equatable, Sendable {
    /// A tap that expands the card, a wait, and a tap that collapses it (as `scene card` defaults).
    public static let defaultGesture = "tap, wait 0.6, close"
    /// Edit, then Done a second later (as `scene bars` defaults).
    public static let defaultEvents = "edit at 0, done at 1"

    public let gestureText: String
    public let gesture: GestureScript
    public let eventsText: String
    public let events: BarsEventScript
    public let homeIndicator: Bool
    /// The card the gesture acts on (0, the first, by default).
    public let card: Int
    /// The screen in points; nil: the card preset's own, and the bars' phone.
    public let screen: MotionDocument.Stage?

    /// Parses both scripts; nil means the default. Saved scripts are looked up by the caller (the
    /// command language), which passes their text.
    /// - Throws: ``PreviewError`` with the script's own message, prefixed by which script it is.
    public init(
        gesture: String? = nil, events: String? = nil, homeIndicator: Bool = false, card: Int = 0,
        screen: MotionDocument.Stage? = nil
    ) throws(PreviewError) {
        guard card >= 0 else { throw PreviewError("--card must be 0 or more, got \(card)") }
        gestureText = gesture ?? Self.defaultGesture
        eventsText = events ?? Self.defaultEvents
        do { self.gesture = try GestureScript(parsing: gestureText) } catch {
            throw PreviewError("--gesture: \(error.message)")
        }
        do { self.events = try BarsEventScript(parsing: eventsText) } catch {
            throw PreviewError("--events: \(error.message)")
        }
        self.homeIndicator = homeIndicator
        self.card = card
        self.screen = screen
    }

    /// The defaults: `tap, wait 0.6, close` and `edit at 0, done at 1`, no home indicator (built
    /// from their steps; a test checks they equal the parsed default texts).
    public static let defaults = SceneScripts(
        gestureText: defaultGesture, gesture: GestureScript(steps: [.tap(at: nil), .wait(0.6), .close]),
        eventsText: defaultEvents, events: BarsEventScript(events: [BarsEvent(.edit, at: 0), BarsEvent(.done, at: 1)]),
        homeIndicator: false)

    private init(
        gestureText: String, gesture: GestureScript, eventsText: String, events: BarsEventScript, homeIndicator: Bool
    ) {
        self.gestureText = gestureText
        self.gesture = gesture
        self.eventsText = eventsText
        self.events = events
        self.homeIndicator = homeIndicator
        card = 0
        screen = nil
    }
}
