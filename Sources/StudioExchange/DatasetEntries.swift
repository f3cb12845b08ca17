/// A team member as the tutorial's `Member` model has it: every field optional text.
public struct MemberEntry: Equatable, Sendable {
    public var name, title, location, about, image, web, facebook, twitter: String?

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

    /// Field names in file order, as JSON keys and CSV headers.
    public static let fields = ["name", "title", "location", "about", "image", "web", "facebook", "twitter"]

    mutating func set(_ field: String, _ value: String?) {
        switch field {
        case "name": name = value
        case "title": title = value
        case "location": location = value
        case "about": about = value
        case "image": image = value
        case "web": web = value
        case "facebook": facebook = value
        default: twitter = value
        }
    }

    /// The value of a field named in ``fields``.
    public func value(_ field: String) -> String? {
        switch field {
        case "name": return name
        case "title": return title
        case "location": return location
        case "about": return about
        case "image": return image
        case "web": return web
        case "facebook": return facebook
        default: return twitter
        }
    }
}

/// A city as the CityGuide sample's `City(name:image:description:)`: every field required text.
public struct CityEntry: Equatable, Sendable {
    public var name, image, description: String

    public init(name: String, image: String, description: String) {
        self.name = name
        self.image = image
        self.description = description
    }

    public static let fields = ["name", "image", "description"]

    public func value(_ field: String) -> String {
        switch field {
        case "name": return name
        case "image": return image
        default: return description
        }
    }
}

/// Limits that every dataset import enforces, documented in the README.
public enum DatasetLimits {
    /// Largest file accepted, in bytes (512 MiB).
    public static let maximumFileSize = 512 * 1024 * 1024
    /// Longest `name`, in characters.
    public static let maximumNameLength = 200
    /// Longest other field, in characters.
    public static let maximumFieldLength = 10_000
}
