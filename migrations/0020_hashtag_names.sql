-- Hashtag names as the door now takes them (issue 27, item 4; shared/schemas/hashtag.ts), for the
-- names stored before: runs of whitespace are one space, a leading `#` goes ('##AIGovernance' is
-- 'AIGovernance'), and names that differ only in case and spaces ('AI Governance', 'aigovernance')
-- are one hashtag. Of such a group the oldest (lowest id) stays: every item linked to another takes
-- its link, and the others go (their links with them, by foreign key). Then the names are rewritten.
-- A name that would be empty ('#') stays as it is. SQLite's lower() folds ASCII letters only, so
-- names differing in the case of other letters stay apart. Idempotent: a clean table is unchanged.
-- test/scripts/hashtag-names-migration.test.ts runs it on a copy of the seeded database.
WITH `keyed` AS (
  SELECT `id`, trim(ltrim(trim(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(`name`, char(9), ' '), char(10), ' '), char(13), ' '), char(160), ' '), '  ', ' '), '  ', ' '), '  ', ' '), '  ', ' '), '  ', ' '), '  ', ' ')), '#')) AS `normal`, lower(replace(trim(ltrim(trim(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(`name`, char(9), ' '), char(10), ' '), char(13), ' '), char(160), ' '), '  ', ' '), '  ', ' '), '  ', ' '), '  ', ' '), '  ', ' '), '  ', ' ')), '#')), ' ', '')) AS `key` FROM `hashtags`
), `kept` AS (
  SELECT `key`, min(`id`) AS `id` FROM `keyed` WHERE `normal` <> '' GROUP BY `key`
)
INSERT OR IGNORE INTO `content_hashtags` (`content_type`, `item_id`, `hashtag_id`)
SELECT `content_hashtags`.`content_type`, `content_hashtags`.`item_id`, `kept`.`id`
FROM `content_hashtags`
JOIN `keyed` ON `keyed`.`id` = `content_hashtags`.`hashtag_id`
JOIN `kept` ON `kept`.`key` = `keyed`.`key`
WHERE `kept`.`id` <> `keyed`.`id`;--> statement-breakpoint
WITH `keyed` AS (
  SELECT `id`, trim(ltrim(trim(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(`name`, char(9), ' '), char(10), ' '), char(13), ' '), char(160), ' '), '  ', ' '), '  ', ' '), '  ', ' '), '  ', ' '), '  ', ' '), '  ', ' ')), '#')) AS `normal`, lower(replace(trim(ltrim(trim(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(`name`, char(9), ' '), char(10), ' '), char(13), ' '), char(160), ' '), '  ', ' '), '  ', ' '), '  ', ' '), '  ', ' '), '  ', ' '), '  ', ' ')), '#')), ' ', '')) AS `key` FROM `hashtags`
), `kept` AS (
  SELECT `key`, min(`id`) AS `id` FROM `keyed` WHERE `normal` <> '' GROUP BY `key`
)
DELETE FROM `hashtags` WHERE `id` IN (
  SELECT `keyed`.`id` FROM `keyed` JOIN `kept` ON `kept`.`key` = `keyed`.`key` WHERE `kept`.`id` <> `keyed`.`id`
);--> statement-breakpoint
UPDATE `hashtags` SET `name` = trim(ltrim(trim(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(`name`, char(9), ' '), char(10), ' '), char(13), ' '), char(160), ' '), '  ', ' '), '  ', ' '), '  ', ' '), '  ', ' '), '  ', ' '), '  ', ' ')), '#'))
WHERE trim(ltrim(trim(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(`name`, char(9), ' '), char(10), ' '), char(13), ' '), char(160), ' '), '  ', ' '), '  ', ' '), '  ', ' '), '  ', ' '), '  ', ' '), '  ', ' ')), '#')) <> '' AND trim(ltrim(trim(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(`name`, char(9), ' '), char(10), ' '), char(13), ' '), char(160), ' '), '  ', ' '), '  ', ' '), '  ', ' '), '  ', ' '), '  ', ' '), '  ', ' ')), '#')) <> `name`;
