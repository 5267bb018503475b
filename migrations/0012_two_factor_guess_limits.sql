ALTER TABLE `pending_sign_ins` ADD `network` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `pending_sign_ins` ADD `code_attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `user_two_factor` ADD `setup_attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `user_two_factor` ADD `code_attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `user_two_factor` ADD `code_window_start` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `user_two_factor` ADD `code_locked_until` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `user_two_factor` ADD `lock_notice_at` integer;