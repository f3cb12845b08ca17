/// `scene KIND`: which of the tutorials' interactive systems replays.
enum SceneKind: String, CaseIterable, ArgumentChoice {
    /// The card animator under a scripted gesture.
    case card
    /// The edit-mode bars under scripted taps.
    case bars
}
