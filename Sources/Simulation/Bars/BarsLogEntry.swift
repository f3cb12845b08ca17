import AnimationCore

/// One line of the bars scene's event log: a handler run or refused, a property set, an
/// animation added, an animation ending with its completion.
public enum BarsLogEntry: Equatable, Sendable {
    /// A tap whose handler ran, switching the mode.
    case handled(time: Double, tap: BarsTap, from: BarsMode, to: BarsMode)
    /// A tap in the wrong mode: the handler's `if currentState == …` guard does nothing.
    case ignored(time: Double, tap: BarsTap, mode: BarsMode)
    /// A non-animatable property set when an animation block ran.
    case set(time: Double, change: BarsChange)
    /// `UIView.animate` added an additive animation.
    case added(time: Double, property: BarsProperty, animation: AdditiveAnimation)
    /// An animation ended. `hasCompletion` is false for the tool bar's block, which has none;
    /// `effect` is what the completion set, nil when there is none or the completion guard
    /// skipped a stale one.
    case ended(
        time: Double, property: BarsProperty, animation: Int, finished: Bool, effect: BarsChange?, hasCompletion: Bool)

    public var time: Double {
        switch self {
        case .handled(let time, _, _, _), .ignored(let time, _, _), .set(let time, _), .added(let time, _, _),
            .ended(let time, _, _, _, _, _):
            return time
        }
    }

    /// One line without the time: `edit: state normal → edit`.
    public var description: String {
        switch self {
        case .handled(_, let tap, let from, let to):
            return "\(tap.buttonTitle) tapped: state \(from.rawValue) → \(to.rawValue)"
        case .ignored(_, let tap, let mode):
            return "\(tap.buttonTitle) tapped in the \(mode.rawValue) state: ignored (the handler's guard does nothing)"
        case .set(_, let change):
            return "  set \(change.assignment)"
        case .added(_, let property, let a) where a.curve.duration == 0:
            return "  set \(property.rawValue) \(Self.number(a.from)) → \(Self.number(a.to)) at once (no animation)"
        case .added(_, let property, let a):
            return
                "  animation #\(a.id) \(property.rawValue) \(Self.number(a.from)) → \(Self.number(a.to)): adds \(Self.number(a.offset)) → 0 "
                + "over \(NumberFormat.derived(a.curve.duration)) s \(a.curve.expression), ends at \(Self.seconds(a.end))"
        case .ended(_, let property, let id, let finished, let effect, let hasCompletion):
            let head = "animation #\(id) \(property.rawValue) ends"
            guard hasCompletion else { return head + " (no completion block)" }
            guard let effect else {
                return head
                    + ": completion(finished: \(finished)) skipped by the completion guard (a later animation is the latest)"
            }
            return head + ": completion(finished: \(finished)) sets \(effect.assignment)"
        }
    }

    static func number(_ value: Double) -> String { NumberFormat.shortest(value) }
    static func seconds(_ value: Double) -> String { NumberFormat.fixed(value, 3) + "s" }
}
