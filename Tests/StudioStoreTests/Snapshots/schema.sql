-- table agent_notices
CREATE TABLE agent_notices (
    id       INTEGER PRIMARY KEY,
    made_at  TEXT    NOT NULL,
    agent    TEXT    NOT NULL CHECK (length(agent) BETWEEN 1 AND 200),
    text     TEXT    NOT NULL CHECK (length(text) BETWEEN 1 AND 4000)
);

-- table agent_version_authors
CREATE TABLE agent_version_authors (
    preset_id   INTEGER NOT NULL,
    number      INTEGER NOT NULL,
    agent       TEXT    NOT NULL CHECK (length(agent) BETWEEN 1 AND 200),
    PRIMARY KEY (preset_id, number),
    FOREIGN KEY (preset_id, number) REFERENCES preset_versions(preset_id, number)
) WITHOUT ROWID;

-- table cell_records
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

-- table city_rows
CREATE TABLE city_rows (
    dataset_id  INTEGER NOT NULL REFERENCES datasets(id) ON DELETE CASCADE,
    position    INTEGER NOT NULL CHECK (position >= 0),
    name        TEXT    NOT NULL,
    image       TEXT    NOT NULL,
    description TEXT    NOT NULL,
    PRIMARY KEY (dataset_id, position)
);

-- table datasets
CREATE TABLE datasets (
    id          INTEGER PRIMARY KEY,
    name        TEXT    NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 64),
    kind        TEXT    NOT NULL CHECK (kind IN ('members', 'cities')),
    created_at  TEXT    NOT NULL,
    row_count   INTEGER NOT NULL DEFAULT 0 CHECK (row_count >= 0)
);

-- table draft_states
CREATE TABLE draft_states (
    preset_id   INTEGER NOT NULL REFERENCES presets(id),
    position    INTEGER NOT NULL CHECK (position >= 1),
    created_at  TEXT    NOT NULL,
    parameters  TEXT    NOT NULL CHECK (json_valid(parameters) AND json_type(parameters) = 'object'),
    PRIMARY KEY (preset_id, position)
) WITHOUT ROWID;

-- table drafts
CREATE TABLE drafts (
    preset_id   INTEGER PRIMARY KEY REFERENCES presets(id),
    cursor      INTEGER NOT NULL,
    changed_at  TEXT    NOT NULL,
    FOREIGN KEY (preset_id, cursor) REFERENCES draft_states(preset_id, position)
);

-- table grdb_migrations
CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);

-- table library
CREATE TABLE library (
    id              INTEGER PRIMARY KEY CHECK (id = 1),
    working_copy    TEXT    NOT NULL CHECK (length(working_copy) >= 1),
    remote          TEXT    NOT NULL,
    branch          TEXT    NOT NULL CHECK (length(branch) >= 1),
    author          TEXT    NOT NULL CHECK (length(author) BETWEEN 1 AND 200),
    -- The commit whose files the database last took in (by pull or push); NULL before the first.
    last_commit     TEXT    CHECK (last_commit IS NULL OR length(last_commit) BETWEEN 40 AND 64),
    attached_at     TEXT    NOT NULL
);

-- table library_conflicts
CREATE TABLE library_conflicts (
    preset_id       INTEGER PRIMARY KEY REFERENCES presets(id),
    theirs_document TEXT,
    theirs_commit   TEXT    NOT NULL,
    fields          TEXT    NOT NULL CHECK (json_valid(fields) AND json_type(fields) = 'array')
);

-- table library_presets
CREATE TABLE library_presets (
    preset_id       INTEGER PRIMARY KEY REFERENCES presets(id),
    library_id      TEXT    NOT NULL UNIQUE CHECK (length(library_id) BETWEEN 1 AND 64),
    base_name       TEXT,
    base_parameters TEXT    CHECK (base_parameters IS NULL OR json_valid(base_parameters)),
    base_document   TEXT,
    CHECK ((base_name IS NULL) = (base_document IS NULL) AND (base_name IS NULL) = (base_parameters IS NULL))
);

-- table library_scripts
CREATE TABLE library_scripts (
    kind            TEXT    NOT NULL CHECK (kind IN ('gesture', 'events')),
    name            TEXT    NOT NULL CHECK (length(name) BETWEEN 1 AND 64),
    -- NULL: the library had no such file as of last_commit.
    base_document   TEXT,
    conflicted      INTEGER NOT NULL DEFAULT 0 CHECK (conflicted IN (0, 1)),
    -- With conflicted = 1: the library's file text (NULL when the library deleted the script) and
    -- the commit it came from.
    theirs_document TEXT,
    theirs_commit   TEXT,
    PRIMARY KEY (kind, name),
    CHECK (conflicted = 1 OR (theirs_document IS NULL AND theirs_commit IS NULL)),
    CHECK (conflicted = 0 OR theirs_commit IS NOT NULL)
) WITHOUT ROWID;

