/// The known fields of a record type, matched against a key's UTF-8 bytes directly: per record,
/// making a `String` of each key and searching an array of strings for it cost more than
/// reading the values.
struct FieldNames {
    /// The names, in file order (the order errors list them in).
    let names: [String]
    /// The longest text each field may hold, in characters.
    let limits: [Int]
    private let utf8: [[UInt8]]
    /// Each name of up to eight bytes packed into a word (little-endian, zero-padded), so a key
    /// is matched with one comparison per field instead of a byte loop; 0 for longer names.
    private let packed: [UInt64]

    init(_ names: [String]) {
        precondition(names.count <= 64, "duplicates are tracked in a 64-bit mask")
        self.names = names
        self.utf8 = names.map { Array($0.utf8) }
        self.limits = names.map { $0 == "name" ? DatasetLimits.maximumNameLength : DatasetLimits.maximumFieldLength }
        self.packed = utf8.map { $0.count <= 8 ? $0.withUnsafeBufferPointer(Self.pack) : 0 }
    }

    static let members = FieldNames(MemberEntry.fields)
    static let cities = FieldNames(CityEntry.fields)

    /// The index of the field spelled by `key`, or nil for an unknown key.
    func index(of key: UnsafeBufferPointer<UInt8>) -> Int? {
        if key.count <= 8 {
            // Lengths must match too: packing pads with zero bytes, and a key may contain NUL.
            let word = Self.pack(key)
            for index in packed.indices where packed[index] == word && utf8[index].count == key.count {
                return index
            }
            return nil
        }
        for (index, name) in utf8.enumerated() where name.count == key.count {
            if name.withUnsafeBufferPointer({ $0.elementsEqual(key) }) { return index }
        }
        return nil
    }

    /// Up to eight bytes as a little-endian word.
    @inline(__always)
    private static func pack(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var word: UInt64 = 0
        var offset = 0
        while offset < bytes.count {
            word |= UInt64(bytes[offset]) &<< UInt64(8 &* offset)
            offset &+= 1
        }
        return word
    }
}
