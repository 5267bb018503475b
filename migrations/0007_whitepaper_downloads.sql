CREATE TABLE `whitepaper_downloads` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`whitepaper_id` integer,
	`whitepaper_title` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`email` text NOT NULL,
	`company` text NOT NULL,
	`job_title` text,
	`token_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`whitepaper_id`) REFERENCES `whitepapers`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `whitepaper_downloads_token_hash_unique` ON `whitepaper_downloads` (`token_hash`);--> statement-breakpoint
CREATE INDEX `whitepaper_downloads_created_idx` ON `whitepaper_downloads` (`created_at`);--> statement-breakpoint
CREATE INDEX `whitepaper_downloads_whitepaper_idx` ON `whitepaper_downloads` (`whitepaper_id`);--> statement-breakpoint
-- ON DELETE written by hand: drizzle-kit 0.31 drops it from an added column's reference.
ALTER TABLE `crm_outbox` ADD `whitepaper_download_id` integer REFERENCES `whitepaper_downloads`(`id`) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `crm_outbox_download_idx` ON `crm_outbox` (`whitepaper_download_id`);