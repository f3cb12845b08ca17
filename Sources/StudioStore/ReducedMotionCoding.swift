import AnimationCore

/// A reduced-motion variant inside a parameter record, under `reduced-motion`:
/// `{"kind":"instant"}`, `{"duration":0.2,"kind":"cross-fade","timing":{"form":"ease-in-out"}}`,
/// `{"kind":"retimed","timing":{…}}`, `{"kind":"preset","name":"calm"}`. Timings are stored as the
/// record's own timing is (form and labelled numbers), so none is parsed as text when read.
enum ReducedMotionCoding {
    static func encode(_ variant: ReducedMotionVariant) -> JSONValue {
        var fields: [String: JSONValue] = ["kind": .string(variant.kind)]
        switch variant {
        case .instant: break
        case .crossFade(let duration, let timing):
            fields["duration"] = .number(duration)
            fields["timing"] = ParameterCoding.encodeTiming(timing)
        case .retimed(let timing):
            fields["timing"] = ParameterCoding.encodeTiming(timing)
        case .preset(let name):
            fields["name"] = .string(name)
        }
        return .object(fields)
    }

    /// The stored object as read, made a variant (and checked with the whole preset) by ``variant()``.
    struct Stored: Decodable {
        var kind: String
        var duration: Double?
        var timing: ParameterCoding.StoredValue?
        var name: String?

        func variant() throws(TimingError) -> ReducedMotionVariant {
            switch kind {
            case "instant": return .instant
            case "cross-fade":
                guard let duration, let timing = try timing?.expression() else { break }
                return .crossFade(duration: duration, timing: timing)
            case "retimed":
                guard let timing = try timing?.expression() else { break }
                return .retimed(timing: timing)
            case "preset":
                guard let name else { break }
                return .preset(name: name)
            default: break
            }
            throw .syntax(message: "reduced-motion is not a variant record (kind “\(kind)”)", offset: 0, length: 0)
        }
    }
}

extension ParameterCoding.StoredValue {
    /// The stored timing, built from its form and numbers; nil for a number.
    func expression() throws(TimingError) -> TimingExpression? {
        guard case .timing(let form, let numbers) = self else { return nil }
        return try TimingExpression(form: form, numbers: numbers.map { ($0.key, $0.value) })
    }
}
