import GRDB

/// Bulk insertion and reading of dataset rows (`member_rows`, `city_rows`).
///
/// An import prepares its INSERT once and re-binds it across the caller's
/// short transactions (see ``RawStatement``; `between` runs after each row or
/// batch and may commit one slice and begin the next): no per-row SQL parsing,
/// no per-row commit. Member rows go 64 to a statement (see ``MemberBatchInserter``);
/// city rows one row per step.
enum DatasetRowTable {
    /// Inserts rows in sequence order as positions 0, 1, ...; returns the count.
    /// They go through the same batched INSERT as byte rows (see ``MemberBatchInserter``).
    static func insertMembers(
        _ rows: some Sequence<MemberRow>, datasetID: Int64, in db: Database, between: () throws -> Void
    ) throws -> Int {
        var inserter = try MemberBatchInserter(datasetID: datasetID, in: db)
        for row in rows {
            try inserter.add(row)
            try between()
        }
        try inserter.flush()
        return inserter.inserted
    }

    /// Inserts the byte rows `producer` emits, in order, as positions 0, 1, ...; returns the count.
    /// Rows are inserted in batches of ``MemberBatch/capacity`` with one statement each; the
    /// bytes are copied once, into the batch, and bound from there.
    static func insertMembers(
        datasetID: Int64, in db: Database, between: () throws -> Void,
        utf8Producer producer: (_ emit: (MemberRowBytes) throws -> Void) throws -> Void
    ) throws -> Int {
        var inserter = try MemberBatchInserter(datasetID: datasetID, in: db)
        // `between` and `producer` are the caller's two separate closures: neither reaches the other.
        try withoutActuallyEscaping(between) { between in
            try producer { row in
                try inserter.add(row)
                try between()
            }
        }
        try inserter.flush()
        return inserter.inserted
    }

    /// Inserts the batches `producer` emits, in order; returns the row count.
    static func insertMembers(
        datasetID: Int64, in db: Database, between: () throws -> Void,
        batchProducer producer: (_ emit: (MemberBatch) throws -> Void) throws -> Void
    ) throws -> Int {
        var inserter = try MemberBatchInserter(datasetID: datasetID, in: db)
        try withoutActuallyEscaping(between) { between in
            try producer { batch in
                try inserter.insert(batch)
                try between()
            }
        }
        return inserter.inserted
    }

    /// Inserts rows in sequence order as positions 0, 1, ...; returns the count.
    static func insertCities(
        _ rows: some Sequence<CityRow>, datasetID: Int64, in db: Database, between: () throws -> Void
    ) throws -> Int {
        try insertCities(datasetID: datasetID, in: db, between: between) { emit in
            for row in rows { try emit(row) }
        }
    }

    /// Inserts the rows `producer` emits, in order; returns the count.
    static func insertCities(
        datasetID: Int64, in db: Database, between: () throws -> Void,
        producer: (_ emit: (CityRow) throws -> Void) throws -> Void
    ) throws -> Int {
        let insert = try RawStatement(
            db,
            sql: """
                INSERT INTO city_rows (dataset_id, position, name, image, description) VALUES (?, ?, ?, ?, ?)
                """)
        var count = 0
        try withoutActuallyEscaping(between) { between in
            try producer { row in
                insert.bind(datasetID, at: 1)
                insert.bind(Int64(count), at: 2)
                insert.bind(row.name, at: 3)
                insert.bind(row.image, at: 4)
                insert.bind(row.description, at: 5)
                try insert.insert()
                count += 1
                try between()
            }
        }
        return count
    }

    /// Up to `limit` member rows (all when negative), in file order.
    static func fetchMembers(datasetID: Int64, limit: Int, in db: Database) throws -> [MemberRow] {
        let query = try RawStatement(
            db,
            sql: """
                SELECT name, title, location, about, image, web, facebook, twitter
                FROM member_rows WHERE dataset_id = ? ORDER BY position LIMIT ?
                """)
        query.bind(datasetID, at: 1)
        query.bind(Int64(limit), at: 2)
        var rows: [MemberRow] = []
        while try query.next() {
            rows.append(
                MemberRow(
                    name: query.text(at: 0), title: query.text(at: 1), location: query.text(at: 2),
                    about: query.text(at: 3), image: query.text(at: 4), web: query.text(at: 5),
                    facebook: query.text(at: 6), twitter: query.text(at: 7)))
        }
        return rows
    }

    /// Up to `limit` city rows (all when negative), in file order.
    static func fetchCities(datasetID: Int64, limit: Int, in db: Database) throws -> [CityRow] {
        let query = try RawStatement(
            db,
            sql: """
                SELECT name, image, description
                FROM city_rows WHERE dataset_id = ? ORDER BY position LIMIT ?
                """)
        query.bind(datasetID, at: 1)
        query.bind(Int64(limit), at: 2)
        var rows: [CityRow] = []
        while try query.next() {
            rows.append(
                CityRow(
                    name: try query.requiredText(at: 0), image: try query.requiredText(at: 1),
                    description: try query.requiredText(at: 2)))
        }
        return rows
    }

    /// Every row's name and detail (members: title; cities: description), in file order,
    /// fetching only those two columns; a member's missing field becomes "".
    static func fetchLabels(datasetID: Int64, kind: DatasetKind, in db: Database) throws -> [RowLabel] {
        let detail =
            switch kind {
            case .members: "title"
            case .cities: "description"
            }
        let table = DatasetRowTable.table(of: kind)
        let query = try RawStatement(
            db,
            sql: """
                SELECT name, \(detail) FROM \(table) WHERE dataset_id = ? ORDER BY position
                """)
        query.bind(datasetID, at: 1)
        var labels: [RowLabel] = []
        while try query.next() {
            labels.append(RowLabel(name: query.text(at: 0) ?? "", detail: query.text(at: 1) ?? ""))
        }
        return labels
    }

    /// The table holding the rows of a dataset of `kind`.
    static func table(of kind: DatasetKind) -> String {
        switch kind {
        case .members: "member_rows"
        case .cities: "city_rows"
        }
    }
}
