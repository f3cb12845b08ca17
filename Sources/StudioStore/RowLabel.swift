/// A dataset row's two display lines, for simulation output and playback; fetched
/// without the other columns, so labelling a million rows stays cheap.
public struct RowLabel: Sendable, Equatable {
    /// Members: the name; cities: the name.
    public var name: String
    /// Members: the title; cities: the description.
    public var detail: String

    public init(name: String, detail: String) {
        self.name = name
        self.detail = detail
    }
}
