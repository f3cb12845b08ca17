/// One header line: its name as sent (names compare without regard to case) and its value.
public struct HTTPField: Equatable, Sendable {
    public let name: String
    public let value: String

    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// A message's header fields in the order they were sent or added; lookups ignore the case of
/// names, as HTTP does.
public struct HTTPHeaders: Equatable, Sendable, Sequence, ExpressibleByDictionaryLiteral {
    public private(set) var fields: [HTTPField]

    public init(_ fields: [HTTPField] = []) {
        self.fields = fields
    }

    public init(dictionaryLiteral elements: (String, String)...) {
        fields = elements.map { HTTPField($0.0, $0.1) }
    }

    public func makeIterator() -> IndexingIterator<[HTTPField]> { fields.makeIterator() }

    /// The first value sent under `name`; setting replaces every field of that name (nil removes them).
    public subscript(name: String) -> String? {
        get { fields.first { Self.same($0.name, name) }?.value }
        set {
            let at = fields.firstIndex { Self.same($0.name, name) }
            fields.removeAll { Self.same($0.name, name) }
            guard let newValue else { return }
            fields.insert(HTTPField(name, newValue), at: at ?? fields.count)
        }
    }

    /// Every value sent under `name`, in order (`Cookie` may come more than once).
    public func values(_ name: String) -> [String] {
        fields.filter { Self.same($0.name, name) }.map(\.value)
    }

    public mutating func append(_ name: String, _ value: String) {
        fields.append(HTTPField(name, value))
    }

    /// ASCII case-insensitive equality (header names are ASCII tokens).
    static func same(_ left: String, _ right: String) -> Bool {
        left.utf8.count == right.utf8.count
            && zip(left.utf8, right.utf8).allSatisfy { lowered($0) == lowered($1) }
    }

    static func lowered(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }
}
