CREATE TABLE `content_notes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`content_type` text NOT NULL,
	`item_id` integer NOT NULL,
	`kind` text NOT NULL,
	`body` text,
	`user_id` integer,
	`author_name` text NOT NULL,
	`version` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `content_notes_item_idx` ON `content_notes` (`content_type`,`item_id`,`id`);--> statement-breakpoint
CREATE TABLE `trash` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`content_type` text,
	`item_id` integer NOT NULL,
	`title` text NOT NULL,
	`snapshot` text NOT NULL,
	`deleted_by` integer,
	`deleted_at` integer NOT NULL,
	FOREIGN KEY (`deleted_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `trash_item_idx` ON `trash` (`kind`,`content_type`,`item_id`);--> statement-breakpoint
CREATE INDEX `trash_deleted_idx` ON `trash` (`deleted_at`);--> statement-breakpoint
ALTER TABLE `case_studies` ADD `review_state` text;--> statement-breakpoint
ALTER TABLE `case_studies` ADD `created_by` integer;--> statement-breakpoint
ALTER TABLE `job_openings` ADD `review_state` text;--> statement-breakpoint
ALTER TABLE `job_openings` ADD `created_by` integer;--> statement-breakpoint
ALTER TABLE `pages` ADD `review_state` text;--> statement-breakpoint
ALTER TABLE `pages` ADD `created_by` integer;--> statement-breakpoint
ALTER TABLE `povs` ADD `review_state` text;--> statement-breakpoint
ALTER TABLE `povs` ADD `created_by` integer;--> statement-breakpoint
ALTER TABLE `whitepapers` ADD `review_state` text;--> statement-breakpoint
ALTER TABLE `whitepapers` ADD `created_by` integer;