-- An uploaded image is stored by its address on this site, `/images/<key>`, not with the host the
-- editor used (`http://localhost:6301/images/<key>` is dead on the live site, where pages resolve
-- addresses against SITE_URL). An absolute http(s) address is this site's upload when it ends in
-- `/images/<key>` with a key that the media table holds; every other address (another site's
-- image) stays as it is. Idempotent: a path no longer matches. (No GLOB: D1 refuses patterns over
-- 50 characters.) The same rule holds at the door (src/worker/services/images/site-image-address.ts).
UPDATE `povs` SET `featured_image` = (SELECT '/images/' || `media`.`key` FROM `media` WHERE (`povs`.`featured_image` LIKE 'http://%' OR `povs`.`featured_image` LIKE 'https://%') AND substr(`povs`.`featured_image`, -length('/images/' || `media`.`key`)) = '/images/' || `media`.`key` LIMIT 1)
WHERE EXISTS (SELECT 1 FROM `media` WHERE (`povs`.`featured_image` LIKE 'http://%' OR `povs`.`featured_image` LIKE 'https://%') AND substr(`povs`.`featured_image`, -length('/images/' || `media`.`key`)) = '/images/' || `media`.`key`);
--> statement-breakpoint
UPDATE `povs` SET `social_image` = (SELECT '/images/' || `media`.`key` FROM `media` WHERE (`povs`.`social_image` LIKE 'http://%' OR `povs`.`social_image` LIKE 'https://%') AND substr(`povs`.`social_image`, -length('/images/' || `media`.`key`)) = '/images/' || `media`.`key` LIMIT 1)
WHERE EXISTS (SELECT 1 FROM `media` WHERE (`povs`.`social_image` LIKE 'http://%' OR `povs`.`social_image` LIKE 'https://%') AND substr(`povs`.`social_image`, -length('/images/' || `media`.`key`)) = '/images/' || `media`.`key`);
--> statement-breakpoint
UPDATE `case_studies` SET `featured_image` = (SELECT '/images/' || `media`.`key` FROM `media` WHERE (`case_studies`.`featured_image` LIKE 'http://%' OR `case_studies`.`featured_image` LIKE 'https://%') AND substr(`case_studies`.`featured_image`, -length('/images/' || `media`.`key`)) = '/images/' || `media`.`key` LIMIT 1)
WHERE EXISTS (SELECT 1 FROM `media` WHERE (`case_studies`.`featured_image` LIKE 'http://%' OR `case_studies`.`featured_image` LIKE 'https://%') AND substr(`case_studies`.`featured_image`, -length('/images/' || `media`.`key`)) = '/images/' || `media`.`key`);
--> statement-breakpoint
UPDATE `case_studies` SET `social_image` = (SELECT '/images/' || `media`.`key` FROM `media` WHERE (`case_studies`.`social_image` LIKE 'http://%' OR `case_studies`.`social_image` LIKE 'https://%') AND substr(`case_studies`.`social_image`, -length('/images/' || `media`.`key`)) = '/images/' || `media`.`key` LIMIT 1)
WHERE EXISTS (SELECT 1 FROM `media` WHERE (`case_studies`.`social_image` LIKE 'http://%' OR `case_studies`.`social_image` LIKE 'https://%') AND substr(`case_studies`.`social_image`, -length('/images/' || `media`.`key`)) = '/images/' || `media`.`key`);
--> statement-breakpoint
UPDATE `whitepapers` SET `featured_image` = (SELECT '/images/' || `media`.`key` FROM `media` WHERE (`whitepapers`.`featured_image` LIKE 'http://%' OR `whitepapers`.`featured_image` LIKE 'https://%') AND substr(`whitepapers`.`featured_image`, -length('/images/' || `media`.`key`)) = '/images/' || `media`.`key` LIMIT 1)
WHERE EXISTS (SELECT 1 FROM `media` WHERE (`whitepapers`.`featured_image` LIKE 'http://%' OR `whitepapers`.`featured_image` LIKE 'https://%') AND substr(`whitepapers`.`featured_image`, -length('/images/' || `media`.`key`)) = '/images/' || `media`.`key`);
--> statement-breakpoint
UPDATE `whitepapers` SET `social_image` = (SELECT '/images/' || `media`.`key` FROM `media` WHERE (`whitepapers`.`social_image` LIKE 'http://%' OR `whitepapers`.`social_image` LIKE 'https://%') AND substr(`whitepapers`.`social_image`, -length('/images/' || `media`.`key`)) = '/images/' || `media`.`key` LIMIT 1)
WHERE EXISTS (SELECT 1 FROM `media` WHERE (`whitepapers`.`social_image` LIKE 'http://%' OR `whitepapers`.`social_image` LIKE 'https://%') AND substr(`whitepapers`.`social_image`, -length('/images/' || `media`.`key`)) = '/images/' || `media`.`key`);
