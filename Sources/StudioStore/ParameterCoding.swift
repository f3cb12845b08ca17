import Foundation

/// Converts preset parameters (name -> canonical text value) to and from
/// the JSON object text stored in the database.
///
/// Keys are sorted so equal parameter sets always produce identical text,
/// which keeps the stored history diffable and deterministic.
enum ParameterCoding {
    static func encode(_ parameters: [String: String]) throws(StoreError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(parameters), as: UTF8.self)
        } catch {
            // A [String: String] always encodes; this is a defect guard.
            throw .storage(reason: "cannot encode parameters as json")
        }
    }

    static func decode(_ text: String) throws(StoreError) -> [String: String] {
        do {
            return try JSONDecoder().decode([String: String].self, from: Data(text.utf8))
        } catch {
            // Only this module writes the column, so this means a damaged file.
            throw .storage(reason: "stored parameters are not a json object of text values")
        }
    }
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
