/// The known fields of a record type, matched against a key's UTF-8 bytes directly: per record,
/// making a `String` of each key and searching an array of strings for it cost more than
/// reading the values.
struct FieldNames {
    /// The names, in file order (the order errors list them in).
    let names: [String]
    /// The longest text each field may hold, in characters.
    let limits: [Int]
    private let utf8: [[UInt8]]

    init(_ names: [String]) {
        precondition(names.count <= 64, "duplicates are tracked in a 64-bit mask")
        self.names = names
        self.utf8 = names.map { Array($0.utf8) }
        self.limits = names.map { $0 == "name" ? DatasetLimits.maximumNameLength : DatasetLimits.maximumFieldLength }
    }

    static let members = FieldNames(MemberEntry.fields)
    static let cities = FieldNames(CityEntry.fields)

    /// The index of the field spelled by `key`, or nil for an unknown key.
    func index(of key: UnsafeBufferPointer<UInt8>) -> Int? {
        for (index, name) in utf8.enumerated() where name.count == key.count {
            if name.withUnsafeBufferPointer({ $0.elementsEqual(key) }) { return index }
        }
        return nil
    }
}
