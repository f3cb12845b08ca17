import GRDB
import Testing

@testable import StudioStore

@Suite struct DatasetTests {
    static let members = [
        MemberRow(
            name: "Ada", title: "Engineer", location: "London", about: "Loves curves",
            image: "ada.png", web: "https://ada.example", facebook: nil, twitter: "@ada"),
        MemberRow(name: "Grace"),
        MemberRow()
    ]

    @Test func memberRowsComeBackInFileOrderWithMissingFieldsAsNil() throws {
        // Given an imported members dataset
        let store = try StudioStore.inMemory()
        let summary = try store.importMembers(dataset: "team", rows: Self.members, at: time(1))

        // When reading it back
        let rows = try store.rows(dataset: "team")

        // Then the rows, their order and their missing fields are preserved
        #expect(summary == DatasetSummary(name: "team", kind: .members, createdAt: time(1), rowCount: 3))
        #expect(rows == .members(Self.members))
        #expect(try store.rows(dataset: "team", limit: 2) == .members(Array(Self.members.prefix(2))))
        let nulls = try store.writer.read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM member_rows WHERE facebook IS NULL")
        }
        #expect(nulls == 3)
    }

    @Test func cityRowsRoundTripAndDatasetsAreListedByName() throws {
        // Given a cities dataset and a members dataset
        let store = try StudioStore.inMemory()
        let cities = [CityRow(name: "Lyon", image: "lyon.jpg", description: "Rivers, hills; \"bouchons\"")]
        try store.importCities(dataset: "places", rows: cities, at: time(2))
        try store.importMembers(dataset: "crew", rows: Self.members, at: time(3))

        // Then both are listed by name with their kinds and counts
        #expect(
            try store.datasets() == [
                DatasetSummary(name: "crew", kind: .members, createdAt: time(3), rowCount: 3),
                DatasetSummary(name: "places", kind: .cities, createdAt: time(2), rowCount: 1)
            ])
        #expect(try store.rows(dataset: "places") == .cities(cities))
    }

    @Test func aFailingInsertInTheMiddleLeavesNoDatasetAndNoRows() throws {
        // Given a connection on which inserting row 2 fails
        let store = try StudioStore.inMemory()
        try store.writer.writeWithoutTransaction { db in
            try db.execute(
                sql: """
                    CREATE TEMP TRIGGER fail_in_the_middle BEFORE INSERT ON main.member_rows
                    WHEN NEW.position = 2 BEGIN SELECT RAISE(ABORT, 'simulated failure at row 2'); END
                    """)
        }
        let rows = (0..<5).map { MemberRow(name: "member \($0)") }

        // When importing five rows
        let error = #expect(throws: StoreError.self) {
            try store.importMembers(dataset: "team", rows: rows, at: time(1))
        }

        // Then the import failed as a whole: no dataset, no rows
        #expect(error == .storage(reason: "simulated failure at row 2"))
        #expect(try store.datasets() == [])
        let count = try store.writer.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM member_rows") }
        #expect(count == 0)

        // And once the cause is gone, the same import succeeds
        try store.writer.writeWithoutTransaction { db in try db.execute(sql: "DROP TRIGGER temp.fail_in_the_middle") }
        #expect(try store.importMembers(dataset: "team", rows: rows, at: time(2)).rowCount == 5)
    }

    @Test func importingIntoAnExistingNameIsRefused() throws {
        // Given a dataset named team
        let store = try StudioStore.inMemory()
        try store.importMembers(dataset: "team", rows: Self.members, at: time(1))

        // When importing another one under that name
        let error = #expect(throws: StoreError.self) {
            try store.importCities(dataset: "team", rows: [], at: time(2))
        }

        // Then it is refused and the original is untouched
        #expect(error?.message == #"dataset “team” already exists; delete it first with delete-dataset team --force"#)
        #expect(try store.rows(dataset: "team") == .members(Self.members))
    }

    @Test func deletingADatasetRemovesItsRows() throws {
        // Given two datasets
        let store = try StudioStore.inMemory()
        try store.importMembers(dataset: "team", rows: Self.members, at: time(1))
        try store.importMembers(dataset: "other", rows: [MemberRow(name: "Kim")], at: time(1))

        // When deleting one
        try store.deleteDataset(named: "team")

        // Then it and its rows are gone, the other stays
        #expect(try store.datasets().map(\.name) == ["other"])
        let count = try store.writer.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM member_rows") }
        #expect(count == 1)
        let missing = #expect(throws: StoreError.self) { try store.rows(dataset: "team") }
        #expect(missing?.message == #"no dataset named “team”"#)
        #expect(throws: StoreError.datasetNotFound("team")) { try store.deleteDataset(named: "team") }
    }

    @Test func hostileRowTextAndInvalidDatasetNames() throws {
        // Given rows full of SQL-looking text
        let store = try StudioStore.inMemory()
        let hostile = "Robert'); DROP TABLE member_rows; --"
        let rows = [MemberRow(name: hostile, about: "' OR 1=1 --")]

        // When importing and reading them back, Then they are plain text
        try store.importMembers(dataset: "bobby", rows: rows, at: time(1))
        #expect(try store.rows(dataset: "bobby") == .members(rows))

        // And dataset names follow the preset name rules
        let error = #expect(throws: StoreError.self) {
            try store.importMembers(dataset: "my\tteam", rows: [], at: time(1))
        }
        #expect(
            error?.message == #"dataset name “my\tteam” contains whitespace; "#
                + "use 1-64 characters without tabs, line breaks, leading or trailing spaces, control or invisible characters or “@”"
        )
    }

    @Test func rowsCanComeFromALazySequence() throws {
        // Given rows produced on the fly, never held in an array
        let store = try StudioStore.inMemory()
        let rows = (0..<4).lazy.map { CityRow(name: "city \($0)", image: "\($0).jpg", description: "") }

        // When importing them
        let summary = try store.importCities(dataset: "towns", rows: rows, at: time(1))

        // Then they are counted and stored in sequence order
        #expect(summary.rowCount == 4)
        #expect(
            try store.rows(dataset: "towns", limit: 2)
                == .cities([
                    CityRow(name: "city 0", image: "0.jpg", description: ""),
                    CityRow(name: "city 1", image: "1.jpg", description: "")
                ]))
    }

    @Test func textWithNULAndEmptyStringsRoundTripsExactly() throws {
        // Given text SQLite's C API would cut at a NUL, and an empty string
        let store = try StudioStore.inMemory()
        let rows = [MemberRow(name: "a\u{0}b", title: "", about: "émoji 🎞️")]

        // When importing and reading back
        try store.importMembers(dataset: "odd", rows: rows, at: time(1))

        // Then every character is kept and "" stays "" (not NULL)
        #expect(try store.rows(dataset: "odd") == .members(rows))
    }

    @Test func byteRowsAreStoredAsTheirTextWithEmptyAndNULLKeptApart() throws {
        // Given rows as UTF-8 bytes: NUL inside, an empty buffer with no address, NULLs, non-ASCII
        let store = try StudioStore.inMemory()
        let text: [UInt8] = Array("a\u{0}b|émoji 🎞️".utf8)
        let summary = try text.withUnsafeBufferPointer { buffer in
            try store.importMembers(
                dataset: "raw", at: time(1),
                utf8Producer: { emit in
                    try emit(
                        MemberRowBytes(
                            name: UnsafeBufferPointer(rebasing: buffer[0..<3]),
                            title: UnsafeBufferPointer(start: nil, count: 0),
                            about: UnsafeBufferPointer(rebasing: buffer[4...])))
                    try emit(MemberRowBytes())
                })
        }

        // When reading back, Then the text matches and "" stays "" (not NULL)
        #expect(summary.rowCount == 2)
        #expect(
            try store.rows(dataset: "raw")
                == .members([
                    MemberRow(name: "a\u{0}b", title: "", about: "émoji 🎞️"), MemberRow()
                ]))
    }

    @Test func aByteProducerThatFailsLeavesNothing() throws {
        // Given a producer that emits two rows and then reports a bad record
        let store = try StudioStore.inMemory()
        let text: [UInt8] = Array("row".utf8)
        let error = #expect(throws: StoreError.self) {
            try text.withUnsafeBufferPointer { buffer in
                try store.importMembers(
                    dataset: "half", at: time(1),
                    utf8Producer: { emit in
                        try emit(MemberRowBytes(name: buffer))
                        try emit(MemberRowBytes(name: buffer))
                        throw RowSourceFailure("record 3: bad")
                    })
            }
        }

        // Then no dataset and no rows are left
        #expect(error?.message == "record 3: bad")
        #expect(try store.datasets() == [])
        let count = try store.writer.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM member_rows") }
        #expect(count == 0)
    }

    @Test func byteRowsAcrossFullAndPartialBatchesKeepTheirOrderAndText() throws {
        // Given more rows than two full batches, each different, some with NULL and "" fields
        let store = try StudioStore.inMemory()
        let count = 2 * MemberBatch.capacity + 3
        let expected = (0..<count).map { index in
            MemberRow(
                name: "member \(index)", title: index % 3 == 0 ? nil : "t\(index)",
                about: index % 5 == 0 ? "" : "é\(index)")
        }

        // When importing them as bytes, each row's bytes living only during its emit call
        let summary = try store.importMembers(
            dataset: "many", at: time(1),
            utf8Producer: { emit in
                for row in expected {
                    let texts = [row.name, row.title, row.about].map { $0.map { Array($0.utf8) } }
                    try texts[0]!.withUnsafeBufferPointer { name in
                        try (texts[1] ?? []).withUnsafeBufferPointer { title in
                            try texts[2]!.withUnsafeBufferPointer { about in
                                try emit(MemberRowBytes(name: name, title: texts[1] == nil ? nil : title, about: about))
                            }
                        }
                    }
                }
            })

        // Then every row is back, in order, with its positions 0..<count
        #expect(summary.rowCount == count)
        #expect(try store.rows(dataset: "many") == .members(expected))
        let positions = try store.writer.read { db in
            try Int.fetchAll(db, sql: "SELECT position FROM member_rows ORDER BY rowid")
        }
        #expect(positions == Array(0..<count))
    }
}