-- table library_version_authors
CREATE TABLE library_version_authors (
    preset_id       INTEGER NOT NULL,
    number          INTEGER NOT NULL,
    author          TEXT    NOT NULL CHECK (length(author) BETWEEN 1 AND 200),
    commit_id       TEXT    NOT NULL,
    PRIMARY KEY (preset_id, number),
    FOREIGN KEY (preset_id, number) REFERENCES preset_versions(preset_id, number)
) WITHOUT ROWID;

-- table member_rows
CREATE TABLE member_rows (
    dataset_id  INTEGER NOT NULL REFERENCES datasets(id) ON DELETE CASCADE,
    position    INTEGER NOT NULL CHECK (position >= 0),
    name        TEXT,
    title       TEXT,
    location    TEXT,
    about       TEXT,
    image       TEXT,
    web         TEXT,
    facebook    TEXT,
    twitter     TEXT,
    PRIMARY KEY (dataset_id, position)
);

-- table preset_versions
CREATE TABLE preset_versions (
    id          INTEGER PRIMARY KEY,
    preset_id   INTEGER NOT NULL REFERENCES presets(id),
    number      INTEGER NOT NULL CHECK (number >= 1),
    created_at  TEXT    NOT NULL,
    message     TEXT    CHECK (message IS NULL OR length(message) <= 1000),
    parameters  TEXT    NOT NULL CHECK (json_valid(parameters) AND json_type(parameters) = 'object'),
    UNIQUE (preset_id, number)
);

-- table presets
CREATE TABLE presets (
    id          INTEGER PRIMARY KEY,
    name        TEXT    NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 64),
    template    TEXT    NOT NULL,
    created_at  TEXT    NOT NULL,
    deleted_at  TEXT
);

-- table preview_sessions
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

-- table saved_scripts
CREATE TABLE saved_scripts (
    id          INTEGER PRIMARY KEY,
    kind        TEXT    NOT NULL CHECK (kind IN ('gesture', 'events')),
    name        TEXT    NOT NULL CHECK (length(name) BETWEEN 1 AND 64),
    script      TEXT    NOT NULL CHECK (length(script) BETWEEN 1 AND 100000),
    created_at  TEXT    NOT NULL,
    UNIQUE (kind, name)
);

-- table settings
CREATE TABLE settings (
    key     TEXT PRIMARY KEY,
    value   TEXT NOT NULL
) WITHOUT ROWID;

-- table tags
CREATE TABLE tags (
    preset_id       INTEGER NOT NULL REFERENCES presets(id),
    name            TEXT    NOT NULL CHECK (length(name) BETWEEN 1 AND 64),
    version_number  INTEGER NOT NULL,
    tagged_at       TEXT    NOT NULL,
    PRIMARY KEY (preset_id, name),
    FOREIGN KEY (preset_id, version_number) REFERENCES preset_versions(preset_id, number)
) WITHOUT ROWID;

-- trigger agent_version_authors_no_delete
CREATE TRIGGER agent_version_authors_no_delete BEFORE DELETE ON agent_version_authors
BEGIN
    SELECT RAISE(ABORT, 'who made a version is immutable');
END;

-- trigger agent_version_authors_no_update
CREATE TRIGGER agent_version_authors_no_update BEFORE UPDATE ON agent_version_authors
BEGIN
    SELECT RAISE(ABORT, 'who made a version is immutable');
END;

-- trigger library_version_authors_reject_delete
CREATE TRIGGER library_version_authors_reject_delete
BEFORE DELETE ON library_version_authors
BEGIN
    SELECT RAISE(ABORT, 'library version authors are immutable: who made a version cannot be deleted');
END;

-- trigger library_version_authors_reject_update
CREATE TRIGGER library_version_authors_reject_update
BEFORE UPDATE ON library_version_authors
BEGIN
    SELECT RAISE(ABORT, 'library version authors are immutable: who made a version cannot be changed');
END;

-- trigger preset_versions_have_no_gaps
CREATE TRIGGER preset_versions_have_no_gaps
BEFORE INSERT ON preset_versions
WHEN NEW.number <> COALESCE((SELECT MAX(number) FROM preset_versions WHERE preset_id = NEW.preset_id), 0) + 1
BEGIN
    SELECT RAISE(ABORT, 'preset versions are numbered 1...N without gaps');
END;

-- trigger preset_versions_reject_delete
CREATE TRIGGER preset_versions_reject_delete
BEFORE DELETE ON preset_versions
BEGIN
    SELECT RAISE(ABORT, 'preset versions are immutable: a committed version cannot be deleted');
END;

-- trigger preset_versions_reject_update
CREATE TRIGGER preset_versions_reject_update
BEFORE UPDATE ON preset_versions
BEGIN
    SELECT RAISE(ABORT, 'preset versions are immutable: a committed version cannot be changed');
END;
