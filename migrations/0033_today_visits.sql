CREATE TABLE `today_visits` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`visited_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
