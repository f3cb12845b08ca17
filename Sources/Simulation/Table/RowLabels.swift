/// The two lines a cell shows for each item: a dataset row's name and detail, and for rows a
/// scroll script inserted (identities past the dataset's) "new row N".
public struct RowLabels: Sendable {
    private let labels: [(name: String, detail: String)]

    public init(_ labels: [(name: String, detail: String)]) { self.labels = labels }

    /// No dataset labels: every item is named by its position.
    public static let none = RowLabels([])

    public func name(of item: Int) -> String {
        item < labels.count ? labels[item].name : "new row \(item - labels.count + 1)"
    }

    public func detail(of item: Int) -> String {
        item < labels.count ? labels[item].detail : "inserted by the scroll script"
    }
}
