CREATE TABLE `staff_invites` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`token_hash` text NOT NULL,
	`email` text NOT NULL,
	`role` text(32) NOT NULL,
	`created_by` integer,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `staff_invites_token_hash_unique` ON `staff_invites` (`token_hash`);--> statement-breakpoint
CREATE INDEX `staff_invites_email_idx` ON `staff_invites` (`email`);--> statement-breakpoint
ALTER TABLE `users` ADD `last_sign_in_at` integer;--> statement-breakpoint
-- Written by hand (drizzle-kit misspells expression indexes): a user's sessions are listed and
-- ended together (account sessions, sign-out everywhere, deactivation).
CREATE INDEX `sessions_user_idx` ON `sessions` (json_extract(`sess`, '$.userId'));
