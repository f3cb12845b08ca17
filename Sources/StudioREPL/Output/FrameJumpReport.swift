import AnimationCore

/// `metrics`' largest jump between two frames at 60 and 120 Hz: in points of the preset's travel
/// (row height, table width, card height, bar height) and as a share of it, with a note where a
/// 60 Hz frame skips more than a third of the travel or a 120 Hz frame more than a sixth.
struct FrameJumpReport {
    /// The rates reported: older iPhones and Low Power Mode, and ProMotion.
    static let rates = [60, 120]

    let jumps: [FrameJump]
    let travel: Travel?

    init(curve: AnimationCurve, travel: Travel?) {
        // The rates are inside DisplayFrames.rates, so each builds.
        jumps = Self.rates.compactMap { rate in (try? DisplayFrames(rate: rate)).map { FrameJump(curve, frames: $0) } }
        self.travel = travel
    }

    private func seconds(_ value: Double) -> String { NumberFormat.fixed(value, 4) }

    /// One line per rate, then a note per rate whose jump skips.
    var lines: [String] {
        var lines = jumps.map { jump in
            let share = NumberFormat.fixed(jump.share * 100, 1) + " %"
            let between = "between \(seconds(jump.from)) and \(seconds(jump.to)) s"
            let key = ("jump \(jump.rate) Hz").padding(13)
            guard let travel, !travel.unit.isEmpty else {
                let of = travel.map { " of \($0.track)" } ?? " of the progress"
                return "  \(key)\(share)\(of) \(between)"
            }
            let points = NumberFormat.fixed(jump.share * travel.distance, 2)
            let distance = NumberFormat.shortest((travel.distance * 100).rounded() / 100)
            return "  \(key)\(points) pt (\(share) of the \(distance) pt \(travel.track)) \(between)"
        }
        for jump in jumps where jump.skips {
            lines.append(
                "  note: a \(jump.rate) Hz frame skips more than \(Self.limit(jump.rate)) of the travel "
                    + "(\(NumberFormat.fixed(jump.share * 100, 1)) % \(between(jump)))")
        }
        return lines
    }

    /// The share of the travel a frame may jump at `rate`, in words: a third at 60 Hz, a sixth at 120.
    static func limit(_ rate: Int) -> String {
        rate == 60 ? "a third" : rate == 120 ? "a sixth" : "20/\(rate)"
    }

    private func between(_ jump: FrameJump) -> String {
        "between \(seconds(jump.from)) and \(seconds(jump.to)) s"
    }

    /// `{"60": {"share": …, "points": …, "from": …, "to": …, "skips": …}, …, "travel": {…}}`.
    var json: JSONValue {
        var object = Self.json(jumps, travel: travel)
        if let travel {
            object["travel"] = .object([
                "distance": .number(travel.distance), "unit": .string(travel.unit), "track": .string(travel.track)
            ])
        }
        return .object(object)
    }

    /// Each jump under its rate: `share`, `from`, `to`, `skips` and, for a travel in points, `points`
    /// (`compare --fps` gives its rates' jumps in the same shape).
    static func json(_ jumps: [FrameJump], travel: Travel?) -> [String: JSONValue] {
        var object: [String: JSONValue] = [:]
        for jump in jumps {
            var fields: [String: JSONValue] = [
                "share": .number(jump.share), "from": .number(jump.from), "to": .number(jump.to),
                "skips": .bool(jump.skips)
            ]
            if let travel, !travel.unit.isEmpty { fields["points"] = .number(jump.share * travel.distance) }
            object[String(jump.rate)] = .object(fields)
        }
        return object
    }
}
