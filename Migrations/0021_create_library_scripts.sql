-- Each saved gesture or events script shared through the team library, by kind and name (a saved
-- script cannot be renamed, so its name is its identity): the merge base, the canonical file's
-- text as of library.last_commit, and a pull's conflict. A row outlives the script it names: a
-- script deleted here after it was shared is pushed as a deletion.
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
