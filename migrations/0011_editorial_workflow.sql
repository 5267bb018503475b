CREATE TABLE `content_revisions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`content_type` text NOT NULL,
	`item_id` integer NOT NULL,
	`user_id` integer,
	`author_name` text NOT NULL,
	`snapshot` text NOT NULL,
	`restored_from` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `content_revisions_item_idx` ON `content_revisions` (`content_type`,`item_id`,`id`);--> statement-breakpoint
CREATE TABLE `preview_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`token_hash` text NOT NULL,
	`content_type` text NOT NULL,
	`item_id` integer NOT NULL,
	`created_by` integer,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `preview_links_token_hash_unique` ON `preview_links` (`token_hash`);--> statement-breakpoint
CREATE INDEX `preview_links_item_idx` ON `preview_links` (`content_type`,`item_id`);--> statement-breakpoint
CREATE TABLE `unsaved_changes` (
	`user_id` integer NOT NULL,
	`content_type` text NOT NULL,
	`item_key` text NOT NULL,
	`values` text NOT NULL,
	`saved_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `content_type`, `item_key`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `case_studies` ADD `publish_at` integer;--> statement-breakpoint
ALTER TABLE `case_studies` ADD `unpublish_at` integer;--> statement-breakpoint
ALTER TABLE `povs` ADD `publish_at` integer;--> statement-breakpoint
ALTER TABLE `povs` ADD `unpublish_at` integer;--> statement-breakpoint
ALTER TABLE `whitepapers` ADD `publish_at` integer;--> statement-breakpoint
ALTER TABLE `whitepapers` ADD `unpublish_at` integer;