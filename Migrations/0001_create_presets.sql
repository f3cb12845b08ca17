-- Presets: one row per named animation preset.
-- Rows are never deleted: `delete NAME` only sets deleted_at, so every
-- committed version stays reachable and `restore NAME` can bring it back.
-- The name stays reserved while the preset is hidden (UNIQUE covers both).
CREATE TABLE presets (
    id          INTEGER PRIMARY KEY,
    name        TEXT    NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 64),
    template    TEXT    NOT NULL,
    created_at  TEXT    NOT NULL,
    deleted_at  TEXT
);
