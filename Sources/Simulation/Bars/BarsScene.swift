import AnimationCore

/// Replays the WhatsApp-style edit-mode handlers (`snowzurfer/whatsapp-bars`) under a script of taps.
///
/// Edit, only in the normal state: state → edit; `fade(tabBar, toAlpha: 0, withDuration: D, andHide: true)`;
/// then one `UIView.animate(withDuration: D)` whose block sets the bar button to Done, disables the +
/// button, clears its tint and moves the tool bar to screen height − bar height. Done, only in the
/// edit state, does the reverse with alpha 1, `andHide: false`, the Edit button, the + button
/// enabled with its tint back, and the tool bar at the screen height.
///
/// `fade` is one `UIView.animate(withDuration:animations:completion:)`: the block sets
/// `isHidden = false` first when not hiding, then the alpha; the completion sets
/// `isHidden = andHide` whatever `finished` is. Animations are additive (``AdditiveProperty``) and
/// each completion runs at its own animation's end with `finished` true: UIKit reports false only
/// when an animation is removed, and an additive one never removes the one before it.
///
/// Order at equal times (Apple does not document it; chosen so the script reads as written): a
/// completion due at or before a tap runs before the tap; completions due together run in the
/// order their animations were added; taps at one time run in script order.
///
/// With Reduce Motion (``BarsConfiguration/motion``), as the UIKit export plays it: `instant` sets
/// every property at once (zero-length animations whose completions run at the tap's time); a
/// cross-fade sets the tool bar in place and dissolves it (Edit: alpha 0 at once, then 0 → 1 with
/// the tab bar's 1 → 0; Done: 1 → 0 with the tab bar's 0 → 1, and the completion parks it below
/// the screen, opaque again), both on the fade's curve.
public struct BarsScene: Sendable {
    public let configuration: BarsConfiguration

    public init(_ configuration: BarsConfiguration) {
        self.configuration = configuration
    }

    public func run(_ script: BarsEventScript) -> BarsSceneResult {
        var state = Replay(configuration)
        for event in script.events {
            state.runCompletions(upTo: event.time)
            state.tap(event)
        }
        state.runCompletions(upTo: .infinity)
        return BarsSceneResult(
            configuration: configuration, script: script, log: state.log, tabBarAlpha: state.tabBarAlpha,
            toolBarY: state.toolBarY, toolBarAlpha: state.toolBarAlpha, controls: state.controls)
    }

    /// The replay in progress: properties, controls over time, the log, pending completions.
    private struct Replay {
        let configuration: BarsConfiguration
        var tabBarAlpha = AdditiveProperty(initial: 1)
        var toolBarY: AdditiveProperty
        var toolBarAlpha = AdditiveProperty(initial: 1)
        var current = BarsControls()
        var controls: [BarsControlsChange] = []
        var log: [BarsLogEntry] = []
        /// Animations still running, with what their completion sets (nil: no completion block).
        var pending: [(animation: AdditiveAnimation, property: BarsProperty, completion: BarsChange?)] = []
        var nextID = 1

        init(_ configuration: BarsConfiguration) {
            self.configuration = configuration
            toolBarY = AdditiveProperty(initial: configuration.toolBarY(.normal))
            controls = [BarsControlsChange(time: 0, controls: current)]
        }

        mutating func tap(_ event: BarsEvent) {
            let needed: BarsMode = event.tap == .edit ? .normal : .edit
            guard current.mode == needed else {
                log.append(.ignored(time: event.time, tap: event.tap, mode: current.mode))
                return
            }
            let mode: BarsMode = event.tap == .edit ? .edit : .normal
            let t = event.time
            log.append(.handled(time: t, tap: event.tap, from: current.mode, to: mode))
            current.mode = mode
            // fade(tabBar, toAlpha:, withDuration:, andHide:)
            let hide = mode == .edit
            if !hide { set(.tabBarHidden(false), at: t) }
            let fade = tabBarAlpha.animate(to: hide ? 0 : 1, at: t, curve: configuration.alphaCurve, id: take())
            log.append(.added(time: t, property: .tabBarAlpha, animation: fade))
            pending.append((fade, .tabBarAlpha, .tabBarHidden(hide)))
            // The second UIView.animate: the bar button, the + button, the tool bar.
            set(.barButton(mode == .edit ? "Done" : "Edit"), at: t)
            set(.plusEnabled(mode == .normal), at: t)
            set(.plusTintCleared(mode == .edit), at: t)
            if case .crossFade = configuration.motion {
                dissolveToolBar(showing: mode == .edit, at: t)
            } else {
                let slide = toolBarY.animate(
                    to: configuration.toolBarY(mode), at: t, curve: configuration.slideCurve, id: take())
                log.append(.added(time: t, property: .toolBarY, animation: slide))
                pending.append((slide, .toolBarY, nil))
            }
            record(at: t)
        }

