ALTER TABLE `case_studies` ADD `meta_title` text;--> statement-breakpoint
ALTER TABLE `case_studies` ADD `meta_description` text;--> statement-breakpoint
ALTER TABLE `case_studies` ADD `social_image` text;--> statement-breakpoint
ALTER TABLE `povs` ADD `meta_title` text;--> statement-breakpoint
ALTER TABLE `povs` ADD `meta_description` text;--> statement-breakpoint
ALTER TABLE `povs` ADD `social_image` text;--> statement-breakpoint
ALTER TABLE `whitepapers` ADD `meta_title` text;--> statement-breakpoint
ALTER TABLE `whitepapers` ADD `meta_description` text;--> statement-breakpoint
ALTER TABLE `whitepapers` ADD `social_image` text;