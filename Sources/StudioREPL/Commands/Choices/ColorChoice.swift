/// `--color auto|always|never`: whether plots are drawn in colour.
enum ColorChoice: String, CaseIterable, ArgumentChoice {
    /// Colour on a terminal, unless NO_COLOR is set.
    case auto
    case always
    case never
}
