/// `convert`'s lines for the peers: how a peer form runs, and every peer's form of any spring.
extension EquivalentForms {
    /// The `runtime` line of a peer form: the spring it resolves to and where its runtime stops.
    static func peerRuntime(_ peer: PeerSpring, json: inout [String: JSONValue]) -> Form {
        let f = NumberFormat.shortest
        let runtime = peer.runtimeSpring
        json["runtime"] = .string("peer")
        json["peer"] = .object([
            "name": .string(peer.peerName), "resolution": .string(peer.resolution.label),
            "stopTime": .number(peer.stopTime), "stopRule": .string(peer.stopRule),
            "runtimeDamping": .number(runtime.damping)
        ])
        var value =
            "\(peer.peerName): \(peer.resolution.label), the closed form until it stops at \(f(peer.stopTime)) s"
        if runtime != peer.spring {
            value += "; ζ \(f(peer.spring.dampingRatio)) runs critically damped (damping \(f(runtime.damping)))"
        }
        return Form(label: "runtime", value: value, api: peer.stopRule)
    }

    /// One line per peer form of the spring `curve` runs, labelled exact, exact-by-algorithm or
    /// approximate; a peer that cannot express it says why. JSON: `peers`, one object per line.
    static func peerForms(_ curve: AnimationCurve, json: inout [String: JSONValue]) -> [Form] {
        guard let peers = PeerForms(curve) else { return [] }
        var objects: [JSONValue] = []
        let forms = peers.forms.map { form -> Form in
            var object: [String: JSONValue] = [
                "label": .string(form.label), "form": form.expression.map { .string($0.description) } ?? .null,
                "exactness": .string(form.expression == nil ? "none" : form.exactness.label),
                "note": .string(form.note), "stopTime": form.stopTime.map(JSONValue.number) ?? .null
            ]
            if case .approximate(let largest, let at) = form.exactness, form.expression != nil {
                object["largestDifference"] = .number(largest)
                object["at"] = .number(at)
                object["exactness"] = .string("approximate")
            }
            objects.append(.object(object))
            guard let expression = form.expression else {
                return Form(label: form.label, value: "none", api: form.note)
            }
            return Form(
                label: form.label, value: expression.readableDescription, api: "\(form.exactness.label): \(form.note)")
        }
        json["peers"] = .array(objects)
        return forms
    }
}
