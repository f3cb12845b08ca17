-- What an agent changed through `animstudio mcp`, for the interactive studio to say as it happens
-- (`agent claude: bounce@draft  timing … → …`), as it says a browser's change. A notice, not a
-- record: the store keeps only the latest 200.
CREATE TABLE agent_notices (
    id       INTEGER PRIMARY KEY,
    made_at  TEXT    NOT NULL,
    agent    TEXT    NOT NULL CHECK (length(agent) BETWEEN 1 AND 200),
    text     TEXT    NOT NULL CHECK (length(text) BETWEEN 1 AND 4000)
);
