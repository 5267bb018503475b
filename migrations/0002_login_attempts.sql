CREATE TABLE `login_attempts` (
	`email` text NOT NULL,
	`network` text NOT NULL,
	`attempts` integer NOT NULL,
	`expires_at` integer NOT NULL,
	PRIMARY KEY(`email`, `network`)
);
--> statement-breakpoint
CREATE INDEX `login_attempts_expires_idx` ON `login_attempts` (`expires_at`);--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `failed_login_count`;--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `locked_until`;