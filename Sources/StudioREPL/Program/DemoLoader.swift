import StudioExchange
import StudioStore

/// Loads the demo datasets into a database the studio has just created.
enum DemoLoader {
    static func load(into store: StudioStore, at time: String) throws(StoreError) {
        try store.importMembers(
            dataset: DemoDatasets.membersName,
            rows: DemoDatasets.members.map {
                MemberRow(
                    name: $0.name, title: $0.title, location: $0.location, about: $0.about, image: $0.image,
                    web: $0.web, facebook: $0.facebook, twitter: $0.twitter)
            }, at: time)
        try store.importCities(
            dataset: DemoDatasets.citiesName,
            rows: DemoDatasets.cities.map { CityRow(name: $0.name, image: $0.image, description: $0.description) },
            at: time)
    }
}
