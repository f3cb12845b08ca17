-- Studio-wide settings that persist across runs, e.g. the current preset
-- chosen with `use NAME` (key 'current_preset').
CREATE TABLE settings (
    key     TEXT PRIMARY KEY,
    value   TEXT NOT NULL
) WITHOUT ROWID;
