-- Rule-revision pinning (docs/decisions/rule-revisions-pinned-per-game.md): each game records the revision of
-- its rules and components at creation (GameModule.revision), and is folded and played by that revision for
-- ever. Games created before this migration were created by release 0.1.0: 'lv-1' and 'hod-1'.
ALTER TABLE games ADD COLUMN revision TEXT NOT NULL DEFAULT '';
UPDATE games SET revision = CASE kind
  WHEN 'lettow-vorbeck' THEN 'lv-1'
  WHEN 'hill-of-doves' THEN 'hod-1'
  ELSE kind || '-1' END
WHERE revision = '';
