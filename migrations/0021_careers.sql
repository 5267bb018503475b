CREATE TABLE `job_applications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`opening_id` integer NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`linkedin` text,
	`note` text,
	`cv_key` text NOT NULL,
	`cv_name` text NOT NULL,
	`cv_type` text NOT NULL,
	`cv_bytes` integer NOT NULL,
	`status` text DEFAULT 'new' NOT NULL,
	`staff_notes` text,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`opening_id`) REFERENCES `job_openings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `job_applications_opening_idx` ON `job_applications` (`opening_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `job_openings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`department` text NOT NULL,
	`location` text NOT NULL,
	`employment_type` text NOT NULL,
	`workplace` text NOT NULL,
	`description` text NOT NULL,
	`content` text NOT NULL,
	`responsibilities` text NOT NULL,
	`requirements` text NOT NULL,
	`salary_min` integer,
	`salary_max` integer,
	`salary_currency` text,
	`apply_by` text NOT NULL,
	`featured_image` text,
	`featured_image_alt` text,
	`featured_image_decorative` integer DEFAULT false NOT NULL,
	`meta_title` text,
	`meta_description` text,
	`social_image` text,
	`is_published` integer DEFAULT false NOT NULL,
	`publish_at` integer,
	`unpublish_at` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	`version` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `job_openings_listing_idx` ON `job_openings` (`is_published`,`created_at`,`id`);--> statement-breakpoint
CREATE VIRTUAL TABLE `job_openings_fts` USING fts5(title, description, content='job_openings', content_rowid='id', tokenize='trigram');--> statement-breakpoint
CREATE TRIGGER `job_openings_fts_insert` AFTER INSERT ON `job_openings` BEGIN
  INSERT INTO `job_openings_fts`(rowid, title, description) VALUES (new.id, new.title, new.description);
END;--> statement-breakpoint
CREATE TRIGGER `job_openings_fts_delete` AFTER DELETE ON `job_openings` BEGIN
  INSERT INTO `job_openings_fts`(`job_openings_fts`, rowid, title, description) VALUES ('delete', old.id, old.title, old.description);
END;--> statement-breakpoint
CREATE TRIGGER `job_openings_fts_update` AFTER UPDATE OF title, description ON `job_openings` BEGIN
  INSERT INTO `job_openings_fts`(`job_openings_fts`, rowid, title, description) VALUES ('delete', old.id, old.title, old.description);
  INSERT INTO `job_openings_fts`(rowid, title, description) VALUES (new.id, new.title, new.description);
END;
