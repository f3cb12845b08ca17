import AnimationCore
import Foundation

/// Converts a preset's typed parameters to and from the JSON object text of a database record: the
/// only place their JSON exists.
///
/// Numbers are JSON numbers; the timing is its form and labelled numbers
/// (`{"delay-factor":0.05,"duration":1,"row-height":44,"timing":{"damping":0.4,"form":"uikit-spring","velocity":0.1}}`).
/// Keys are sorted and numbers printed in shortest round-trip form, so equal parameters always make
/// byte-identical text: the store compares records as text, without decoding them.
enum ParameterCoding {
    static func encode(_ parameters: PresetParameters) -> String {
        var object: [String: JSONValue] = [:]
        for (name, value) in parameters.values.values {
            switch value {
            case .number(let number): object[name] = .number(number)
            case .timing(let timing): object[name] = encodeTiming(timing)
            }
        }
        if let variant = parameters.values.reducedMotion {
            object[reducedMotionKey] = ReducedMotionCoding.encode(variant)
        }
        return JSONValue.object(object).compact
    }

    /// The record's key for an authored reduced-motion variant; a record without it (every record
    /// written before variants existed) reads as the template's default variant.
    static let reducedMotionKey = "reduced-motion"

    static func encodeTiming(_ timing: TimingExpression) -> JSONValue {
        let record = timing.record
        var fields: [String: JSONValue] = ["form": .string(record.form)]
        for (label, number) in record.numbers { fields[label] = .number(number) }
        return .object(fields)
    }

    /// Reads a record of `template`'s parameters, checking it as every value is checked when built.
    /// - Throws: ``StoreError/storage(reason:)`` naming `label` for text this module did not write
    ///   (a damaged file).
    static func decode(_ text: String, template: Template, label: String) throws(StoreError) -> PresetParameters {
        WorkCounter.current?.countDecode()
        let record: StoredRecord
        do { record = try JSONDecoder().decode(StoredRecord.self, from: Data(text.utf8)) } catch {
            throw .storage(reason: "the stored parameters of \(label) are not a parameter record")
        }
        var values: [String: ParameterValue] = [:]
        do throws(TimingError) {
            for (name, value) in record.values {
                switch value {
                case .number(let number): values[name] = .number(number)
                case .timing(let form, let numbers):
                    values[name] = .timing(
                        try TimingExpression(form: form, numbers: numbers.map { ($0.key, $0.value) }))
                }
            }
            let variant = try record.reducedMotion.map { (stored) throws(TimingError) in try stored.variant() }
            return try PresetParameters(template, ParameterSet(values: values, reducedMotion: variant))
        } catch {
            throw .storage(reason: "the stored parameters of \(label) are invalid: \(error.message)")
        }
    }

    /// A whole record: the parameters by name and the reduced-motion variant, if one was authored.
    private struct StoredRecord: Decodable {
        var values: [String: StoredValue] = [:]
        var reducedMotion: ReducedMotionCoding.Stored?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: StoredKey.self)
            for key in container.allKeys {
                if key.stringValue == ParameterCoding.reducedMotionKey {
                    reducedMotion = try container.decode(ReducedMotionCoding.Stored.self, forKey: key)
                } else {
                    values[key.stringValue] = try container.decode(StoredValue.self, forKey: key)
                }
            }
        }
    }

    /// One stored value: a number, or a timing's form with its labelled numbers.
    enum StoredValue: Decodable {
        case number(Double)
        case timing(form: String, numbers: [String: Double])

        init(from decoder: any Decoder) throws {
            if let number = try? decoder.singleValueContainer().decode(Double.self) {
                self = .number(number)
                return
            }
            let container = try decoder.container(keyedBy: StoredKey.self)
            var form = ""
            var numbers: [String: Double] = [:]
            for key in container.allKeys {
                if key.stringValue == "form" {
                    form = try container.decode(String.self, forKey: key)
                } else {
                    numbers[key.stringValue] = try container.decode(Double.self, forKey: key)
                }
            }
            self = .timing(form: form, numbers: numbers)
        }
    }
}

/// A JSON object's key, any text.
struct StoredKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension ParameterCoding {
    /// A list of names as a JSON array text (a conflict's fields).
    static func encodeList(_ names: [String]) throws(StoreError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        do { return String(decoding: try encoder.encode(names), as: UTF8.self) } catch {
            throw .storage(reason: "cannot encode a list of names as json")
        }
    }

    static func decodeList(_ text: String) throws(StoreError) -> [String] {
        do { return try JSONDecoder().decode([String].self, from: Data(text.utf8)) } catch {
            throw .storage(reason: "stored conflict fields are not a json array of names")
        }
    }
}

extension ParameterCoding {
    /// The preset a stored parameter record's reduced-motion variant plays, if it is `preset(name:)`.
    static func variantPresetName(_ text: String) -> String? {
        struct VariantOnly: Decodable {
            var variant: ReducedMotionCoding.Stored?
            enum CodingKeys: String, CodingKey { case variant = "reduced-motion" }
        }
        guard let record = try? JSONDecoder().decode(VariantOnly.self, from: Data(text.utf8)),
            let variant = record.variant, variant.kind == "preset"
        else { return nil }
        return variant.name
    }
}
