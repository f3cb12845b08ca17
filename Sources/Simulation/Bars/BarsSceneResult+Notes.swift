import AnimationCore

/// Finding what the user sees go wrong in a replay.
extension BarsSceneResult {
    /// Tool bar extremes within this many points of the target count as reaching it.
    static let pointTolerance = 0.5
    /// A tab bar hidden at an alpha above this visibly vanishes.
    static let alphaTolerance = 0.005

    /// The notes in time order, the rest note last.
    func findNotes() -> [BarsNote] {
        var notes = hiddenWhileNormal + completionNotes + toolBarNotes
        notes.sort { $0.time < $1.time }
        let rest = restTime
        notes.append(.rest(at: rest, controls: controls(at: rest), toolBarY: toolBarY.presentation(at: rest)))
        return notes
    }

    private var hiddenWhileNormal: [BarsNote] {
        var notes: [BarsNote] = []
        var since: Double?
        for change in controls {
            let wrong = change.controls.mode == .normal && change.controls.tabBarHidden
            if wrong, since == nil { since = change.time }
            if !wrong, let start = since {
                notes.append(.hiddenWhileNormal(from: start, to: change.time))
                since = nil
            }
        }
        if let start = since { notes.append(.hiddenWhileNormal(from: start, to: nil)) }
        return notes
    }

    private var completionNotes: [BarsNote] {
        var notes: [BarsNote] = []
        for case .ended(let time, _, _, _, let effect?, _) in log {
            let before = controls.last { $0.time < time }?.controls ?? controls[0].controls
            let alpha = min(max(tabBarAlpha.presentation(at: time), 0), 1)
            switch effect {
            case .tabBarHidden(true) where !before.tabBarHidden && alpha > Self.alphaTolerance:
                notes.append(.vanished(at: time, alpha: alpha))
            case .tabBarHidden(false) where before.tabBarHidden && controls(at: time).mode == .edit:
                let until = controls.first {
                    $0.time > time && ($0.controls.tabBarHidden || $0.controls.mode == .normal)
                }
                notes.append(.shownInEditMode(from: time, to: until?.time, alpha: alpha))
            default: break
            }
        }
        return notes
    }

    private var toolBarNotes: [BarsNote] {
        var notes: [BarsNote] = []
        let animations = toolBarY.animations
        let height = configuration.barHeight
        // A jump (a reduced-motion variant sets the bar in place) is no slide to judge.
        for (index, animation) in animations.enumerated() where animation.offset != 0 && animation.curve.duration > 0 {
            let rising = animation.to < animation.from
            let next = index + 1 < animations.count ? animations[index + 1] : nil
            // The next slide when it starts before this one ends.
            let interrupting = next.flatMap { $0.start < animation.end ? $0 : nil }
            let interrupted = interrupting != nil
            // An interrupted slide is judged until the next one ends or a third begins, whichever
            // comes first, so each turn is laid to the tap that caused it.
            let third = index + 2 < animations.count ? animations[index + 2].start : Double.infinity
            let until = interrupting.map { min($0.end, third) } ?? min(next?.start ?? animation.end, animation.end)
            let (time, reached) = extreme(from: animation.start, to: until, lowest: rising)
            let shortBy = rising ? reached - animation.to : animation.to - reached
            // A turn inside the window: at its start the bar never headed for this target, at its
            // end it was still heading there when another tap came.
            let turned = time > animation.start + 1e-9 && time < until - 1e-9
            if interrupted, turned, shortBy > Self.pointTolerance {
                notes.append(
                    .toolBarStoppedShort(
                        at: time, reached: reached, target: animation.to, barHeight: height, rising: rising))
            } else if rising, -shortBy > Self.pointTolerance {
                notes.append(.toolBarOvershot(at: time, by: -shortBy))
            }
        }
        return notes
    }

    /// The tool bar's lowest (or highest) presentation y over [start, end]: a scan in steps of a
    /// 100th of the animation's duration (at most 2000 steps), then a golden-section search
    /// around the best step.
    private func extreme(from start: Double, to end: Double, lowest: Bool) -> (time: Double, y: Double) {
        func score(_ t: Double) -> Double {
            let y = toolBarY.presentation(at: t)
            return lowest ? y : -y
        }
        let steps = max(1, min(2000, Int(((end - start) / (configuration.curve.duration / 100)).rounded(.up))))
        let step = (end - start) / Double(steps)
        var best = start
        var bestScore = score(start)
        for i in 1...steps {
            let t = start + step * Double(i)
            let value = score(t)
            if value < bestScore { (best, bestScore) = (t, value) }
        }
        var low = max(start, best - step)
        var high = min(end, best + step)
        let ratio = 0.6180339887498949
        for _ in 0..<50 where high - low > 1e-12 {
            let a = high - ratio * (high - low)
            let b = low + ratio * (high - low)
            if score(a) < score(b) { high = b } else { low = a }
        }
        let refined = (low + high) / 2
        let time = score(refined) < bestScore ? refined : best
        return (time, toolBarY.presentation(at: time))
    }
}

extension BarsNote {
    /// When it happens (when it starts, for an interval).
    public var time: Double {
        switch self {
        case .hiddenWhileNormal(let from, _), .shownInEditMode(let from, _, _): from
        case .vanished(let at, _), .toolBarStoppedShort(let at, _, _, _, _), .toolBarOvershot(let at, _),
            .rest(let at, _, _):
            at
        }
    }
}
