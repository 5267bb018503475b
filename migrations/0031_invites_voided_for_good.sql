ALTER TABLE `staff_invites` ADD `voided_at` integer;--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers). An invitation lives only as long as its
-- inviter's right to invite; a trigger, not the staff service, so that `npm run user` voids too.
-- Void for good: an inviter made an admin again or reactivated later revives nothing.
CREATE TRIGGER `staff_invites_void_with_inviter` AFTER UPDATE OF `role`, `is_active` ON `users`
WHEN NEW.`role` <> 'admin' OR NEW.`is_active` = 0
BEGIN
  UPDATE `staff_invites` SET `voided_at` = strftime('%s', 'now') * 1000
  WHERE `created_by` = NEW.`id` AND `used_at` IS NULL AND `voided_at` IS NULL;
END;
--> statement-breakpoint
-- Invitations already void when this runs stay void whatever later becomes of their inviter.
UPDATE `staff_invites` SET `voided_at` = strftime('%s', 'now') * 1000
WHERE `used_at` IS NULL AND NOT EXISTS (
  SELECT 1 FROM `users` WHERE `users`.`id` = `staff_invites`.`created_by`
    AND `users`.`role` = 'admin' AND `users`.`is_active` = 1
);
