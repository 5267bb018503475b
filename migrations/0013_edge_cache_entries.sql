CREATE TABLE `edge_cache_entries` (
	`key` text PRIMARY KEY NOT NULL,
	`tags` text NOT NULL,
	`stored_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `edge_cache_entries_stored_idx` ON `edge_cache_entries` (`stored_at`);