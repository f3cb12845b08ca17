/// One member record as UTF-8 bytes: what an import hands to the store so that no `String` is
/// made per field (a million-row import would otherwise make eight million of them).
///
/// The buffers borrow the file's bytes (or the reader's buffer of decoded escapes). They are
/// valid UTF-8, but valid only during the call that receives them: copy what must outlive it.
/// nil is a field that is missing or null; an empty buffer is an empty string.
public struct MemberFields {
    public var name, title, location, about, image, web, facebook, twitter: UnsafeBufferPointer<UInt8>?

    public init() {}

    /// The field at `index` of ``MemberEntry/fields``.
    public subscript(field index: Int) -> UnsafeBufferPointer<UInt8>? {
        get {
            switch index {
            case 0: return name
            case 1: return title
            case 2: return location
            case 3: return about
            case 4: return image
            case 5: return web
            case 6: return facebook
            default: return twitter
            }
        }
        set {
            switch index {
            case 0: name = newValue
            case 1: title = newValue
            case 2: location = newValue
            case 3: about = newValue
            case 4: image = newValue
            case 5: web = newValue
            case 6: facebook = newValue
            default: twitter = newValue
            }
        }
    }

    /// A copy that owns its text.
    public var entry: MemberEntry {
        var entry = MemberEntry()
        for (index, field) in MemberEntry.fields.enumerated() {
            entry.set(field, self[field: index].map { String(decoding: $0, as: UTF8.self) })
        }
        return entry
    }

    /// Calls `body` with the fields of `entry` (for sources such as CSV that make strings anyway).
    static func with<R>(_ entry: MemberEntry, _ body: (MemberFields) throws -> R) rethrows -> R {
        var storage: [UInt8] = []
        var ranges: [Range<Int>?] = []
        for field in MemberEntry.fields {
            guard let value = entry.value(field) else {
                ranges.append(nil)
                continue
            }
            let start = storage.count
            storage.append(contentsOf: value.utf8)
            ranges.append(start..<storage.count)
        }
        return try storage.withUnsafeBufferPointer { buffer in
            var fields = MemberFields()
            for (index, range) in ranges.enumerated() {
                fields[field: index] = range.map { UnsafeBufferPointer(rebasing: buffer[$0]) }
            }
            return try body(fields)
        }
    }
}
