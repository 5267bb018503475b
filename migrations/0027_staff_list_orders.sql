CREATE INDEX `case_studies_edited_idx` ON `case_studies` (`updated_at`,`id`);--> statement-breakpoint
CREATE INDEX `case_studies_title_idx` ON `case_studies` ("title" collate nocase,`id`);--> statement-breakpoint
CREATE INDEX `job_openings_edited_idx` ON `job_openings` (`updated_at`,`id`);--> statement-breakpoint
CREATE INDEX `job_openings_title_idx` ON `job_openings` ("title" collate nocase,`id`);--> statement-breakpoint
CREATE INDEX `povs_edited_idx` ON `povs` (`updated_at`,`id`);--> statement-breakpoint
CREATE INDEX `povs_title_idx` ON `povs` ("title" collate nocase,`id`);--> statement-breakpoint
CREATE INDEX `whitepapers_edited_idx` ON `whitepapers` (`updated_at`,`id`);--> statement-breakpoint
CREATE INDEX `whitepapers_title_idx` ON `whitepapers` ("title" collate nocase,`id`);