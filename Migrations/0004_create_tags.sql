-- Tags name exactly one version of their own preset. The composite foreign
-- key makes a tag pointing at another preset's version, or at a version
-- that does not exist, impossible.
CREATE TABLE tags (
    preset_id       INTEGER NOT NULL REFERENCES presets(id),
    name            TEXT    NOT NULL CHECK (length(name) BETWEEN 1 AND 64),
    version_number  INTEGER NOT NULL,
    tagged_at       TEXT    NOT NULL,
    PRIMARY KEY (preset_id, name),
    FOREIGN KEY (preset_id, version_number) REFERENCES preset_versions(preset_id, number)
) WITHOUT ROWID;
