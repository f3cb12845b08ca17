/// A property of the card scene that the expand and collapse animations move. Frames are in the
/// collection view's content coordinates (x includes the content offset); neighbours' values are
/// offsets of their `center.x` from where the layout puts them.
public enum CardProperty: Int, CaseIterable, Sendable {
    case frameX, frameY, frameWidth, frameHeight, cornerRadius, descriptionAlpha, closeAlpha
    case leftNeighbourOffset, rightNeighbourOffset

    /// The template track it corresponds to.
    public var name: String {
        switch self {
        case .frameX: return "frame.x"
        case .frameY: return "frame.y"
        case .frameWidth: return "frame.width"
        case .frameHeight: return "frame.height"
        case .cornerRadius: return "corner-radius"
        case .descriptionAlpha: return "description.opacity"
        case .closeAlpha: return "close.opacity"
        case .leftNeighbourOffset: return "left-neighbour.center-x"
        case .rightNeighbourOffset: return "right-neighbour.center-x"
        }
    }

    /// Whether it is an opacity (what a cross-fade animates; the rest move).
    public var isOpacity: Bool { self == .descriptionAlpha || self == .closeAlpha }
}

/// One value per ``CardProperty``.
public struct CardValues: Equatable, Sendable {
    public var values: [Double]

    public init(_ values: [Double]) { self.values = values }

    public static let zero = CardValues(Array(repeating: 0, count: CardProperty.allCases.count))

    public subscript(property: CardProperty) -> Double {
        get { values[property.rawValue] }
        set { values[property.rawValue] = newValue }
    }
}
