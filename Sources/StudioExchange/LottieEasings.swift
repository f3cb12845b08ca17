public import AnimationCore

/// The keyframe easings of a Lottie animation (Bodymovin JSON): each animated property's keyframes,
/// each segment's cubic Bézier from the first keyframe's `o` and `i` tangents (x = time, y =
/// progress; a number each, or an array with one per dimension, a missing dimension taking the
/// first's), over (t₂ − t₁) / `fr` seconds, exactly as airbnb/lottie-web reads them
/// (`player/js/utils/PropertyFactory.js` at bede03d, `interpolateValue`). Hold keyframes (`h: 1`) jump and
/// have no easing: they are counted, not invented.
public struct LottieEasings: Sendable, Equatable {
    /// One segment's easing, where it was found.
    public struct Easing: Sendable, Equatable {
        /// The layer's name (`nm`), or `layer N` for a layer without one.
        public let layer: String
        /// The property: a transform's `position`, `scale`, …, a shape item's name and property.
        public let property: String
        /// The dimension (`x`, `y`, `z`, or a number) when the dimensions' easings differ, else nil.
        public let dimension: String?
        public let curve: CubicBezier
        /// Seconds: the keyframes' frames divided by the frame rate.
        public let duration: Double
    }

    /// A hold keyframe: where the value jumps instead of easing.
    public struct Hold: Sendable, Equatable {
        public let layer: String
        public let property: String
        public let frame: Double
    }

    public let frameRate: Double
    /// Every segment's easing in file order (layers, then the precompositions' layers).
    public let easings: [Easing]
    public let holds: [Hold]

    /// Reads a Lottie file's bytes.
    /// - Throws: ``ExchangeError`` naming the place: not JSON, no frame rate, no layers, a keyframe
    ///   without tangents or with a tangent's time outside 0…1, times that go back.
    public init(bytes: [UInt8]) throws(ExchangeError) {
        guard case .object(let root) = try JSONReader.parse(bytes) else {
            throw ExchangeError("a Lottie file is a JSON object with “fr” and “layers”")
        }
        guard case .number(let rate) = root["fr"] ?? .null, rate.isFinite, rate > 0, rate <= 1000 else {
            throw ExchangeError("“fr” (the frame rate) must be a number between 0 and 1000, per second")
        }
        guard case .array(let layers) = root["layers"] ?? .null else {
            throw ExchangeError("“layers” must be an array of layers")
        }
        var walker = Walker(frameRate: rate)
        try walker.layers(layers, place: "layers")
        if case .array(let assets) = root["assets"] ?? .null {
            for (index, asset) in assets.enumerated() {
                guard case .object(let fields) = asset, case .array(let inner) = fields["layers"] ?? .null else {
                    continue
                }
                try walker.layers(inner, place: "assets[\(index)].layers")
            }
        }
        frameRate = rate
        easings = walker.easings
        holds = walker.holds
    }

    /// Names a transform's and a shape's animated properties (lottie-web `TransformProperty`, `ShapeModifiers`).
    static let propertyNames: [String: String] = [
        "a": "anchor", "p": "position", "s": "scale", "r": "rotation", "o": "opacity", "px": "position-x",
        "py": "position-y", "pz": "position-z", "sk": "skew", "sa": "skew-axis", "rx": "rotation-x",
        "ry": "rotation-y", "rz": "rotation-z", "or": "orientation", "tm": "time-remap", "c": "color", "w": "width",
        "e": "end", "ks": "path", "pt": "path", "sz": "size", "rd": "roundness", "v": "value"
    ]

    private struct Walker {
        let frameRate: Double
        var easings: [Easing] = []
        var holds: [Hold] = []

        mutating func layers(_ layers: [JSONValue], place: String) throws(ExchangeError) {
            for (index, layer) in layers.enumerated() {
                guard case .object(let fields) = layer else {
                    throw ExchangeError("\(place)[\(index)] must be a layer object")
                }
                let name: String
                if case .string(let text) = fields["nm"] ?? .null, !text.isEmpty {
                    name = text
                } else {
                    name = "layer \(index + 1)"
                }
                try walk(.object(fields), layer: name, item: nil, key: nil, place: "\(place)[\(index)]", top: true)
            }
        }

