CREATE INDEX `whitepapers_listing_idx` ON `whitepapers` (`is_published`,`published_date`,`id`);--> statement-breakpoint
-- Whitepapers get the same trigram full-text search as POVs and case studies (0001_content_search).
CREATE VIRTUAL TABLE `whitepapers_fts` USING fts5(title, description, content='whitepapers', content_rowid='id', tokenize='trigram');--> statement-breakpoint
INSERT INTO `whitepapers_fts`(`whitepapers_fts`) VALUES ('rebuild');--> statement-breakpoint
CREATE TRIGGER `whitepapers_fts_insert` AFTER INSERT ON `whitepapers` BEGIN
  INSERT INTO `whitepapers_fts`(rowid, title, description) VALUES (new.id, new.title, new.description);
END;--> statement-breakpoint
CREATE TRIGGER `whitepapers_fts_delete` AFTER DELETE ON `whitepapers` BEGIN
  INSERT INTO `whitepapers_fts`(`whitepapers_fts`, rowid, title, description) VALUES ('delete', old.id, old.title, old.description);
END;--> statement-breakpoint
CREATE TRIGGER `whitepapers_fts_update` AFTER UPDATE OF title, description ON `whitepapers` BEGIN
  INSERT INTO `whitepapers_fts`(`whitepapers_fts`, rowid, title, description) VALUES ('delete', old.id, old.title, old.description);
  INSERT INTO `whitepapers_fts`(rowid, title, description) VALUES (new.id, new.title, new.description);
END;
