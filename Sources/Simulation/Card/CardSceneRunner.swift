import AnimationCore

/// Plays a gesture script through the tutorial's handlers, advancing time from event to event and
/// keeping a snapshot of the state after each one.
struct CardSceneRunner {
    let scene: CardScene
    var state: CardSceneState
    var events: [CardSceneEvent] = []
    var snapshots: [CardSceneState] = []
    var notes: [String] = []
    var spans: [ClosedRange<Double>] = []
    var samples = 0
    var clock = 0.0

    init(scene: CardScene, state: CardSceneState) {
        self.scene = scene
        self.state = state
        snapshots.append(state)
    }

    mutating func play(_ script: GestureScript) {
        for step in script.steps {
            switch step {
            case .tap(let at):
                clock = at ?? clock
                advance(to: clock)
                tap()
            case .close:
                advance(to: clock)
                close()
            case .wait(let seconds):
                clock += seconds
                advance(to: clock)
            case .pan(let dy, let seconds, let release):
                pan(dy: dy, seconds: seconds, release: release ?? dy / seconds)
            case .swipe(let dx, let seconds):
                swipe(dx: dx, seconds: seconds)
            }
        }
    }

    /// Runs completions due by t, in time order, each at its own time.
    mutating func advance(to t: Double) {
        while var animator = state.animator, let end = animator.endTime, end <= t {
            let ran = animator.update(to: end)
            state.animator = animator
            state.time = end
            if !animator.isRunning, ran.isEmpty {  // paused at the end (pausesOnCompletion)
                snapshot()
                continue
            }
            let position = ran.first?.position ?? .end
            if position == .end {
                state.base = state.model
            }
            state.blocks = []
            for completion in ran { complete(completion) }
            snapshot()
        }
        state.time = t
    }

    /// The tutorial's completion: at `.end` the state flips and scrolling and selection follow it.
    mutating func complete(_ completion: AnimatorCompletion) {
        if completion.position == .end { settle(expanded: completion.label == "expand") }
        log("completion \(completion.label)", at: completion.time, position: completion.position)
        let onScreen = screenExpanded(at: completion.time)
        if (state.cellState == .expanded) != onScreen {
            let cause =
                completion.position == .end
                ? "each toggle added a completion that flips `state`, so two of them flipped it back (or a reversal left it behind)."
                : "the reversed animation finished at .start, where the tutorial's completion leaves `state` alone."
            let note =
                "At \(number(completion.time)) s the cell's state is \(state.cellState.rawValue) but the card is "
                + "\(onScreen ? "expanded" : "collapsed") on screen: \(cause)"
            if notes.last != note { notes.append(note) }
        }
    }

    mutating func snapshot() { snapshots.append(state) }

    func screenExpanded(at t: Double) -> Bool {
        let height = state.presentation(at: t)[.frameHeight]
        return abs(height - scene.layout.screenHeight) < abs(height - scene.layout.cardHeight)
    }

    func number(_ value: Double) -> String { NumberFormat.shortest((value * 1e6).rounded() / 1e6) }

    mutating func log(_ phase: String, at t: Double, position: AnimatingPosition? = nil, detail: String = "") {
        events.append(
            CardSceneEvent(
                time: t, phase: phase, animatorState: state.animator?.stateText,
                fractionComplete: state.animator?.fractionComplete(at: t) ?? 0,
                isReversed: state.animator?.isReversed ?? false, position: position,
                cellState: state.cellState, detail: detail))
    }

    func result() -> CardSceneResult {
        var rest = clock
        if let end = state.animator?.endTime { rest = max(rest, end) }
        if state.scroll.duration > 0 { rest = max(rest, state.scroll.start + state.scroll.duration) }
        var runner = self
        runner.advance(to: rest)
        runner.noteLingeringSpring()
        return CardSceneResult(
            events: runner.events, fingerDownSpans: spans, notes: runner.notes, restTime: rest,
            finalState: runner.state.cellState, finalScreenExpanded: runner.screenExpanded(at: rest),
            panSamples: samples,
            snapshots: runner.snapshots, scene: scene)
    }
}
