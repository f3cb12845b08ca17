import Foundation
import GRDB
import StudioTestSupport
import Testing

@testable import StudioStore

@Suite struct PreviewSessionTests {
    static let members = [
        MemberRow(name: "Ada", title: "Engineer"), MemberRow(name: "Grace"), MemberRow(title: "Anonymous")
    ]

    /// A store with a three-row members dataset "team".
    static func storeWithTeam() throws -> StudioStore {
        let store = try StudioStore.inMemory()
        try store.importMembers(dataset: "team", rows: members, at: time(0))
        return store
    }

    /// A cell shown `displays` times, first at `first`; animated at `animated` `animations` times.
    static func cell(
        _ row: Int, _ item: Int, first: Double = 0.5, displays: Int = 1, animated: Double? = nil, animations: Int = 0
    ) -> CellRunRecord {
        CellRunRecord(
            row: row, item: item, firstTime: first, displayCount: displays, animatedTime: animated,
            animationCount: animations)
    }

    static func count(_ table: String, in store: StudioStore) throws -> Int {
        try store.writer.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table)") ?? -1 }
    }

    @Test func createdSessionsAreListedByNameAndFoundByName() throws {
        // Given a dataset of three rows
        let store = try Self.storeWithTeam()

        // When creating two sessions over it
        let created = try store.createPreviewSession(named: "second", dataset: "team", at: time(1))
        try store.createPreviewSession(named: "first", dataset: "team", at: time(2))

        // Then each starts empty, its next item after the dataset's rows
        let expected = PreviewSessionSummary(
            name: "second", dataset: "team", createdAt: time(1), updatedAt: time(1), runs: 0,
            cellCount: 0, animatedCount: 0, firstScreenDone: false, nextItem: 3)
        #expect(created == expected)
        #expect(try store.previewSession(named: "second") == expected)
        #expect(try store.previewSession(named: "third") == nil)
        #expect(try store.previewSessions().map(\.name) == ["first", "second"])
        #expect(try store.previewSessions().map(\.createdAt) == [time(2), time(1)])
    }

    @Test func aTakenNameOrAMissingDatasetIsRefused() throws {
        // Given a session s1
        let store = try Self.storeWithTeam()
        try store.createPreviewSession(named: "s1", dataset: "team", at: time(1))

        // When creating s1 again, or a session over a missing dataset
        let taken = #expect(throws: StoreError.self) {
            try store.createPreviewSession(named: "s1", dataset: "team", at: time(2))
        }
        let missing = #expect(throws: StoreError.self) {
            try store.createPreviewSession(named: "s2", dataset: "nobody", at: time(2))
        }

        // Then both are refused with their messages, and nothing changed
        #expect(taken == .sessionExists("s1"))
        #expect(
            taken?.message
                == #"preview session “s1” already exists; continue it with --session s1 or reset it with reset s1"#)
        #expect(missing == .datasetNotFound("nobody"))
        #expect(missing?.message == #"no dataset named “nobody”"#)
        #expect(try store.previewSessions().map(\.createdAt) == [time(1)])
    }

    @Test func aRunInsertsARecordPerCell() throws {
        // Given a new session
        let store = try Self.storeWithTeam()
        try store.createPreviewSession(named: "s", dataset: "team", at: time(1))

        // When recording a run of three cells, two animated, given out of order
        let run = PreviewRun(
            animatedBy: "bounce@3",
            cells: [
                Self.cell(2, 2, first: 0.25), Self.cell(0, 0, first: 0, animated: 0, animations: 1),
                Self.cell(1, 1, first: 0, displays: 2, animated: 0.125, animations: 2)
            ], firstScreenDone: true, nextItem: 3)
        let summary = try store.recordRun(run, session: "s", at: time(2))

        // Then the summary counts them and each record is the cell's totals, as run 1
        #expect(
            summary
                == PreviewSessionSummary(
                    name: "s", dataset: "team", createdAt: time(1), updatedAt: time(2), runs: 1,
                    cellCount: 3, animatedCount: 2, firstScreenDone: true, nextItem: 3))
        #expect(
            try store.cellRecords(session: "s") == [
                CellRecord(
                    row: 0, item: 0, firstRun: 1, firstTime: 0, displayCount: 1,
                    animatedRun: 1, animatedTime: 0, animatedBy: "bounce@3", animationCount: 1),
                CellRecord(
                    row: 1, item: 1, firstRun: 1, firstTime: 0, displayCount: 2,
                    animatedRun: 1, animatedTime: 0.125, animatedBy: "bounce@3", animationCount: 2),
                CellRecord(
                    row: 2, item: 2, firstRun: 1, firstTime: 0.25, displayCount: 1,
                    animatedRun: nil, animatedTime: nil, animatedBy: nil, animationCount: 0)
            ])
        #expect(try store.cellRecords(session: "s", limit: 1).map(\.row) == [0])
        #expect(try store.cellRecords(session: "s", limit: 0) == [])
    }

    @Test func aSecondRunAddsCountsAndKeepsFirstDisplayAndFirstAnimation() throws {
        // Given a session whose run 1 animated cell 0 and showed cell 1 without animating it
        let store = try Self.storeWithTeam()
        try store.createPreviewSession(named: "s", dataset: "team", at: time(1))
        try store.recordRun(
            PreviewRun(
                animatedBy: "bounce@3",
                cells: [
                    Self.cell(0, 0, first: 0, animated: 0, animations: 1), Self.cell(1, 1, first: 0.5)
                ], firstScreenDone: false, nextItem: 3), session: "s", at: time(2))

        // When run 2 shows both again, animating both, plus a new inserted row
        let summary = try store.recordRun(
            PreviewRun(
                animatedBy: "fade",
                cells: [
                    Self.cell(0, 0, first: 1, displays: 2, animated: 1, animations: 2),
                    Self.cell(1, 1, first: 2, displays: 3, animated: 2.5, animations: 1),
                    Self.cell(2, 3, first: 3)
                ], firstScreenDone: true, nextItem: 4), session: "s", at: time(3))

        // Then counts add up, first run/time stay, and the first animation is kept
        #expect(summary.runs == 2)
        #expect(summary.cellCount == 3)
        #expect(summary.animatedCount == 2)
        #expect(summary.firstScreenDone)
        #expect(summary.nextItem == 4)
        #expect(summary.updatedAt == time(3))
        #expect(
            try store.cellRecords(session: "s") == [
                CellRecord(
                    row: 0, item: 0, firstRun: 1, firstTime: 0, displayCount: 3,
                    animatedRun: 1, animatedTime: 0, animatedBy: "bounce@3", animationCount: 3),
                CellRecord(
                    row: 1, item: 1, firstRun: 1, firstTime: 0.5, displayCount: 4,
                    animatedRun: 2, animatedTime: 2.5, animatedBy: "fade", animationCount: 1),
                CellRecord(
                    row: 2, item: 3, firstRun: 2, firstTime: 3, displayCount: 1,
                    animatedRun: nil, animatedTime: nil, animatedBy: nil, animationCount: 0)
            ])
    }

    @Test func runsLargerThanABatchAreRecordedWhole() throws {
        // Given a session and a run of two full batches and a remainder
        let store = try Self.storeWithTeam()
        try store.createPreviewSession(named: "s", dataset: "team", at: time(1))
        let count = 2 * CellRecordInserter.batchSize + 5
        let cells = (0..<count).map {
            Self.cell(
                $0, $0, first: Double($0), animated: $0 % 2 == 0 ? Double($0) : nil,
                animations: $0 % 2 == 0 ? 1 : 0)
        }

        // When recording it twice
        try store.recordRun(
            PreviewRun(animatedBy: "fade", cells: cells, firstScreenDone: true, nextItem: 3),
            session: "s", at: time(2))
        let summary = try store.recordRun(
            PreviewRun(
                animatedBy: "fade", cells: cells.reversed(),
                firstScreenDone: true, nextItem: 3), session: "s", at: time(3))

        // Then every cell has one record with both runs' counts
        #expect(summary.cellCount == count)
        #expect(summary.animatedCount == (count + 1) / 2)
        let records = try store.cellRecords(session: "s")
        #expect(records.map(\.row) == Array(0..<count))
        #expect(records.allSatisfy { $0.displayCount == 2 && $0.firstRun == 1 && $0.firstTime == Double($0.row) })
        #expect(records.map(\.animationCount) == (0..<count).map { $0 % 2 == 0 ? 2 : 0 })
    }

    @Test func memoryHoldsTheRowsAndItemsThatEverAnimated() throws {
        // Given a session where row 0 showed item 0 and animated, then a reordered run
        // animated item 0 in row 1, and row 2 (item 2) never animated
        let store = try Self.storeWithTeam()
        try store.createPreviewSession(named: "s", dataset: "team", at: time(1))
        #expect(
            try store.sessionMemory(named: "s")
                == SessionMemory(animatedRows: [], animatedItems: [], firstScreenDone: false, runs: 0, nextItem: 3))
        try store.recordRun(
            PreviewRun(
                animatedBy: "fade",
                cells: [
                    Self.cell(0, 0, animated: 0.5, animations: 1), Self.cell(2, 2)
                ], firstScreenDone: false, nextItem: 3), session: "s", at: time(2))
        try store.recordRun(
            PreviewRun(
                animatedBy: "fade",
                cells: [
                    Self.cell(0, 5), Self.cell(1, 0, animated: 0.5, animations: 1), Self.cell(2, 2)
                ], firstScreenDone: true, nextItem: 6), session: "s", at: time(3))

        // When asking for its memory
        let memory = try store.sessionMemory(named: "s")

        // Then it names the animated rows and items, and the session's flags
        #expect(
            memory
                == SessionMemory(
                    animatedRows: [0, 1], animatedItems: [0], firstScreenDone: true, runs: 2, nextItem: 6))
        #expect(throws: StoreError.sessionNotFound("gone")) { try store.sessionMemory(named: "gone") }
    }

    @Test func resetForgetsTheRecordsButKeepsTheSession() throws {
        // Given a session with a recorded run that inserted rows
        let store = try Self.storeWithTeam()
        try store.createPreviewSession(named: "s", dataset: "team", at: time(1))
        try store.recordRun(
            PreviewRun(
                animatedBy: "fade", cells: [Self.cell(0, 0, animated: 0, animations: 1)],
                firstScreenDone: true, nextItem: 7), session: "s", at: time(2))

        // When resetting it
        try store.resetPreviewSession(named: "s", at: time(3))

        // Then it is as new, apart from its update time
        #expect(
            try store.previewSession(named: "s")
                == PreviewSessionSummary(
                    name: "s", dataset: "team", createdAt: time(1), updatedAt: time(3), runs: 0,
                    cellCount: 0, animatedCount: 0, firstScreenDone: false, nextItem: 3))
        #expect(try Self.count("cell_records", in: store) == 0)
        #expect(throws: StoreError.sessionNotFound("t")) { try store.resetPreviewSession(named: "t", at: time(3)) }
    }

    @Test func deletingASessionDeletesItsRecordsOnly() throws {
        // Given two sessions with records
        let store = try Self.storeWithTeam()
        for name in ["a", "b"] {
            try store.createPreviewSession(named: name, dataset: "team", at: time(1))
            try store.recordRun(
                PreviewRun(
                    animatedBy: "fade", cells: [Self.cell(0, 0), Self.cell(1, 1)],
                    firstScreenDone: false, nextItem: 3), session: name, at: time(2))
        }

        // When deleting one
        try store.deletePreviewSession(named: "a")

        // Then it and its records are gone, the other stays
        #expect(try store.previewSessions().map(\.name) == ["b"])
        #expect(try Self.count("cell_records", in: store) == 2)
        let missing = #expect(throws: StoreError.self) { try store.deletePreviewSession(named: "a") }
        #expect(missing?.message == #"no preview session named “a”"#)
        #expect(throws: StoreError.sessionNotFound("a")) { try store.cellRecords(session: "a") }
    }

    @Test func deletingTheDatasetDeletesItsSessionsAndRecords() throws {
        // Given a session with records over "team", and another dataset with its own session
        let store = try Self.storeWithTeam()
        try store.importCities(dataset: "places", rows: [], at: time(0))
        try store.createPreviewSession(named: "s", dataset: "team", at: time(1))
        try store.createPreviewSession(named: "p", dataset: "places", at: time(1))
        try store.recordRun(
            PreviewRun(
                animatedBy: "fade", cells: [Self.cell(0, 0, animated: 0, animations: 1)],
                firstScreenDone: false, nextItem: 3), session: "s", at: time(2))

        // When deleting the dataset
        try store.deleteDataset(named: "team")

        // Then its session and records went with it
        #expect(try store.previewSessions().map(\.name) == ["p"])
        #expect(try Self.count("cell_records", in: store) == 0)
    }

    @Test func recordsSurviveClosingAndReopeningTheFile() throws {
        try TemporaryStudio.withFolder { folder in
            // Given a file store with a recorded run, closed
            let path = folder.appendingPathComponent("sessions.sqlite").path
            do {
                let store = try StudioStore(path: path)
                try store.importMembers(dataset: "team", rows: Self.members, at: time(0))
                try store.createPreviewSession(named: "s", dataset: "team", at: time(1))
                try store.recordRun(
                    PreviewRun(
                        animatedBy: "bounce@draft",
                        cells: [
                            Self.cell(0, 0, first: 0.5, animated: 0.5, animations: 1), Self.cell(1, 1)
                        ], firstScreenDone: true, nextItem: 3), session: "s", at: time(2))
            }

            // When reopening it
            let store = try StudioStore(path: path)

            // Then the session, its records and memory are there
            #expect(try store.previewSession(named: "s")?.cellCount == 2)
            #expect(
                try store.cellRecords(session: "s").first
                    == CellRecord(
                        row: 0, item: 0, firstRun: 1, firstTime: 0.5, displayCount: 1,
                        animatedRun: 1, animatedTime: 0.5, animatedBy: "bounce@draft", animationCount: 1))
            #expect(try store.sessionMemory(named: "s").animatedItems == [0])
        }
    }

    @Test(arguments: [
        (
            cells: [cell(0, 0), cell(1, 1, first: .nan)],
            message:
                "cannot record the run: cell at row 1, item 1 has first time nan; times are finite seconds, 0 or more"
        ),
        (
            cells: [cell(0, 0, first: -1)],
            message:
                "cannot record the run: cell at row 0, item 0 has first time -1.0; times are finite seconds, 0 or more"
        ),
        (
            cells: [cell(0, 0, animated: .infinity, animations: 1)],
            message:
                "cannot record the run: cell at row 0, item 0 has animated time inf; times are finite seconds, 0 or more"
        ),
        (
            cells: [cell(0, 0), cell(1, 1, displays: 0)],
            message:
                "cannot record the run: cell at row 1, item 1 has display count 0; a recorded cell was displayed at least once"
        ),
        (
            cells: [cell(0, 0, animations: 1)],
            message:
                "cannot record the run: cell at row 0, item 0 has animation count 1 but no animated time; give both or neither"
        ),
        (
            cells: [cell(0, 0, animated: 0.5)],
            message:
                "cannot record the run: cell at row 0, item 0 has an animated time but animation count 0; give both or neither"
        ),
        (
            cells: [cell(0, -1)],
            message: "cannot record the run: cell at row 0, item -1 is out of range; rows and items are 0 or more"
        ),
        (
            cells: [cell(1, 1), cell(0, 0), cell(1, 1)],
            message: "cannot record the run: cell at row 1, item 1 appears twice; a run records each cell once"
        )
    ])
    func anInvalidCellWritesNothing(cells: [CellRunRecord], message: String) throws {
        // Given a session with one recorded run
        let store = try Self.storeWithTeam()
        try store.createPreviewSession(named: "s", dataset: "team", at: time(1))
        let before = try store.recordRun(
            PreviewRun(
                animatedBy: "fade", cells: [Self.cell(0, 0)],
                firstScreenDone: false, nextItem: 3), session: "s", at: time(2))

        // When recording a run with a bad cell
        let error = #expect(throws: StoreError.self) {
            try store.recordRun(
                PreviewRun(animatedBy: "fade", cells: cells, firstScreenDone: true, nextItem: 4),
                session: "s", at: time(3))
        }

        // Then it is refused by name and the session is as it was
        #expect(error?.message == message)
        #expect(try store.previewSession(named: "s") == before)
        #expect(try store.cellRecords(session: "s").map(\.displayCount) == [1])
    }

    @Test func anInvalidReferenceCounterOrSessionWritesNothing() throws {
        // Given a session
        let store = try Self.storeWithTeam()
        try store.createPreviewSession(named: "s", dataset: "team", at: time(1))
        let cells = [Self.cell(0, 0, animated: 0, animations: 1)]

        // When the reference is empty or too long, the counter negative, the time or session wrong
        let empty = #expect(throws: StoreError.self) {
            try store.recordRun(
                PreviewRun(animatedBy: "", cells: cells, firstScreenDone: false, nextItem: 3),
                session: "s", at: time(2))
        }
        let long = #expect(throws: StoreError.self) {
            try store.recordRun(
                PreviewRun(
                    animatedBy: String(repeating: "x", count: 201), cells: cells,
                    firstScreenDone: false, nextItem: 3), session: "s", at: time(2))
        }
        let negative = #expect(throws: StoreError.self) {
            try store.recordRun(
                PreviewRun(animatedBy: "fade", cells: cells, firstScreenDone: false, nextItem: -1),
                session: "s", at: time(2))
        }
        #expect(throws: StoreError.invalidTime("now")) {
            try store.recordRun(
                PreviewRun(animatedBy: "fade", cells: cells, firstScreenDone: false, nextItem: 3),
                session: "s", at: "now")
        }
        #expect(throws: StoreError.sessionNotFound("t")) {
            try store.recordRun(
                PreviewRun(animatedBy: "fade", cells: cells, firstScreenDone: false, nextItem: 3),
                session: "t", at: time(2))
        }

        // Then each says what is allowed, and nothing was written
        #expect(empty?.message == #"cannot record the run: animated-by reference “” is 0 characters long; use 1-200"#)
        #expect(
            long?.message == "cannot record the run: animated-by reference “\(String(repeating: "x", count: 201))” "
                + "is 201 characters long; use 1-200")
        #expect(negative?.message == "cannot record the run: next item -1 is negative; items are numbered from 0")
        #expect(try store.previewSession(named: "s")?.runs == 0)
        #expect(try Self.count("cell_records", in: store) == 0)
    }

    @Test func sessionNamesFollowTheDatasetNameRules() throws {
        // Given a dataset
        let store = try Self.storeWithTeam()

        // When creating sessions with an empty, a too long and a tabbed name
        let empty = #expect(throws: StoreError.self) {
            try store.createPreviewSession(named: "", dataset: "team", at: time(1))
        }
        let long = #expect(throws: StoreError.self) {
            try store.createPreviewSession(named: String(repeating: "s", count: 65), dataset: "team", at: time(1))
        }
        let tabbed = #expect(throws: StoreError.self) {
            try store.createPreviewSession(named: "my\tsession", dataset: "team", at: time(1))
        }

        // Then each is refused with the naming rules, and no session exists
        let rules =
            "use 1-64 characters without tabs, line breaks, leading or trailing spaces, control or invisible characters or “@”"
        #expect(empty?.message == "session name must not be empty; " + rules)
        #expect(
            long
                == .invalidName(kind: .session, value: String(repeating: "s", count: 65), problem: .tooLong(length: 65))
        )
        #expect(
            long?.message
                == "session name “\(String(repeating: "s", count: 65))” is 65 characters long; the limit is 64")
        #expect(tabbed?.message == #"session name “my\tsession” contains whitespace; "# + rules)
        #expect(try Self.count("preview_sessions", in: store) == 0)
    }

    @Test func rowLabelsGiveNameAndDetailInFileOrder() throws {
        // Given a members dataset with missing fields and a cities dataset
        let store = try Self.storeWithTeam()
        try store.importCities(
            dataset: "places",
            rows: [
                CityRow(name: "Lyon", image: "lyon.jpg", description: "Rivers"),
                CityRow(name: "Oslo", image: "oslo.jpg", description: "")
            ], at: time(1))

        // Then members give name and title, cities name and description; missing is ""
        #expect(
            try store.rowLabels(dataset: "team") == [
                RowLabel(name: "Ada", detail: "Engineer"), RowLabel(name: "Grace", detail: ""),
                RowLabel(name: "", detail: "Anonymous")
            ])
        #expect(
            try store.rowLabels(dataset: "places") == [
                RowLabel(name: "Lyon", detail: "Rivers"), RowLabel(name: "Oslo", detail: "")
            ])
        #expect(throws: StoreError.datasetNotFound("nowhere")) { try store.rowLabels(dataset: "nowhere") }
    }

    @Test func nextSessionNameIsOneAfterTheLargestNumberUsed() throws {
        // Given no sessions
        let store = try Self.storeWithTeam()
        #expect(try store.nextPreviewSessionName() == "session-1")

        // When sessions of that form and others exist
        for name in [
            "session-2", "session-10", "session-x", "session-", "session-+99", "my-session-50",
            "session-99999999999999999999"
        ] {
            try store.createPreviewSession(named: name, dataset: "team", at: time(1))
        }

        // Then the next name follows the largest number, even after earlier ones are deleted
        #expect(try store.nextPreviewSessionName() == "session-11")
        try store.deletePreviewSession(named: "session-2")
        #expect(try store.nextPreviewSessionName() == "session-11")
    }
}

