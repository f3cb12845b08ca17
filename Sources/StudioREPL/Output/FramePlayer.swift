/// Shows a sequence of frames in real time; the session asks for frames by time and never
/// touches the terminal itself.
public protocol FramePlayer: AnyObject {
    /// Shows `frame(t, area)` at `framesPerSecond` from t = 0 until `duration`; `area` is the
    /// terminal's size when the frame is drawn (it changes when the window is resized).
    /// - Returns: when it stopped, and whether Ctrl-C stopped it before the end.
    func play(duration: Double, framesPerSecond: Int, frame: (Double, PlaybackArea) -> String) -> (
        stoppedAt: Double, interrupted: Bool
    )

    /// What stops it, as a frame's header says it (`Ctrl-C stops`, or in the tuner `any key stops`).
    var stopHint: String { get }
}
