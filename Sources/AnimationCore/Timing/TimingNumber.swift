/// One labelled number of a timing as `set` and the tuner edit it: the name `set` takes, its value,
/// the values it accepts, what one nudge moves it by and its unit. Each form declares its numbers
/// once (``TimingArgumentKey``; a peer's in ``PeerSpring``), and ``TimingExpression/editableNumbers``
/// lists them.
public struct TimingNumber: Equatable, Sendable {
    public let name: String
    public let value: Double
    /// The values `set` accepts (a spring form may still refuse the spring they make: ``TimingExpression/setting(_:to:)``).
    public let range: TimingError.Range
    /// What one nudge adds.
    public let step: Double
    /// `s` for a number in seconds, else empty.
    public let unit: String

    public init(name: String, value: Double, range: TimingError.Range, step: Double, unit: String = "") {
        self.name = name
        self.value = value
        self.range = range
        self.step = step
        self.unit = unit
    }

    /// The numbers of a form declared by `Key`, in the order given.
    static func numbers<Key: TimingArgumentKey>(_ values: [(Key, Double)]) -> [TimingNumber] {
        values.map { key, value in
            TimingNumber(name: key.editingName, value: value, range: key.limits, step: key.step, unit: key.unit)
        }
    }
}
