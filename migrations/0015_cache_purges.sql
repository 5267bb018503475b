CREATE TABLE `cache_purges` (
	`tag` text PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`requested_at` integer NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`claimed_until` integer,
	`last_error` text
);
--> statement-breakpoint
CREATE INDEX `cache_purges_due_idx` ON `cache_purges` (`next_attempt_at`);