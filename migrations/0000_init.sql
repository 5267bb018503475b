CREATE TABLE `case_studies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`content` text NOT NULL,
	`excerpt` text NOT NULL,
	`client` text NOT NULL,
	`industry` text NOT NULL,
	`challenge` text NOT NULL,
	`solution` text NOT NULL,
	`results` text NOT NULL,
	`project_duration` text,
	`team_size` text,
	`technologies` text,
	`featured_image` text,
	`is_published` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `case_studies_listing_idx` ON `case_studies` (`is_published`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `case_study_hashtags` (
	`case_study_id` integer NOT NULL,
	`hashtag_id` integer NOT NULL,
	PRIMARY KEY(`case_study_id`, `hashtag_id`),
	FOREIGN KEY (`case_study_id`) REFERENCES `case_studies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`hashtag_id`) REFERENCES `hashtags`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `case_study_hashtags_hashtag_idx` ON `case_study_hashtags` (`hashtag_id`);--> statement-breakpoint
CREATE TABLE `contact_submissions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`company` text,
	`service` text,
	`message` text NOT NULL,
	`newsletter` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `contact_submissions_created_idx` ON `contact_submissions` (`created_at`);--> statement-breakpoint
CREATE TABLE `crm_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`contact_submission_id` integer,
	`email` text NOT NULL,
	`payload` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`last_error` text,
	`zoho_id` text,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`contact_submission_id`) REFERENCES `contact_submissions`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `crm_outbox_due_idx` ON `crm_outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `crm_outbox_contact_idx` ON `crm_outbox` (`contact_submission_id`);--> statement-breakpoint
CREATE TABLE `hashtags` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text(100) NOT NULL,
	`type` text(50) NOT NULL,
	`description` text,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `hashtags_name_unique` ON `hashtags` (`name`);--> statement-breakpoint
CREATE TABLE `pov_hashtags` (
	`pov_id` integer NOT NULL,
	`hashtag_id` integer NOT NULL,
	PRIMARY KEY(`pov_id`, `hashtag_id`),
	FOREIGN KEY (`pov_id`) REFERENCES `povs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`hashtag_id`) REFERENCES `hashtags`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `pov_hashtags_hashtag_idx` ON `pov_hashtags` (`hashtag_id`);--> statement-breakpoint
CREATE TABLE `povs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`content` text NOT NULL,
	`excerpt` text NOT NULL,
	`author` text NOT NULL,
	`published_date` text NOT NULL,
	`featured_image` text,
	`is_published` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `povs_listing_idx` ON `povs` (`is_published`,`published_date`,`id`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sessions` (
	`sid` text PRIMARY KEY NOT NULL,
	`sess` text NOT NULL,
	`expire` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sessions_expire_idx` ON `sessions` (`expire`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`first_name` text,
	`last_name` text,
	`profile_image_url` text,
	`password_hash` text(255) NOT NULL,
	`role` text(32) DEFAULT 'admin' NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`failed_login_count` integer DEFAULT 0 NOT NULL,
	`locked_until` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE TABLE `visitor_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`session_id` text NOT NULL,
	`page` text NOT NULL,
	`referrer` text,
	`user_agent` text,
	`occurred_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `visitor_events_session_idx` ON `visitor_events` (`session_id`);--> statement-breakpoint
CREATE INDEX `visitor_events_created_idx` ON `visitor_events` (`created_at`);--> statement-breakpoint
CREATE TABLE `whitepaper_hashtags` (
	`whitepaper_id` integer NOT NULL,
	`hashtag_id` integer NOT NULL,
	PRIMARY KEY(`whitepaper_id`, `hashtag_id`),
	FOREIGN KEY (`whitepaper_id`) REFERENCES `whitepapers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`hashtag_id`) REFERENCES `hashtags`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `whitepaper_hashtags_hashtag_idx` ON `whitepaper_hashtags` (`hashtag_id`);--> statement-breakpoint
CREATE TABLE `whitepapers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`content` text NOT NULL,
	`excerpt` text NOT NULL,
	`author` text NOT NULL,
	`published_date` text NOT NULL,
	`download_url` text,
	`featured_image` text,
	`is_published` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `zoho_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`access_token` text,
	`api_domain` text,
	`expires_at` integer,
	`locked_until` integer
);
