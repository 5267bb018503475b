CREATE TABLE `audit_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer NOT NULL,
	`actor_user_id` integer,
	`actor_email` text,
	`action` text NOT NULL,
	`target_type` text,
	`target_id` text,
	`target_title` text,
	`network` text,
	`detail` text
);
--> statement-breakpoint
CREATE INDEX `audit_events_at_idx` ON `audit_events` (`at`,`id`);--> statement-breakpoint
CREATE INDEX `audit_events_actor_idx` ON `audit_events` (`actor_user_id`,`at`,`id`);--> statement-breakpoint
CREATE INDEX `audit_events_action_idx` ON `audit_events` (`action`,`at`,`id`);--> statement-breakpoint
-- Append-only (written by hand; drizzle-kit does not model triggers): no statement may change
-- an event once written. Deleting stays possible for the retention cron.
CREATE TRIGGER `audit_events_no_update` BEFORE UPDATE ON `audit_events` BEGIN
  SELECT RAISE(ABORT, 'audit_events is append-only');
END;
