/// A set of non-negative integers (rows, items) as bits: a million-row scroll asks "did this row
/// animate?" a million times, and a bit test is far cheaper than hashing.
public struct IndexBitSet: Equatable, Sendable, Sequence {
    private var words: [UInt64] = []
    public private(set) var count = 0

    public init() {}

    public init(_ members: some Sequence<Int>) {
        for member in members { insert(member) }
    }

    public func contains(_ member: Int) -> Bool {
        let word = member >> 6
        return member >= 0 && word < words.count && words[word] & (1 << UInt64(member & 63)) != 0
    }

    /// Adds `member` (≥ 0); returns false when it was already there.
    @discardableResult
    public mutating func insert(_ member: Int) -> Bool {
        precondition(member >= 0, "an index set holds non-negative integers")
        let word = member >> 6
        if word >= words.count { words += repeatElement(0, count: Swift.max(word + 1, 2 * words.count) - words.count) }
        let bit: UInt64 = 1 << UInt64(member & 63)
        guard words[word] & bit == 0 else { return false }
        words[word] |= bit
        count += 1
        return true
    }

    public var isEmpty: Bool { count == 0 }

    public static func == (lhs: IndexBitSet, rhs: IndexBitSet) -> Bool {
        guard lhs.count == rhs.count else { return false }
        let shared = Swift.min(lhs.words.count, rhs.words.count)
        return lhs.words[..<shared] == rhs.words[..<shared]
            && lhs.words[shared...].allSatisfy { $0 == 0 } && rhs.words[shared...].allSatisfy { $0 == 0 }
    }

    /// The members in increasing order.
    public func makeIterator() -> some IteratorProtocol<Int> {
        var word = 0
        var bits: UInt64 = words.first ?? 0
        let words = words
        return AnyIterator {
            while bits == 0 {
                word += 1
                guard word < words.count else { return nil }
                bits = words[word]
            }
            let bit = bits.trailingZeroBitCount
            bits &= bits - 1
            return word << 6 | bit
        }
    }
}
