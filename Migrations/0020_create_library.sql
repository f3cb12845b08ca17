-- The team library (`library init`): the Git working copy this studio is attached to, and what
-- it last brought in. One row at most.
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

-- Each shared preset: its stable id (survives renames) and the merge base, the canonical file
-- text as of last_commit. A preset given an id but never pushed yet has no base.
CREATE TABLE library_presets (
    preset_id       INTEGER PRIMARY KEY REFERENCES presets(id),
    library_id      TEXT    NOT NULL UNIQUE CHECK (length(library_id) BETWEEN 1 AND 64),
    base_name       TEXT,
    base_parameters TEXT    CHECK (base_parameters IS NULL OR json_valid(base_parameters)),
    base_document   TEXT,
    CHECK ((base_name IS NULL) = (base_document IS NULL) AND (base_name IS NULL) = (base_parameters IS NULL))
);

-- Who made a version brought in from the library (local commits have no row: they are this studio's).
CREATE TABLE library_version_authors (
    preset_id       INTEGER NOT NULL,
    number          INTEGER NOT NULL,
    author          TEXT    NOT NULL CHECK (length(author) BETWEEN 1 AND 200),
    commit_id       TEXT    NOT NULL,
    PRIMARY KEY (preset_id, number),
    FOREIGN KEY (preset_id, number) REFERENCES preset_versions(preset_id, number)
) WITHOUT ROWID;

-- A pull's conflict, kept until `library resolve`: the remote's file beside the local preset.
-- theirs_document is NULL when the remote deleted a preset changed here.
CREATE TABLE library_conflicts (
    preset_id       INTEGER PRIMARY KEY REFERENCES presets(id),
    theirs_document TEXT,
    theirs_commit   TEXT    NOT NULL,
    fields          TEXT    NOT NULL CHECK (json_valid(fields) AND json_type(fields) = 'array')
);
