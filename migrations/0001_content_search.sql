-- Full-text search over title + description for the `q` parameter of the list endpoints.
-- Trigram tokens give the spec's "appears anywhere, case-insensitive" semantics from an index.
-- External-content tables: the text lives once, in povs / case_studies; triggers keep the index
-- in sync, and `INSERT INTO x_fts(x_fts) VALUES('rebuild')` recreates it (D1 export drops virtual tables).
CREATE VIRTUAL TABLE `povs_fts` USING fts5(title, description, content='povs', content_rowid='id', tokenize='trigram');--> statement-breakpoint
INSERT INTO `povs_fts`(`povs_fts`) VALUES ('rebuild');--> statement-breakpoint
CREATE TRIGGER `povs_fts_insert` AFTER INSERT ON `povs` BEGIN
  INSERT INTO `povs_fts`(rowid, title, description) VALUES (new.id, new.title, new.description);
END;--> statement-breakpoint
CREATE TRIGGER `povs_fts_delete` AFTER DELETE ON `povs` BEGIN
  INSERT INTO `povs_fts`(`povs_fts`, rowid, title, description) VALUES ('delete', old.id, old.title, old.description);
END;--> statement-breakpoint
CREATE TRIGGER `povs_fts_update` AFTER UPDATE OF title, description ON `povs` BEGIN
  INSERT INTO `povs_fts`(`povs_fts`, rowid, title, description) VALUES ('delete', old.id, old.title, old.description);
  INSERT INTO `povs_fts`(rowid, title, description) VALUES (new.id, new.title, new.description);
END;--> statement-breakpoint
CREATE VIRTUAL TABLE `case_studies_fts` USING fts5(title, description, content='case_studies', content_rowid='id', tokenize='trigram');--> statement-breakpoint
INSERT INTO `case_studies_fts`(`case_studies_fts`) VALUES ('rebuild');--> statement-breakpoint
CREATE TRIGGER `case_studies_fts_insert` AFTER INSERT ON `case_studies` BEGIN
  INSERT INTO `case_studies_fts`(rowid, title, description) VALUES (new.id, new.title, new.description);
END;--> statement-breakpoint
CREATE TRIGGER `case_studies_fts_delete` AFTER DELETE ON `case_studies` BEGIN
  INSERT INTO `case_studies_fts`(`case_studies_fts`, rowid, title, description) VALUES ('delete', old.id, old.title, old.description);
END;--> statement-breakpoint
CREATE TRIGGER `case_studies_fts_update` AFTER UPDATE OF title, description ON `case_studies` BEGIN
  INSERT INTO `case_studies_fts`(`case_studies_fts`, rowid, title, description) VALUES ('delete', old.id, old.title, old.description);
  INSERT INTO `case_studies_fts`(rowid, title, description) VALUES (new.id, new.title, new.description);
END;
