CREATE TABLE `cache_tag_writes` (
	`tag` text PRIMARY KEY NOT NULL,
	`written_at` integer NOT NULL
);
