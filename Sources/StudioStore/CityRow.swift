/// One row of a cities dataset; every field is required.
public struct CityRow: Sendable, Equatable, Hashable {
    public var name: String
    public var image: String
    public var description: String

    public init(name: String, image: String, description: String) {
        self.name = name
        self.image = image
        self.description = description
    }
}
