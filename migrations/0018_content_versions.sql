-- Item versions (issue 27, item 3): every content item counts its saves, and each revision records
-- the version its save made. The unique index lets only the first of two saves that started from the
-- same version commit; the other is refused (409) instead of silently overwriting. Items that exist
-- now start at version 1, and their earlier revisions have none.
ALTER TABLE `case_studies` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `content_revisions` ADD `version` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `content_revisions_version_idx` ON `content_revisions` (`content_type`,`item_id`,`version`);--> statement-breakpoint
ALTER TABLE `povs` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `whitepapers` ADD `version` integer DEFAULT 1 NOT NULL;