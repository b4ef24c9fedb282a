-- PostgreSQL dialect of migrations/0004_revision.sql: the rules revision each game was created with.
ALTER TABLE games ADD COLUMN revision TEXT NOT NULL DEFAULT '';
UPDATE games SET revision = CASE kind
  WHEN 'lettow-vorbeck' THEN 'lv-1'
  WHEN 'hill-of-doves' THEN 'hod-1'
  ELSE kind || '-1' END
WHERE revision = '';
