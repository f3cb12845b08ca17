-- Committed versions of a preset, numbered 1...N without gaps.
-- parameters is a JSON object text with sorted keys (name -> canonical text),
-- so two equal parameter sets always have byte-identical text.
CREATE TABLE preset_versions (
    id          INTEGER PRIMARY KEY,
    preset_id   INTEGER NOT NULL REFERENCES presets(id),
    number      INTEGER NOT NULL CHECK (number >= 1),
    created_at  TEXT    NOT NULL,
    message     TEXT    CHECK (message IS NULL OR length(message) <= 1000),
    parameters  TEXT    NOT NULL CHECK (json_valid(parameters) AND json_type(parameters) = 'object'),
    UNIQUE (preset_id, number)
);

-- The store assigns max+1 inside an IMMEDIATE write transaction; this trigger
-- makes a gap or a reused number impossible even for a buggy or foreign writer.
CREATE TRIGGER preset_versions_have_no_gaps
BEFORE INSERT ON preset_versions
WHEN NEW.number <> COALESCE((SELECT MAX(number) FROM preset_versions WHERE preset_id = NEW.preset_id), 0) + 1
BEGIN
    SELECT RAISE(ABORT, 'preset versions are numbered 1...N without gaps');
END;

-- Versions are history: once committed they never change and never vanish.
CREATE TRIGGER preset_versions_reject_update
BEFORE UPDATE ON preset_versions
BEGIN
    SELECT RAISE(ABORT, 'preset versions are immutable: a committed version cannot be changed');
END;

CREATE TRIGGER preset_versions_reject_delete
BEFORE DELETE ON preset_versions
BEGIN
    SELECT RAISE(ABORT, 'preset versions are immutable: a committed version cannot be deleted');
END;
