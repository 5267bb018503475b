ALTER TABLE `media` ADD `focus_x` real;--> statement-breakpoint
ALTER TABLE `media` ADD `focus_y` real;