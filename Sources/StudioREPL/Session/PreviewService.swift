import StudioStore

/// Starts live previews for `preview`. The web server lives in `StudioPreview` and is plugged in by
/// the program (so the command language does not link a web server, and tests can plug in the real
/// one too).
public protocol PreviewService: Sendable {
    /// Starts serving `references` (labels such as `bounce@draft`) over `dataset` (nil: the first
    /// dataset) on 127.0.0.1:`port` (0: any free port).
    /// - Returns: the running preview.
    /// - Throws: one line saying what is wrong.
    /// - Parameters:
    ///   - gesture: the card scene's gesture script text (nil: its default).
    ///   - events: the bars scene's events script text (nil: its default).
    func start(
        store: StudioStore, references: [String], dataset: String?, gesture: String?, events: String?,
        homeIndicator: Bool, port: Int
    ) throws(PreviewFailure) -> any RunningPreview
}

/// A preview that is serving.
public protocol RunningPreview: AnyObject, Sendable {
    /// `http://127.0.0.1:PORT/`.
    var address: String { get }
    /// Ends its streams and frees its port before returning.
    func stop()
}

/// Why a preview could not start, in one line.
public struct PreviewFailure: Error, Equatable, Sendable {
    public let message: String
    public init(_ message: String) { self.message = message }
}
