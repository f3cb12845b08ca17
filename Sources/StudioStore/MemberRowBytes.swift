/// One row of a members dataset as UTF-8 bytes the caller owns: the import path, which binds
/// them to SQLite without copying them into a `String` first.
///
/// The caller promises that every buffer is valid UTF-8 (SQLite does not check) and stays
/// alive until the `emit` call it was passed to returns. nil stores NULL; an empty buffer, "".
public struct MemberRowBytes {
    public var name, title, location, about, image, web, facebook, twitter: UnsafeBufferPointer<UInt8>?

    public init(
        name: UnsafeBufferPointer<UInt8>? = nil, title: UnsafeBufferPointer<UInt8>? = nil,
        location: UnsafeBufferPointer<UInt8>? = nil, about: UnsafeBufferPointer<UInt8>? = nil,
        image: UnsafeBufferPointer<UInt8>? = nil, web: UnsafeBufferPointer<UInt8>? = nil,
        facebook: UnsafeBufferPointer<UInt8>? = nil, twitter: UnsafeBufferPointer<UInt8>? = nil
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
