/// The small demo datasets every new studio database starts with, written for this project
/// (fictional people and short city notes), so `simulate` and `rows` have something to show at once.
public enum DemoDatasets {
    public static let membersName = "demo-team"
    public static let citiesName = "demo-cities"

    public static let members: [MemberEntry] = [
        MemberEntry(
            name: "Avery Quinn", title: "Motion Designer", location: "Lisbon, PT",
            about: "Tunes springs until the bounce feels like a shrug, not a slam.", image: "avery.png",
            web: "https://example.com/avery", facebook: nil, twitter: nil),
        MemberEntry(
            name: "Bo Lindqvist", title: "iOS Engineer", location: "Malmö, SE",
            about: "Keeps a Set of animated model IDs so cells animate exactly once.", image: "bo.png",
            web: "https://example.com/bo", facebook: nil, twitter: nil),
        MemberEntry(
            name: "Chidi Okafor", title: "Prototyper", location: "Lagos, NG",
            about: "Brings Origami tension and friction values to every review.", image: "chidi.png",
            web: nil, facebook: nil, twitter: nil),
        MemberEntry(
            name: "Dana Reyes", title: "Design Lead", location: "",
            about: "Asks for the curve, not the adjective.", image: "dana.png",
            web: "https://example.com/dana", facebook: nil, twitter: nil),
        MemberEntry(
            name: "Emi Sato", title: "Accessibility Engineer", location: "Osaka, JP",
            about: "Checks every entrance with Reduce Motion on.", image: "emi.png",
            web: nil, facebook: nil, twitter: nil),
        MemberEntry(
            name: "Felix Brandt", title: "QA", location: "Leipzig, DE",
            about: "Scrolls fast, scrolls back, and files the cell that animated twice.", image: "felix.png",
            web: nil, facebook: nil, twitter: nil)
    ]

    public static let cities: [CityEntry] = [
        CityEntry(
            name: "Reykjavík", image: "reykjavik", description: "Colourful roofs, a harbour and long summer light."),
        CityEntry(name: "Valparaíso", image: "valparaiso", description: "Funiculars climbing hills of painted houses."),
        CityEntry(name: "Kyoto", image: "kyoto", description: "Temples, gardens and narrow lanes of wooden houses."),
        CityEntry(name: "Porto", image: "porto", description: "Tiled façades above the river and its bridges.")
    ]
}
