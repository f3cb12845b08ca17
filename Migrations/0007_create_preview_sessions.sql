-- Preview sessions of the table-view simulation and their per-cell records.
--
-- A session is what an app keeps between showings of its table: which cells
-- already animated. Each `simulate` (or recorded `play`) is one run of the
-- session; times are seconds since the start of that run.
CREATE TABLE preview_sessions (
    id                 INTEGER PRIMARY KEY,
    name               TEXT    NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 64),
    dataset_id         INTEGER NOT NULL REFERENCES datasets(id) ON DELETE CASCADE,
    created_at         TEXT    NOT NULL,
    updated_at         TEXT    NOT NULL,
    runs               INTEGER NOT NULL DEFAULT 0 CHECK (runs >= 0),
    -- The tutorial Animator's hasAnimatedAllCells flag (policy first-screen).
    first_screen_done  INTEGER NOT NULL DEFAULT 0 CHECK (first_screen_done IN (0, 1)),
    -- Identity for the next row inserted by a scroll script: dataset rows are
    -- items 0..<row_count, inserted rows take the numbers after them.
    next_item          INTEGER NOT NULL CHECK (next_item >= 0)
);

-- One record per cell: a row (index path) showing an item (the dataset row's
-- identity). Reordering or inserting data gives new (row, item) pairs, which is
-- what tells the once-per-row and once-per-item policies apart.
CREATE TABLE cell_records (
    session_id       INTEGER NOT NULL REFERENCES preview_sessions(id) ON DELETE CASCADE,
    row              INTEGER NOT NULL CHECK (row >= 0),
    item             INTEGER NOT NULL CHECK (item >= 0),
    first_run        INTEGER NOT NULL CHECK (first_run >= 1),
    first_time       REAL    NOT NULL CHECK (first_time >= 0),
    display_count    INTEGER NOT NULL CHECK (display_count >= 1),
    -- The first animation of the cell, or all NULL when it never animated.
    animated_run     INTEGER CHECK (animated_run >= 1),
    animated_time    REAL    CHECK (animated_time >= 0),
    animated_by      TEXT    CHECK (length(animated_by) BETWEEN 1 AND 200),
    animation_count  INTEGER NOT NULL DEFAULT 0 CHECK (animation_count >= 0),
    CHECK ((animated_run IS NULL) = (animated_time IS NULL) AND (animated_run IS NULL) = (animated_by IS NULL)),
    CHECK ((animated_run IS NULL) = (animation_count = 0)),
    PRIMARY KEY (session_id, row, item)
) WITHOUT ROWID;

-- No index on item: once-per-item asks "did this item animate?" of the set of
-- animated items a run loads up front (one scan of the session's records), never
-- of SQL. A partial index on (session_id, item) was never chosen by the query
-- planner and cost 15-20% of recording a million-cell run (30% of re-recording).
