CREATE TABLE "daily_stats" (
	"day" date NOT NULL,
	"metric" varchar(16) NOT NULL,
	"source" varchar(100) DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_stats_metric_day_source_pk" PRIMARY KEY("metric","day","source")
);
--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_trgm_idx" ON "users" USING gin ("phone_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_active_created_idx" ON "users" USING btree ("is_active","created_at");