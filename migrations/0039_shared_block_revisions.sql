CREATE TABLE `shared_block_revisions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`shared_block_id` integer NOT NULL,
	`version` integer NOT NULL,
	`name` text NOT NULL,
	`block` text NOT NULL,
	`user_id` integer,
	`author_name` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`shared_block_id`) REFERENCES `shared_blocks`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shared_block_revisions_version_idx` ON `shared_block_revisions` (`shared_block_id`,`version`);--> statement-breakpoint
-- Blocks shared before versions were kept: their current state is their first version on record, by whoever last saved it (unknown: 'Earlier edit').
INSERT INTO `shared_block_revisions` (`shared_block_id`, `version`, `name`, `block`, `user_id`, `author_name`, `created_at`) SELECT `id`, `version`, `name`, `block`, NULL, 'Earlier edit', `updated_at` * 1000 FROM `shared_blocks`;