        /// Visits every animated property (`"a": 1` with keyframes in `k`), object keys in sorted order.
        mutating func walk(
            _ value: JSONValue, layer: String, item: String?, key: String?, place: String, top: Bool
        ) throws(ExchangeError) {
            switch value {
            case .object(let fields):
                // lottie-web's PropertyFactory: a `k` array of objects is keyframed (`a` is not always written).
                if case .array(let keyframes) = fields["k"] ?? .null,
                    case .object(let first) = keyframes.first ?? .null,
                    first["t"] != nil
                {
                    let label = key.map { LottieEasings.propertyNames[$0] ?? $0 } ?? "value"
                    let property = item.map { "\($0) \(label)" } ?? label
                    try self.keyframes(keyframes, layer: layer, property: property, place: place)
                    return
                }
                var inner = item
                if !top, case .string(let text) = fields["nm"] ?? .null, !text.isEmpty { inner = text }
                for name in fields.keys.sorted() where !(top && name == "layers") {
                    guard let child = fields[name] else { continue }
                    try walk(child, layer: layer, item: inner, key: name, place: "\(place).\(name)", top: false)
                }
            case .array(let items):
                for (index, child) in items.enumerated() {
                    try walk(child, layer: layer, item: item, key: key, place: "\(place)[\(index)]", top: false)
                }
            default: return
            }
        }

        mutating func keyframes(_ keyframes: [JSONValue], layer: String, property: String, place: String)
            throws(ExchangeError)
        {
            var previousTime = -Double.infinity
            for (index, keyframe) in keyframes.enumerated() {
                let at = "\(place).k[\(index)]"
                guard case .object(let fields) = keyframe, case .number(let time) = fields["t"] ?? .null, time.isFinite
                else {
                    throw ExchangeError("\(at): a keyframe must be an object with a time “t” in frames")
                }
                guard time >= previousTime else {
                    throw ExchangeError(
                        "\(at): keyframe times must not go back, got frame \(NumberFormat.shortest(time)) after \(NumberFormat.shortest(previousTime))"
                    )
                }
                previousTime = time
                guard index + 1 < keyframes.count else { break }
                guard case .object(let next) = keyframes[index + 1], case .number(let nextTime) = next["t"] ?? .null,
                    nextTime.isFinite
                else {
                    throw ExchangeError(
                        "\(place).k[\(index + 1)]: a keyframe must be an object with a time “t” in frames")
                }
                if case .number(let hold) = fields["h"] ?? .null, hold == 1 {
                    holds.append(Hold(layer: layer, property: property, frame: time))
                    continue
                }
                if nextTime == time { continue }  // two keyframes on one frame: a jump, no time to ease over
                let duration = (nextTime - time) / frameRate
                let out = try tangent(fields["o"], "o", at)
                let into = try tangent(fields["i"], "i", at)
                let dimensions = max(out.x.count, out.y.count, into.x.count, into.y.count)
                let curves = try (0..<dimensions).map { d throws(ExchangeError) in
                    let pick = { (values: [Double]) in d < values.count ? values[d] : values[0] }
                    return try bezier(pick(out.x), pick(out.y), pick(into.x), pick(into.y), at)
                }
                let distinct = curves.allSatisfy { $0 == curves[0] }
                for (d, curve) in curves.enumerated() where !distinct || d == 0 {
                    let dimension = distinct ? nil : (d < 3 ? ["x", "y", "z"][d] : "\(d + 1)")
                    easings.append(
                        Easing(layer: layer, property: property, dimension: dimension, curve: curve, duration: duration)
                    )
                }
            }
        }

        /// A tangent's `x` and `y`: a number or an array of numbers each (one per dimension).
        func tangent(_ value: JSONValue?, _ name: String, _ at: String) throws(ExchangeError) -> (
            x: [Double], y: [Double]
        ) {
            guard case .object(let fields) = value ?? .null else {
                throw ExchangeError("\(at): an eased keyframe needs its “\(name)” tangent (an object with x and y)")
            }
            let numbers = { (key: String) throws(ExchangeError) -> [Double] in
                switch fields[key] ?? .null {
                case .number(let n) where n.isFinite: return [n]
                case .array(let items) where !items.isEmpty:
                    return try items.map { item throws(ExchangeError) in
                        guard case .number(let n) = item, n.isFinite else {
                            throw ExchangeError("\(at).\(name).\(key) must hold numbers")
                        }
                        return n
                    }
                default: throw ExchangeError("\(at).\(name).\(key) must be a number or an array of numbers")
                }
            }
            return (try numbers("x"), try numbers("y"))
        }

        func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ at: String) throws(ExchangeError)
            -> CubicBezier
        {
            for (name, x) in [("o.x", x1), ("i.x", x2)] where !(0...1).contains(x) {
                throw ExchangeError("\(at).\(name) must be between 0 and 1 (a time), got \(NumberFormat.shortest(x))")
            }
            return CubicBezier(x1, y1, x2, y2)
        }
    }
}
