CREATE TABLE "callback_requests" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"name" varchar(30) NOT NULL,
	"contact_code" varchar(5) NOT NULL,
	"contact_number" varchar(12) NOT NULL,
	"enquiry_for" varchar(8) NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"course_id" varchar(24),
	"follow_up_status" varchar(16) DEFAULT 'new' NOT NULL,
	"staff_notes" text DEFAULT '' NOT NULL,
	"assigned_to_id" varchar(24),
	"user_id" varchar(24),
	"utm" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kodr_cohorts" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"title" varchar(120) NOT NULL,
	"tagline" varchar(300) DEFAULT '' NOT NULL,
	"start_date_text" varchar(80) NOT NULL,
	"base_fee" integer NOT NULL,
	"gst_percent" numeric(5, 2) NOT NULL,
	"capacity" integer NOT NULL,
	"registered_count" integer DEFAULT 0 NOT NULL,
	"schedule" jsonb NOT NULL,
	"syllabus" jsonb NOT NULL,
	"slogans" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"poster_url" varchar(500) DEFAULT '' NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"updated_by" varchar(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kodr_registrations" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"cohort_id" varchar(24) NOT NULL,
	"name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"contact" varchar(20) NOT NULL,
	"contact_digits" varchar(20) NOT NULL,
	"dob" date NOT NULL,
	"education" varchar(100) NOT NULL,
	"experience" varchar(16) DEFAULT 'beginner' NOT NULL,
	"call_status" varchar(16) DEFAULT 'notpicked' NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"payment_status" varchar(16) DEFAULT 'pending' NOT NULL,
	"user_id" varchar(24),
	"utm" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_content" (
	"key" varchar(32) PRIMARY KEY NOT NULL,
	"content" jsonb NOT NULL,
	"updated_by" varchar(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "utm_links" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"path" varchar(200) NOT NULL,
	"source" varchar(100) NOT NULL,
	"medium" varchar(100) NOT NULL,
	"campaign" varchar(100) NOT NULL,
	"term" varchar(100),
	"content" varchar(100),
	"created_by" varchar(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "utm_visits" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"link_id" varchar(100),
	"source" varchar(100) NOT NULL,
	"medium" varchar(100),
	"campaign" varchar(100),
	"term" varchar(100),
	"content" varchar(100),
	"path" varchar(300) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "callbacks_created_idx" ON "callback_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "callbacks_status_idx" ON "callback_requests" USING btree ("follow_up_status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "callbacks_assigned_idx" ON "callback_requests" USING btree ("assigned_to_id");--> statement-breakpoint
CREATE INDEX "callbacks_contact_idx" ON "callback_requests" USING btree ("contact_number");--> statement-breakpoint
CREATE INDEX "callbacks_name_trgm_idx" ON "callback_requests" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "callbacks_utm_source_idx" ON "callback_requests" USING btree (("utm" ->> 'source'));--> statement-breakpoint
CREATE INDEX "callbacks_utm_id_idx" ON "callback_requests" USING btree (("utm" ->> 'id'));--> statement-breakpoint
CREATE UNIQUE INDEX "kodr_cohorts_current_uq" ON "kodr_cohorts" USING btree ("is_current") WHERE "kodr_cohorts"."is_current";--> statement-breakpoint
CREATE UNIQUE INDEX "kodr_reg_cohort_email_uq" ON "kodr_registrations" USING btree ("cohort_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "kodr_reg_cohort_contact_uq" ON "kodr_registrations" USING btree ("cohort_id","contact_digits");--> statement-breakpoint
CREATE INDEX "kodr_reg_created_idx" ON "kodr_registrations" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "kodr_reg_call_status_idx" ON "kodr_registrations" USING btree ("call_status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "kodr_reg_status_idx" ON "kodr_registrations" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "kodr_reg_payment_status_idx" ON "kodr_registrations" USING btree ("payment_status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "kodr_reg_name_trgm_idx" ON "kodr_registrations" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "kodr_reg_email_trgm_idx" ON "kodr_registrations" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "kodr_reg_contact_trgm_idx" ON "kodr_registrations" USING gin ("contact_digits" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "kodr_reg_utm_source_idx" ON "kodr_registrations" USING btree (("utm" ->> 'source'));--> statement-breakpoint
CREATE INDEX "kodr_reg_utm_id_idx" ON "kodr_registrations" USING btree (("utm" ->> 'id'));--> statement-breakpoint
CREATE INDEX "utm_links_created_idx" ON "utm_links" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "utm_visits_link_idx" ON "utm_visits" USING btree ("link_id");--> statement-breakpoint
CREATE INDEX "utm_visits_source_idx" ON "utm_visits" USING btree ("source","created_at");--> statement-breakpoint
CREATE INDEX "users_utm_id_idx" ON "users" USING btree (("utm" ->> 'id'));