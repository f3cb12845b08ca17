/// `UIViewAnimatingState`: inactive (no animations under way), active (running or paused), or
/// stopped (stopped without finishing, waiting for `finishAnimation(at:)`).
public enum AnimatorState: String, Equatable, Sendable {
    case inactive
    case active
    case stopped
}
