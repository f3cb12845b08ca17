-- What agents do through `animstudio mcp`.

-- A change an agent made, for the interactive studio to say as it happens
-- (`agent claude: bounce@draft  timing … → …`), as it says a browser's change. A notice, not a
-- record: the store keeps only the latest 200.
CREATE TABLE agent_notices (
    id       INTEGER PRIMARY KEY,
    made_at  TEXT    NOT NULL,
    agent    TEXT    NOT NULL CHECK (length(agent) BETWEEN 1 AND 200),
    text     TEXT    NOT NULL CHECK (length(text) BETWEEN 1 AND 4000)
);

-- Who committed a version an agent made (`history` shows it as the author); versions without a row
-- are this studio's person's or, through library_version_authors, a teammate's. As immutable as the
-- version it names.
CREATE TABLE agent_version_authors (
    preset_id   INTEGER NOT NULL,
    number      INTEGER NOT NULL,
    agent       TEXT    NOT NULL CHECK (length(agent) BETWEEN 1 AND 200),
    PRIMARY KEY (preset_id, number),
    FOREIGN KEY (preset_id, number) REFERENCES preset_versions(preset_id, number)
) WITHOUT ROWID;

CREATE TRIGGER agent_version_authors_no_update BEFORE UPDATE ON agent_version_authors
BEGIN
    SELECT RAISE(ABORT, 'who made a version is immutable');
END;

CREATE TRIGGER agent_version_authors_no_delete BEFORE DELETE ON agent_version_authors
BEGIN
    SELECT RAISE(ABORT, 'who made a version is immutable');
END;
