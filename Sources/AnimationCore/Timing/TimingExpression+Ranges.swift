extension TimingExpression {
    /// The values a labelled number of this expression accepts (see ``editableParameters``), as
    /// parsing checks them; nil for a name it does not have.
    ///
    /// A spring form may still refuse a value inside these ranges when the spring it derives is not
    /// usable (``TimingError/unsolvable(_:)``): ``setting(_:to:)`` is the final word.
    public func range(ofNumber name: String) -> TimingError.Range? {
        guard editableParameters.contains(where: { $0.name == name }) else { return nil }
        switch (self, name) {
        case (.cubic, "x1"), (.cubic, "x2"): return .unitInterval
        case (.cubic, _): return .closed(-CubicBezier.maximumOrdinate, CubicBezier.maximumOrdinate)
        case (.uikitSpring, "velocity"), (.spring, "velocity"): return .finite
        case (.spring, "damping"): return .nonNegative
        case (.spring, "allows-overdamping"): return .toggle
        case (.springDuration, "bounce"), (.swiftUISpring, "bounce"): return .open(-1, 1)
        case (.pop, _): return .closed(0, 20)
        case (.peer(let peer), _): return peer.range(of: name)
        default: return .positive
        }
    }
}
