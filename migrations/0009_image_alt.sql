ALTER TABLE `case_studies` ADD `featured_image_alt` text;--> statement-breakpoint
ALTER TABLE `case_studies` ADD `featured_image_decorative` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `povs` ADD `featured_image_alt` text;--> statement-breakpoint
ALTER TABLE `povs` ADD `featured_image_decorative` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `whitepapers` ADD `featured_image_alt` text;--> statement-breakpoint
ALTER TABLE `whitepapers` ADD `featured_image_decorative` integer DEFAULT false NOT NULL;