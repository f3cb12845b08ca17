public import AnimationCore
import Simulation

/// The JSON form of a bars scene: exact numbers, `events` always, `frames` when times are given.
extension BarsSceneReport {
    public func json(frames times: [Double]? = nil) -> JSONValue {
        let c = result.configuration
        var object: [String: JSONValue] = [
            "preset": .string(label), "script": .string(result.script.description),
            "screenHeight": .number(c.screenHeight), "barHeight": .number(c.barHeight),
            "duration": .number(c.curve.duration),
            "timing": .string(c.timing.description), "completionGuard": .bool(c.completionGuard),
            "rest": .number(result.restTime),
            "events": .array(result.log.map(Self.json)),
            "notes": .array(result.notes.map { .object(["time": .number($0.time), "text": .string($0.description)]) })
        ]
        if let times { object["frames"] = .array(result.frames(at: times).map(Self.json)) }
        return .object(object)
    }

    static func json(_ entry: BarsLogEntry) -> JSONValue {
        var object: [String: JSONValue] = ["time": .number(entry.time)]
        switch entry {
        case .handled(_, let tap, let from, let to):
            object.merge([
                "kind": .string("tap"), "tap": .string(tap.rawValue), "from": .string(from.rawValue),
                "to": .string(to.rawValue)
            ]) { $1 }
        case .ignored(_, let tap, let mode):
            object.merge(["kind": .string("ignored"), "tap": .string(tap.rawValue), "state": .string(mode.rawValue)]) {
                $1
            }
        case .set(_, let change):
            object.merge(["kind": .string("set"), "sets": .string(change.assignment)]) { $1 }
        case .added(_, let property, let a) where a.curve.duration == 0:
            // Set outside an animation block (Reduce Motion): it changes at once.
            object.merge([
                "kind": .string("set"), "sets": .string("\(property.rawValue) = \(NumberFormat.shortest(a.to))")
            ]) { $1 }
        case .added(_, let property, let a):
            object.merge([
                "kind": .string("animation"), "id": .number(Double(a.id)), "property": .string(property.rawValue),
                "from": .number(a.from), "to": .number(a.to), "offset": .number(a.offset),
                "duration": .number(a.curve.duration), "timing": .string(a.curve.expression.description),
                "end": .number(a.end)
            ]) { $1 }
        case .ended(_, let property, let id, let finished, let effect, let hasCompletion):
            object.merge([
                "kind": .string("end"), "id": .number(Double(id)), "property": .string(property.rawValue),
                "completion": .bool(hasCompletion), "finished": .bool(finished),
                "sets": effect.map { .string($0.assignment) } ?? .null,
                "skipped": .bool(hasCompletion && effect == nil)
            ]) { $1 }
        }
        return .object(object)
    }

    static func json(_ frame: BarsFrame) -> JSONValue {
        let c = frame.controls
        return .object([
            "time": .number(frame.time), "state": .string(c.mode.rawValue),
            "tabBarAlpha": .number(frame.tabBarAlpha), "tabBarModelAlpha": .number(frame.tabBarModelAlpha),
            "tabBarHidden": .bool(c.tabBarHidden), "tabBarVisible": .number(frame.tabBarVisibility),
            "toolBarY": .number(frame.toolBarY), "toolBarModelY": .number(frame.toolBarModelY),
            "toolBarAlpha": .number(frame.toolBarAlpha),
            "button": .string(c.buttonTitle), "plusEnabled": .bool(c.plusEnabled),
            "plusTint": .string(c.plusTintCleared ? "clear" : "default")
        ])
    }
}
