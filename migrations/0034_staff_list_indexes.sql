CREATE INDEX `case_studies_status_idx` ON `case_studies` (`is_published`,`publish_at`,`unpublish_at`);--> statement-breakpoint
CREATE INDEX `case_studies_byline_idx` ON `case_studies` (`client`);--> statement-breakpoint
CREATE INDEX `job_openings_status_idx` ON `job_openings` (`is_published`,`publish_at`,`unpublish_at`);--> statement-breakpoint
CREATE INDEX `job_openings_byline_idx` ON `job_openings` (`department`);--> statement-breakpoint
CREATE INDEX `pages_status_idx` ON `pages` (`is_published`,`publish_at`,`unpublish_at`);--> statement-breakpoint
CREATE INDEX `povs_status_idx` ON `povs` (`is_published`,`publish_at`,`unpublish_at`);--> statement-breakpoint
CREATE INDEX `povs_byline_idx` ON `povs` (`author`);--> statement-breakpoint
CREATE INDEX `whitepapers_status_idx` ON `whitepapers` (`is_published`,`publish_at`,`unpublish_at`);--> statement-breakpoint
CREATE INDEX `whitepapers_byline_idx` ON `whitepapers` (`author`);