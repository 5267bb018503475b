-- One full-text index of every content type's titles and descriptions (issue 27), in place of the
-- four per-type external-content FTS5 tables and their twelve triggers. It keeps its own copy of the
-- text, written in each item's save batch (src/worker/services/content/search-index.ts). A row's rowid
-- is its item's id * 64 + its type's searchSlot (src/shared/content-registry.ts). After writing rows
-- by hand, run rebuildSearchIndexSql (src/worker/db/search-index-rebuild.ts).
CREATE VIRTUAL TABLE `content_search` USING fts5(title, description, tokenize='trigram');--> statement-breakpoint
INSERT INTO `content_search` (rowid, title, description) SELECT id * 64 + 1, title, description FROM `povs`;--> statement-breakpoint
INSERT INTO `content_search` (rowid, title, description) SELECT id * 64 + 2, title, description FROM `case_studies`;--> statement-breakpoint
INSERT INTO `content_search` (rowid, title, description) SELECT id * 64 + 3, title, description FROM `whitepapers`;--> statement-breakpoint
INSERT INTO `content_search` (rowid, title, description) SELECT id * 64 + 4, title, description FROM `job_openings`;--> statement-breakpoint
DROP TRIGGER `povs_fts_insert`;--> statement-breakpoint
DROP TRIGGER `povs_fts_delete`;--> statement-breakpoint
DROP TRIGGER `povs_fts_update`;--> statement-breakpoint
DROP TRIGGER `case_studies_fts_insert`;--> statement-breakpoint
DROP TRIGGER `case_studies_fts_delete`;--> statement-breakpoint
DROP TRIGGER `case_studies_fts_update`;--> statement-breakpoint
DROP TRIGGER `whitepapers_fts_insert`;--> statement-breakpoint
DROP TRIGGER `whitepapers_fts_delete`;--> statement-breakpoint
DROP TRIGGER `whitepapers_fts_update`;--> statement-breakpoint
DROP TRIGGER `job_openings_fts_insert`;--> statement-breakpoint
DROP TRIGGER `job_openings_fts_delete`;--> statement-breakpoint
DROP TRIGGER `job_openings_fts_update`;--> statement-breakpoint
DROP TABLE `povs_fts`;--> statement-breakpoint
DROP TABLE `case_studies_fts`;--> statement-breakpoint
DROP TABLE `whitepapers_fts`;--> statement-breakpoint
DROP TABLE `job_openings_fts`;
