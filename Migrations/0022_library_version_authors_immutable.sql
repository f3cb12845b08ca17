-- Who made a version is as much history as the version: once a pull records it, it never
-- changes and never vanishes (the versions themselves are guarded so since 0002).
CREATE TRIGGER library_version_authors_reject_update
BEFORE UPDATE ON library_version_authors
BEGIN
    SELECT RAISE(ABORT, 'library version authors are immutable: who made a version cannot be changed');
END;

CREATE TRIGGER library_version_authors_reject_delete
BEFORE DELETE ON library_version_authors
BEGIN
    SELECT RAISE(ABORT, 'library version authors are immutable: who made a version cannot be deleted');
END;
