CREATE TABLE "batches" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"course_id" varchar(24) NOT NULL,
	"name" varchar(120) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"enrollment_end_date" date NOT NULL,
	"price" integer NOT NULL,
	"discount_x100" integer DEFAULT 0 NOT NULL,
	"discount_type" varchar(8) DEFAULT 'percent' NOT NULL,
	"price_title" varchar(120) DEFAULT '' NOT NULL,
	"currency" varchar(3) DEFAULT 'INR' NOT NULL,
	"seats" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"mentor_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" varchar(24),
	"updated_by" varchar(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_announcements" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"course_id" varchar(24) NOT NULL,
	"title" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"created_by" varchar(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_modules" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"course_id" varchar(24) NOT NULL,
	"position" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"lessons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"title" varchar(150) NOT NULL,
	"price" integer NOT NULL,
	"discount_basis_points" integer DEFAULT 0 NOT NULL,
	"type" varchar(16) DEFAULT 'online' NOT NULL,
	"duration_weeks" integer NOT NULL,
	"state" varchar(16) DEFAULT 'draft' NOT NULL,
	"instructor_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"discord_access" boolean DEFAULT false NOT NULL,
	"language" varchar(40) DEFAULT 'English' NOT NULL,
	"difficulty" varchar(16) DEFAULT 'Intermediate' NOT NULL,
	"category" text[] DEFAULT '{}'::text[] NOT NULL,
	"meta" jsonb NOT NULL,
	"created_by" varchar(24),
	"updated_by" varchar(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrolments" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"batch_id" varchar(24) NOT NULL,
	"course_id" varchar(24) NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_announcements" ADD CONSTRAINT "course_announcements_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_modules" ADD CONSTRAINT "course_modules_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batches_course_created_idx" ON "batches" USING btree ("course_id","created_at");--> statement-breakpoint
CREATE INDEX "batches_created_idx" ON "batches" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "batches_course_active_end_idx" ON "batches" USING btree ("course_id","is_active","end_date");--> statement-breakpoint
CREATE INDEX "course_announcements_course_created_idx" ON "course_announcements" USING btree ("course_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "course_modules_course_position_uq" ON "course_modules" USING btree ("course_id","position");--> statement-breakpoint
CREATE INDEX "courses_state_created_idx" ON "courses" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "courses_state_price_idx" ON "courses" USING btree ("state","price");--> statement-breakpoint
CREATE INDEX "courses_type_idx" ON "courses" USING btree ("type");--> statement-breakpoint
CREATE INDEX "courses_difficulty_idx" ON "courses" USING btree ("difficulty");--> statement-breakpoint
CREATE INDEX "courses_language_idx" ON "courses" USING btree (lower("language"));--> statement-breakpoint
CREATE INDEX "courses_category_idx" ON "courses" USING gin ("category");--> statement-breakpoint
CREATE INDEX "courses_title_trgm_idx" ON "courses" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "enrolments_user_batch_uq" ON "enrolments" USING btree ("user_id","batch_id");--> statement-breakpoint
CREATE INDEX "enrolments_batch_status_idx" ON "enrolments" USING btree ("batch_id","status");--> statement-breakpoint
CREATE INDEX "enrolments_course_status_idx" ON "enrolments" USING btree ("course_id","status");