extension TimingExpression {
    /// The values a labelled number of this expression accepts (see ``editableNumbers``), as
    /// parsing checks them; nil for a name it does not have.
    ///
    /// A spring form may still refuse a value inside these ranges when the spring it derives is not
    /// usable (``TimingError/unsolvable(_:)``): ``setting(_:to:)`` is the final word.
    public func range(ofNumber name: String) -> TimingError.Range? {
        editableNumbers.first { $0.name == name }?.range
    }
}
