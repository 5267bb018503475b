ALTER TABLE `contact_submissions` ADD `attribution` text;--> statement-breakpoint
ALTER TABLE `job_applications` ADD `attribution` text;--> statement-breakpoint
ALTER TABLE `newsletter_subscriptions` ADD `attribution` text;--> statement-breakpoint
ALTER TABLE `whitepaper_downloads` ADD `attribution` text;