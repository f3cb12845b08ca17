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
            toolBarY: state.toolBarY, controls: state.controls)
    }

    /// The replay in progress: properties, controls over time, the log, pending completions.
    private struct Replay {
        let configuration: BarsConfiguration
        var tabBarAlpha = AdditiveProperty(initial: 1)
        var toolBarY: AdditiveProperty
        var current = BarsControls()
        var controls: [BarsControlsChange] = []
        var log: [BarsLogEntry] = []
        var pending: [(animation: AdditiveAnimation, property: BarsProperty, hide: Bool?)] = []
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
            let fade = tabBarAlpha.animate(to: hide ? 0 : 1, at: t, curve: configuration.curve, id: take())
            log.append(.added(time: t, property: .tabBarAlpha, animation: fade))
            pending.append((fade, .tabBarAlpha, hide))
            // The second UIView.animate: the bar button, the + button, the tool bar.
            set(.barButton(mode == .edit ? "Done" : "Edit"), at: t)
            set(.plusEnabled(mode == .normal), at: t)
            set(.plusTintCleared(mode == .edit), at: t)
            let slide = toolBarY.animate(
                to: configuration.toolBarY(mode), at: t, curve: configuration.curve, id: take())
            log.append(.added(time: t, property: .toolBarY, animation: slide))
            pending.append((slide, .toolBarY, nil))
            record(at: t)
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
                guard let hide = item.hide else {
                    log.append(
                        .ended(
                            time: end, property: item.property, animation: item.animation.id, finished: true,
                            effect: nil, hasCompletion: false))
                    continue
                }
                let stale = configuration.completionGuard && tabBarAlpha.latest(at: end)?.id != item.animation.id
                if stale {
                    log.append(
                        .ended(
                            time: end, property: item.property, animation: item.animation.id, finished: true,
                            effect: nil, hasCompletion: true))
                    continue
                }
                let change = BarsChange.tabBarHidden(hide)
                log.append(
                    .ended(
                        time: end, property: item.property, animation: item.animation.id, finished: true,
                        effect: change, hasCompletion: true))
                change.apply(to: &current)
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
