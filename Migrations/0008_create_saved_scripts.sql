-- Scripts saved by name and replayed against every version: gesture scripts
-- for the card scene (`gesture save NAME "SCRIPT"`) and event scripts.
-- A name is unique within its kind.
CREATE TABLE saved_scripts (
    id          INTEGER PRIMARY KEY,
    kind        TEXT    NOT NULL CHECK (kind IN ('gesture', 'events')),
    name        TEXT    NOT NULL CHECK (length(name) BETWEEN 1 AND 64),
    script      TEXT    NOT NULL CHECK (length(script) BETWEEN 1 AND 100000),
    created_at  TEXT    NOT NULL,
    UNIQUE (kind, name)
);
