-- The working draft of each preset, with a persisted undo/redo history.
-- draft_states is the ordered list of draft parameter sets; drafts.cursor
-- points at the current one. States after the cursor are the redo tail,
-- states before it the undo history (trimmed to a fixed length by the store).
CREATE TABLE draft_states (
    preset_id   INTEGER NOT NULL REFERENCES presets(id),
    position    INTEGER NOT NULL CHECK (position >= 1),
    created_at  TEXT    NOT NULL,
    parameters  TEXT    NOT NULL CHECK (json_valid(parameters) AND json_type(parameters) = 'object'),
    PRIMARY KEY (preset_id, position)
) WITHOUT ROWID;

-- Exactly one draft per preset (the primary key), always pointing at an
-- existing state (the composite foreign key).
CREATE TABLE drafts (
    preset_id   INTEGER PRIMARY KEY REFERENCES presets(id),
    cursor      INTEGER NOT NULL,
    changed_at  TEXT    NOT NULL,
    FOREIGN KEY (preset_id, cursor) REFERENCES draft_states(preset_id, position)
);