@Suite struct PreviewSessionCreationTests {
    @Test func aFirstRunCreatesItsSessionInTheSameTransaction() throws {
        let store = try StudioStore.inMemory()
        try store.importMembers(dataset: "team", rows: [MemberRow(name: "A"), MemberRow(name: "B")], at: time(0))
        let cell = CellRunRecord(row: 0, item: 0, firstTime: 0, displayCount: 1, animatedTime: 0, animationCount: 1)
        let summary = try store.recordRun(
            PreviewRun(animatedBy: "fade", cells: [cell], firstScreenDone: true, nextItem: 2), session: "s",
            creatingOver: "team", at: time(1))
        #expect(summary.runs == 1 && summary.cellCount == 1 && summary.animatedCount == 1 && summary.dataset == "team")
        // A run that fails its checks creates nothing.
        let bad = CellRunRecord(row: 0, item: 0, firstTime: .nan, displayCount: 1, animatedTime: nil, animationCount: 0)
        #expect(throws: StoreError.self) {
            try store.recordRun(
                PreviewRun(animatedBy: "fade", cells: [bad], firstScreenDone: false, nextItem: 2), session: "t",
                creatingOver: "team", at: time(2))
        }
        #expect(try store.previewSession(named: "t") == nil)
        #expect(throws: StoreError.sessionExists("s")) {
            try store.recordRun(
                PreviewRun(animatedBy: "fade", cells: [cell], firstScreenDone: false, nextItem: 2), session: "s",
                creatingOver: "team", at: time(3))
        }
        #expect(try store.previewSession(named: "s")?.runs == 1)
    }
}
