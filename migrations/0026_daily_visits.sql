CREATE TABLE `page_views_daily` (
	`day` text NOT NULL,
	`path` text NOT NULL,
	`views` integer NOT NULL,
	PRIMARY KEY(`day`, `path`)
);
--> statement-breakpoint
CREATE TABLE `visit_sources_daily` (
	`day` text NOT NULL,
	`kind` text NOT NULL,
	`value` text NOT NULL,
	`visits` integer NOT NULL,
	PRIMARY KEY(`day`, `kind`, `value`)
);
