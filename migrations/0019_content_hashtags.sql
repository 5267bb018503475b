-- One hashtag link table for every content type (issue 27, item 2), instead of one per type. Every
-- link moves, keyed by the type's key as the registry names it (src/shared/content-registry.ts);
-- then the three tables go. A link still goes with its hashtag (foreign key); with its item, the
-- item's delete batch removes it. test/scripts/content-hashtags-migration.test.ts migrates a copy of
-- the seeded database and compares every item's hashtags before and after.
CREATE TABLE `content_hashtags` (
	`content_type` text NOT NULL,
	`item_id` integer NOT NULL,
	`hashtag_id` integer NOT NULL,
	PRIMARY KEY(`content_type`, `item_id`, `hashtag_id`),
	FOREIGN KEY (`hashtag_id`) REFERENCES `hashtags`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `content_hashtags_hashtag_idx` ON `content_hashtags` (`hashtag_id`);--> statement-breakpoint
INSERT INTO `content_hashtags` (`content_type`, `item_id`, `hashtag_id`) SELECT 'pov', `pov_id`, `hashtag_id` FROM `pov_hashtags`;--> statement-breakpoint
INSERT INTO `content_hashtags` (`content_type`, `item_id`, `hashtag_id`) SELECT 'case_study', `case_study_id`, `hashtag_id` FROM `case_study_hashtags`;--> statement-breakpoint
INSERT INTO `content_hashtags` (`content_type`, `item_id`, `hashtag_id`) SELECT 'whitepaper', `whitepaper_id`, `hashtag_id` FROM `whitepaper_hashtags`;--> statement-breakpoint
DROP TABLE `case_study_hashtags`;--> statement-breakpoint
DROP TABLE `pov_hashtags`;--> statement-breakpoint
DROP TABLE `whitepaper_hashtags`;