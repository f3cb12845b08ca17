-- Preset parameters become typed records: numbers as JSON numbers and the timing as its form with
-- labelled numbers, {"duration":1,"timing":{"damping":0.4,"form":"uikit-spring","velocity":0.1}},
-- instead of canonical texts ({"duration":"1","timing":"uikit-spring(damping: 0.4, velocity: 0.1)"}).
-- Reading the old texts needs the templates' rules, so the store rewrites every version and draft
-- state in Swift at the marker below (ParameterRecordUpgrade). Versions stay immutable for everyone
-- else: their guard steps aside for the rewrite only, inside this migration's transaction.
DROP TRIGGER preset_versions_reject_update;

-- @rewrite-parameters

CREATE TRIGGER preset_versions_reject_update
BEFORE UPDATE ON preset_versions
BEGIN
    SELECT RAISE(ABORT, 'preset versions are immutable: a committed version cannot be changed');
END;
