CREATE TABLE "assignment_submissions" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"assignment_id" varchar(24) NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"link" varchar(2000),
	"body" text,
	"file_key" varchar(300),
	"file_name" varchar(200),
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"late" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"status" varchar(12) DEFAULT 'submitted' NOT NULL,
	"score" integer,
	"feedback" text,
	"reviewed_by" varchar(24),
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"batch_id" varchar(24) NOT NULL,
	"title" varchar(150) NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"max_score" integer NOT NULL,
	"pass_score" integer NOT NULL,
	"submission_kind" varchar(8) NOT NULL,
	"created_by" varchar(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"token" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "calendar_feeds_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "live_class_attendance" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"live_class_id" varchar(24) NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"joined_at" timestamp with time zone,
	"minutes" integer,
	"source" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_classes" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"batch_id" varchar(24) NOT NULL,
	"title" varchar(150) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"join_link" varchar(2000) NOT NULL,
	"recording_url" varchar(2000),
	"series_id" varchar(24),
	"created_by" varchar(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webinar_certificates" ADD COLUMN "kind" varchar(8) DEFAULT 'webinar' NOT NULL;--> statement-breakpoint
ALTER TABLE "webinar_certificates" ADD COLUMN "user_id" varchar(24);--> statement-breakpoint
ALTER TABLE "webinar_certificates" ADD COLUMN "batch_id" varchar(24);--> statement-breakpoint
ALTER TABLE "assignment_submissions" ADD CONSTRAINT "assignment_submissions_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_class_attendance" ADD CONSTRAINT "live_class_attendance_live_class_id_live_classes_id_fk" FOREIGN KEY ("live_class_id") REFERENCES "public"."live_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_classes" ADD CONSTRAINT "live_classes_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assignment_submissions_assignment_user_uq" ON "assignment_submissions" USING btree ("assignment_id","user_id");--> statement-breakpoint
CREATE INDEX "assignment_submissions_queue_idx" ON "assignment_submissions" USING btree ("assignment_id","status","submitted_at");--> statement-breakpoint
CREATE INDEX "assignment_submissions_user_idx" ON "assignment_submissions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "assignments_batch_due_idx" ON "assignments" USING btree ("batch_id","due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "live_class_attendance_class_user_uq" ON "live_class_attendance" USING btree ("live_class_id","user_id");--> statement-breakpoint
CREATE INDEX "live_class_attendance_user_idx" ON "live_class_attendance" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "live_classes_batch_starts_idx" ON "live_classes" USING btree ("batch_id","starts_at");--> statement-breakpoint
CREATE INDEX "live_classes_starts_idx" ON "live_classes" USING btree ("starts_at");--> statement-breakpoint
ALTER TABLE "webinar_certificates" ADD CONSTRAINT "webinar_certificates_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "webinar_certificates_course_user_batch_uq" ON "webinar_certificates" USING btree ("user_id","batch_id") WHERE "webinar_certificates"."kind" = 'course';