import AnimationCore

/// Something the user sees go wrong in a bars scene, with the times; or when it came to rest.
public enum BarsNote: Equatable, Sendable {
    /// `isHidden` is true while the state is normal: the tab bar is gone although it should show.
    case hiddenWhileNormal(from: Double, to: Double?)
    /// A completion hid the tab bar while it still showed at `alpha`: it vanished instead of fading.
    case vanished(at: Double, alpha: Double)
    /// A completion un-hid the tab bar in the edit state (a stale Done completion).
    case shownInEditMode(from: Double, to: Double?, alpha: Double)
    /// The tool bar turned back before reaching `target`: it got to `reached` at `at`.
    case toolBarStoppedShort(at: Double, reached: Double, target: Double, barHeight: Double, rising: Bool)
    /// The tool bar rose past its resting place by `by` points at `at`: a gap shows below it.
    case toolBarOvershot(at: Double, by: Double)
    /// Everything is still from `at` on.
    case rest(at: Double, controls: BarsControls, toolBarY: Double)

    public var description: String {
        switch self {
        case .hiddenWhileNormal(let from, let to):
            return "the tab bar is hidden while the state is normal from \(Self.seconds(from)) "
                + (to.map { "to \(Self.seconds($0))" } ?? "on (it never comes back)")
                + ": a fade-out completion hid it after Done"
        case .vanished(let at, let alpha):
            return
                "at \(Self.seconds(at)) a completion hid the tab bar at alpha \(NumberFormat.fixed(alpha, 3)): it vanished instead of fading"
        case .shownInEditMode(let from, let to, let alpha):
            return
                "a stale completion showed the tab bar in the edit state at alpha \(NumberFormat.fixed(alpha, 3)) from \(Self.seconds(from)) "
                + (to.map { "to \(Self.seconds($0))" } ?? "on")
        case .toolBarStoppedShort(let at, let reached, let target, _, let rising):
            return
                "the tool bar turned back \(NumberFormat.fixed(abs(reached - target), 1)) pt short of y \(NumberFormat.shortest(target)) "
                + "(\(rising ? "raised" : "off screen")): it got to y \(NumberFormat.fixed(reached, 1)) at \(Self.seconds(at))"
        case .toolBarOvershot(let at, let by):
            return
                "the tool bar overshot its place by \(NumberFormat.fixed(by, 1)) pt at \(Self.seconds(at)): a gap shows below it"
        case .rest(let at, let controls, let y):
            return
                "at rest from \(Self.seconds(at)): state \(controls.mode.rawValue), tab bar \(controls.tabBarHidden ? "hidden" : "shown"), "
                + "tool bar at y \(NumberFormat.shortest(y)), button \(controls.buttonTitle), + \(controls.plusEnabled ? "enabled" : "disabled")"
        }
    }

    static func seconds(_ value: Double) -> String { NumberFormat.fixed(value, 3) + "s" }
}
