/// A tap on the edit-mode bars' navigation button: Edit (enter edit mode) or Done (leave it).
public enum BarsTap: String, Equatable, Sendable, CaseIterable {
    case edit
    case done

    /// The bar button's title that sends this tap.
    public var buttonTitle: String { self == .edit ? "Edit" : "Done" }
}
