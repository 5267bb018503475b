ALTER TABLE `audit_events` ADD `count` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX `audit_events_repeat_idx` ON `audit_events` (`action`,`actor_email`,`at`);--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers). Still append-only for everything an
-- event says: the one update allowed raises `count` (a repeated failed sign-in) and leaves every
-- other column as it was; `IS` so that a null may not turn into a value or back.
DROP TRIGGER `audit_events_no_update`;--> statement-breakpoint
CREATE TRIGGER `audit_events_no_update` BEFORE UPDATE ON `audit_events`
WHEN NOT (
  NEW.`count` > OLD.`count`
  AND NEW.`id` IS OLD.`id`
  AND NEW.`at` IS OLD.`at`
  AND NEW.`actor_user_id` IS OLD.`actor_user_id`
  AND NEW.`actor_email` IS OLD.`actor_email`
  AND NEW.`action` IS OLD.`action`
  AND NEW.`target_type` IS OLD.`target_type`
  AND NEW.`target_id` IS OLD.`target_id`
  AND NEW.`target_title` IS OLD.`target_title`
  AND NEW.`network` IS OLD.`network`
  AND NEW.`detail` IS OLD.`detail`
)
BEGIN
  SELECT RAISE(ABORT, 'audit_events is append-only');
END;
