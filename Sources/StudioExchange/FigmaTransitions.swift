public import AnimationCore

/// The prototype transitions of a Figma file as the REST API returns it (`GET /v1/files/:key`, or
/// `/nodes`): each node's `interactions` → `actions` (a `NODE` action, or those inside a
/// `CONDITIONAL` one's blocks) → `transition` with its `easing` and `duration` in milliseconds
/// (figma/rest-api-spec `dist/api_types.ts`: `Interaction`, `NodeAction`, `Transition`, `Easing`).
public struct FigmaTransitions: Sendable, Equatable {
    /// One transition's easing as the studio's timing, or why it has none.
    public struct Transition: Sendable, Equatable {
        /// The node's `name` (its `id` when it has none).
        public let node: String
        /// The timing, or nil for a named Bézier easing whose control points Figma does not publish
        /// and the file does not carry (see ``namedEasing``).
        public let timing: TimingExpression?
        /// Figma's easing type (`EASE_OUT`, `CUSTOM_SPRING`, …).
        public let easing: String
        /// Seconds.
        public let duration: Double
    }

    public let transitions: [Transition]

    /// Figma's spring presets (mass, stiffness, damping): Gentle 1/100/15, Quick 1/300/20, Bouncy
    /// 1/600/15, Slow 1/80/20, as transcribed by pub.dev `figma_spring_curve` (Figma's documentation
    /// names them without numbers; help.figma.com "Prototype easing and spring animations").
    public static let springPresets: [String: SpringParameters] = [
        "GENTLE": SpringParameters(mass: 1, stiffness: 100, damping: 15, initialVelocity: 0),
        "QUICK": SpringParameters(mass: 1, stiffness: 300, damping: 20, initialVelocity: 0),
        "BOUNCY": SpringParameters(mass: 1, stiffness: 600, damping: 15, initialVelocity: 0),
        "SLOW": SpringParameters(mass: 1, stiffness: 80, damping: 20, initialVelocity: 0)
    ]

    static let types = [
        "EASE_IN", "EASE_OUT", "EASE_IN_AND_OUT", "LINEAR", "EASE_IN_BACK", "EASE_OUT_BACK", "EASE_IN_AND_OUT_BACK",
        "CUSTOM_CUBIC_BEZIER", "GENTLE", "QUICK", "BOUNCY", "SLOW", "CUSTOM_SPRING"
    ]

    /// Reads a Figma REST response.
    /// - Throws: ``ExchangeError`` naming the node and what is wrong: a transition without a
    ///   duration or easing, an unknown easing type, a custom curve without its numbers.
    public init(bytes: [UInt8]) throws(ExchangeError) {
        guard case .object(let root) = try JSONReader.parse(bytes) else {
            throw ExchangeError("a Figma file is a JSON object with a “document” (GET /v1/files/:key) or “nodes”")
        }
        guard root["document"] != nil || root["nodes"] != nil else {
            throw ExchangeError("a Figma file is a JSON object with a “document” (GET /v1/files/:key) or “nodes”")
        }
        var found: [Transition] = []
        try Self.walk(.object(root), place: "", into: &found)
        transitions = found
    }

    /// Visits nodes depth first: `document`, then `nodes` by id, then `children` in order.
    private static func walk(_ value: JSONValue, place: String, into found: inout [Transition]) throws(ExchangeError) {
        guard case .object(let fields) = value else { return }
        if case .array(let interactions) = fields["interactions"] ?? .null {
            let node: String
            if case .string(let name) = fields["name"] ?? .null, !name.isEmpty {
                node = name
            } else if case .string(let id) = fields["id"] ?? .null {
                node = id
            } else {
                node = place
            }
            for (index, interaction) in interactions.enumerated() {
                guard case .object(let body) = interaction, case .array(let actions) = body["actions"] ?? .null else {
                    continue
                }
                try Self.actions(actions, node: node, place: "\(place).interactions[\(index)]", into: &found)
            }
        }
        if let document = fields["document"] { try walk(document, place: "document", into: &found) }
        if case .object(let nodes) = fields["nodes"] ?? .null {
            for id in nodes.keys.sorted() {
                guard let entry = nodes[id] else { continue }
                try walk(entry, place: "nodes[\(id)]", into: &found)
            }
        }
        if case .array(let children) = fields["children"] ?? .null {
            for (index, child) in children.enumerated() {
                try walk(child, place: "\(place).children[\(index)]", into: &found)
            }
        }
    }

