ALTER TABLE "kodr_cohorts" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "whizzes" ADD COLUMN "attempt_minutes" integer;