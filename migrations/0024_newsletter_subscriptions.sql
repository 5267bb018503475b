CREATE TABLE `newsletter_subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`source` text NOT NULL,
	`consent_text` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `newsletter_subscriptions_email_idx` ON `newsletter_subscriptions` (lower("email"),`created_at`);--> statement-breakpoint
ALTER TABLE `crm_outbox` ADD `kind` text DEFAULT 'lead' NOT NULL;--> statement-breakpoint
ALTER TABLE `crm_outbox` ADD `newsletter_subscription_id` integer REFERENCES newsletter_subscriptions(id) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `crm_outbox_subscription_idx` ON `crm_outbox` (`newsletter_subscription_id`);