public import StudioEditing
public import StudioStore

/// Starts live previews for `preview`. The web server lives in `StudioPreview` and is plugged in by
/// the program (so the command language does not link a web server, and tests can plug in the real
/// one too).
public protocol PreviewService: Sendable {
    /// Starts serving what `request` asks for.
    /// - Returns: the running preview.
    /// - Throws: one line saying what is wrong.
    func start(store: StudioStore, request: PreviewRequest) throws(PreviewFailure) -> any RunningPreview
}

/// What `preview` asks the server for.
public struct PreviewRequest: Sendable {
    /// What to show, as typed (`bounce` follows the preset's commits; `bounce@draft` its draft).
    public var references: [PresetReference]
    /// The table's (or the cards') dataset; nil: the first one.
    public var dataset: String?
    /// The card scene's gesture script text, and the bars scene's events (nil: their defaults).
    public var gesture: String?, events: String?
    /// The bars' phone has a home indicator (bars 83 pt tall, not 49).
    public var homeIndicator: Bool
    /// The card the gesture acts on.
    public var card: Int
    /// The screen in points (nil: the presets' own).
    public var screen: (width: Double, height: Double)?
    /// The port on 127.0.0.1 (0: any free port).
    public var port: Int
    /// With `--edit`: what writes the previewed drafts (nil: the page is read-only and the server
    /// has no endpoint that writes).
    public var editor: DraftEdits? = nil
    /// Says a change the page made where this studio shows it (`browser: bounce damping 0.4 → 0.62`).
    public var announce: @Sendable (Announcement) -> Void = { _ in }
}

/// A preview that is serving.
public protocol RunningPreview: AnyObject, Sendable {
    /// `http://127.0.0.1:PORT/`, or with `--edit` the address with the page's key
    /// (`http://127.0.0.1:PORT/?key=…`).
    var address: String { get }
    /// Ends its streams and frees its port before returning.
    func stop()
}

/// Why a preview could not start, in one line.
public struct PreviewFailure: Error, Equatable, Sendable {
    public let message: String
    public init(_ message: String) { self.message = message }
}