        /// A cross-fade's tool bar: shown in place, transparent, then faded in; or faded out, and
        /// parked below the screen by the fade's completion.
        mutating func dissolveToolBar(showing: Bool, at t: Double) {
            if showing {
                jump(.toolBarAlpha, to: 0, at: t)
                jump(.toolBarY, to: configuration.toolBarY(.edit), at: t)
            }
            let fade = toolBarAlpha.animate(to: showing ? 1 : 0, at: t, curve: configuration.alphaCurve, id: take())
            log.append(.added(time: t, property: .toolBarAlpha, animation: fade))
            pending.append((fade, .toolBarAlpha, showing ? nil : .toolBarParked))
        }

        /// An animatable property set outside any animation block: it changes at once.
        mutating func jump(_ property: BarsProperty, to value: Double, at t: Double) {
            let animation: AdditiveAnimation
            switch property {
            case .tabBarAlpha: animation = tabBarAlpha.animate(to: value, at: t, curve: .instant, id: take())
            case .toolBarY: animation = toolBarY.animate(to: value, at: t, curve: .instant, id: take())
            case .toolBarAlpha: animation = toolBarAlpha.animate(to: value, at: t, curve: .instant, id: take())
            }
            log.append(.added(time: t, property: property, animation: animation))
        }

        mutating func runCompletions(upTo time: Double) {
            let due = pending.enumerated().filter { $0.element.animation.end <= time }
                .sorted {
                    ($0.element.animation.end, $0.element.animation.id) < (
                        $1.element.animation.end, $1.element.animation.id
                    )
                }
            pending.removeAll { $0.animation.end <= time }
            for (_, item) in due {
                let end = item.animation.end
                guard let change = item.completion else {
                    // A zero-length slide (Reduce Motion, instant) set the bar: nothing ends.
                    if item.animation.curve.duration > 0 {
                        log.append(
                            .ended(
                                time: end, property: item.property, animation: item.animation.id, finished: true,
                                effect: nil, hasCompletion: false))
                    }
                    continue
                }
                let latest = item.property == .toolBarAlpha ? toolBarAlpha.latest(at: end) : tabBarAlpha.latest(at: end)
                let stale = configuration.completionGuard && latest?.id != item.animation.id
                if stale {
                    log.append(
                        .ended(
                            time: end, property: item.property, animation: item.animation.id, finished: true,
                            effect: nil, hasCompletion: true))
                    continue
                }
                log.append(
                    .ended(
                        time: end, property: item.property, animation: item.animation.id, finished: true,
                        effect: change, hasCompletion: true))
                change.apply(to: &current)
                if change == .toolBarParked {
                    jump(.toolBarY, to: configuration.toolBarY(.normal), at: end)
                    jump(.toolBarAlpha, to: 1, at: end)
                }
                record(at: end)
            }
        }

        private mutating func set(_ change: BarsChange, at time: Double) {
            log.append(.set(time: time, change: change))
            change.apply(to: &current)
        }

        private mutating func record(at time: Double) {
            if controls.last?.controls == current { return }
            if controls.last?.time == time { controls.removeLast() }
            if controls.last?.controls == current { return }
            controls.append(BarsControlsChange(time: time, controls: current))
        }

        private mutating func take() -> Int {
            defer { nextID += 1 }
            return nextID
        }
    }
}