    private static func actions(_ actions: [JSONValue], node: String, place: String, into found: inout [Transition])
        throws(ExchangeError)
    {
        for (index, action) in actions.enumerated() {
            guard case .object(let fields) = action else { continue }
            let at = "\(place).actions[\(index)]"
            if case .array(let blocks) = fields["conditionalBlocks"] ?? .null {
                for (b, block) in blocks.enumerated() {
                    guard case .object(let body) = block, case .array(let inner) = body["actions"] ?? .null else {
                        continue
                    }
                    try Self.actions(inner, node: node, place: "\(at).conditionalBlocks[\(b)]", into: &found)
                }
            }
            guard case .object(let transition) = fields["transition"] ?? .null else { continue }
            found.append(try Self.transition(transition, node: node, at: "\(at).transition"))
        }
    }

    private static func transition(_ fields: [String: JSONValue], node: String, at: String) throws(ExchangeError)
        -> Transition
    {
        guard case .number(let milliseconds) = fields["duration"] ?? .null, milliseconds.isFinite, milliseconds > 0,
            milliseconds <= 3_600_000
        else {
            throw ExchangeError("node “\(node)” (\(at)): “duration” must be milliseconds above 0 and at most 3600000")
        }
        guard case .object(let easing) = fields["easing"] ?? .null, case .string(let type) = easing["type"] ?? .null
        else {
            throw ExchangeError("node “\(node)” (\(at)): “easing” must be an object with a “type”")
        }
        guard types.contains(type) else {
            throw ExchangeError(
                "node “\(node)” (\(at)): unknown easing type “\(type)”; expected \(types.joined(separator: ", "))")
        }
        let numbers = { (key: String, names: [String]) throws(ExchangeError) -> [Double]? in
            guard case .object(let object) = easing[key] ?? .null else { return nil }
            return try names.map { name throws(ExchangeError) in
                guard case .number(let n) = object[name] ?? .null, n.isFinite else {
                    throw ExchangeError("node “\(node)” (\(at)): easing.\(key).\(name) must be a number")
                }
                return n
            }
        }
        let timing: TimingExpression?
        if let spring = try numbers("easingFunctionSpring", ["mass", "stiffness", "damping"]) {
            timing = .spring(
                SpringParameters(mass: spring[0], stiffness: spring[1], damping: spring[2], initialVelocity: 0))
        } else if let curve = try numbers("easingFunctionCubicBezier", ["x1", "y1", "x2", "y2"]) {
            timing = .cubic(CubicBezier(curve[0], curve[1], curve[2], curve[3]))
        } else if let preset = springPresets[type] {
            timing = .spring(preset)
        } else if type == "LINEAR" {
            timing = .named(.linear)
        } else if type == "CUSTOM_SPRING" || type == "CUSTOM_CUBIC_BEZIER" {
            let key = type == "CUSTOM_SPRING" ? "easingFunctionSpring" : "easingFunctionCubicBezier"
            throw ExchangeError("node “\(node)” (\(at)): a \(type) easing needs its “\(key)”")
        } else {
            timing = nil
        }
        if let timing {
            // The parameters must make a curve the studio runs (a mass above 0, x within 0…1, …).
            do { _ = try TimingExpression(parsing: timing.description) } catch {
                throw ExchangeError("node “\(node)” (\(at)): \(error.message)")
            }
        }
        return Transition(node: node, timing: timing, easing: type, duration: milliseconds / 1000)
    }
}
