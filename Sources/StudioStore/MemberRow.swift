/// One row of a members dataset. Every field is optional because the source
/// files leave columns out; a missing field is stored as NULL, not "".
public struct MemberRow: Sendable, Equatable, Hashable {
    public var name: String?
    public var title: String?
    public var location: String?
    public var about: String?
    public var image: String?
    public var web: String?
    public var facebook: String?
    public var twitter: String?

    public init(
        name: String? = nil, title: String? = nil, location: String? = nil, about: String? = nil,
        image: String? = nil, web: String? = nil, facebook: String? = nil, twitter: String? = nil
    ) {
        self.name = name
        self.title = title
        self.location = location
        self.about = about
        self.image = image
        self.web = web
        self.facebook = facebook
        self.twitter = twitter
    }
}
