import StudioExchange
import StudioStore
import TerminalText

/// Streams a dataset file's records from the parser into the store's one transaction: a bad record
/// rolls it all back.
enum DatasetImport {
    /// The consumer stopped (a database error); the parser stops too.
    struct PipelineStopped: Error {}

    /// Members: parsing fills batches on a second core while this thread inserts them; field bytes
    /// go from the file buffer to SQLite without a String per field.
    static func members(
        _ bytes: [UInt8], format: DatasetReader.Format, into store: StudioStore, dataset: String, at time: String
    ) throws -> DatasetSummary {
        try store.importMembers(
            dataset: dataset, at: time,
            batchProducer: { emit in
                try parse {
                    try Pipeline.run(
                        produce: { send in
                            var batch = MemberBatch()
                            _ = try DatasetReader.readMemberFields(bytes, format: format) { fields in
                                batch.append(
                                    MemberRowBytes(
                                        name: fields.name, title: fields.title, location: fields.location,
                                        about: fields.about, image: fields.image, web: fields.web,
                                        facebook: fields.facebook, twitter: fields.twitter))
                                if batch.isFull {
                                    guard send(batch) else { throw PipelineStopped() }
                                    batch.removeAll()
                                }
                            }
                            if batch.count > 0 { _ = send(batch) }
                        }, consume: emit)
                }
            })
    }

    static func cities(
        _ bytes: [UInt8], format: DatasetReader.Format, into store: StudioStore, dataset: String, at time: String
    ) throws -> DatasetSummary {
        try store.importCities(dataset: dataset, at: time) { emit in
            try parse {
                _ = try DatasetReader.readCities(bytes, format: format) { entry in
                    try emit(CityRow(name: entry.name, image: entry.image, description: entry.description))
                }
            }
        }
    }

    private static func parse(_ body: () throws -> Void) throws {
        do { try body() } catch let error as ExchangeError {
            throw RowSourceFailure(TerminalText.sanitized(error.message))
        }
    }
}
