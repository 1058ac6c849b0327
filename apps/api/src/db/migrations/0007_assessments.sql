CREATE TABLE "jobs" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"queue" varchar(40) NOT NULL,
	"payload" jsonb NOT NULL,
	"status" varchar(12) DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" varchar(80),
	"last_error" text,
	"dedupe_key" varchar(200),
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code_submissions" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"user_id" varchar(24),
	"kind" varchar(8) NOT NULL,
	"status" varchar(8) DEFAULT 'queued' NOT NULL,
	"problem_id" varchar(24),
	"attempt_id" varchar(24),
	"whizz_id" varchar(24),
	"language" varchar(12) NOT NULL,
	"code" text NOT NULL,
	"verdict" varchar(24),
	"compile_output" text DEFAULT '' NOT NULL,
	"tests" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"passed" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"points_earned" numeric(8, 2) DEFAULT 0 NOT NULL,
	"max_points" numeric(8, 2) DEFAULT 0 NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coding_problems" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"problem_id" varchar(50) NOT NULL,
	"title" varchar(250) NOT NULL,
	"description" varchar(500) NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"input_format" varchar(200) NOT NULL,
	"output_format" varchar(200) NOT NULL,
	"constraints" jsonb NOT NULL,
	"hints" jsonb NOT NULL,
	"boilerplate" jsonb NOT NULL,
	"solutions" jsonb NOT NULL,
	"test_cases" jsonb NOT NULL,
	"points" numeric(8, 2) DEFAULT 0 NOT NULL,
	"difficulty" varchar(8) NOT NULL,
	"created_by" varchar(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fill_in_the_blanks" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"question" varchar(250) NOT NULL,
	"correct_answer" varchar(100) NOT NULL,
	"points" numeric(8, 2) DEFAULT 0 NOT NULL,
	"difficulty" varchar(8) NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" varchar(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kodex_contests" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"whizz_id" varchar(24) NOT NULL,
	"title" varchar(120) NOT NULL,
	"tagline" varchar(200) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"registration_opens_at" timestamp with time zone NOT NULL,
	"registration_closes_at" timestamp with time zone NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"registered_count" integer DEFAULT 0 NOT NULL,
	"created_by" varchar(24),
	"updated_by" varchar(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kodex_registrations" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"contest_id" varchar(24) NOT NULL,
	"name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(10) NOT NULL,
	"organisation" varchar(150) NOT NULL,
	"year" varchar(24) NOT NULL,
	"experience" varchar(16) NOT NULL,
	"user_id" varchar(24),
	"utm" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mcqs" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"question" varchar(250) NOT NULL,
	"options" jsonb NOT NULL,
	"selection_type" varchar(8) NOT NULL,
	"points" numeric(8, 2) DEFAULT 0 NOT NULL,
	"difficulty" varchar(8) NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" varchar(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whizz_attempts" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"whizz_id" varchar(24) NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"status" varchar(12) DEFAULT 'in_progress' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"auto_submitted" boolean DEFAULT false NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tab_switches" integer DEFAULT 0 NOT NULL,
	"score" numeric(8, 2),
	"raw_points" numeric(10, 2),
	"max_points" numeric(10, 2),
	"problems_solved" integer DEFAULT 0 NOT NULL,
	"time_taken_seconds" integer,
	"breakdown" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whizz_batches" (
	"whizz_id" varchar(24) NOT NULL,
	"batch_id" varchar(24) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whizz_batches_whizz_id_batch_id_pk" PRIMARY KEY("whizz_id","batch_id")
);
--> statement-breakpoint
CREATE TABLE "whizzes" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"title" varchar(50) NOT NULL,
	"description" varchar(200) NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"duration_unit" varchar(8) NOT NULL,
	"duration_value" integer NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"total_score" integer NOT NULL,
	"questions" jsonb NOT NULL,
	"created_by" varchar(24),
	"updated_by" varchar(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kodex_contests" ADD CONSTRAINT "kodex_contests_whizz_id_whizzes_id_fk" FOREIGN KEY ("whizz_id") REFERENCES "public"."whizzes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kodex_registrations" ADD CONSTRAINT "kodex_registrations_contest_id_kodex_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."kodex_contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whizz_attempts" ADD CONSTRAINT "whizz_attempts_whizz_id_whizzes_id_fk" FOREIGN KEY ("whizz_id") REFERENCES "public"."whizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whizz_batches" ADD CONSTRAINT "whizz_batches_whizz_id_whizzes_id_fk" FOREIGN KEY ("whizz_id") REFERENCES "public"."whizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_claim_idx" ON "jobs" USING btree ("queue","status","run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_dedupe_uq" ON "jobs" USING btree ("dedupe_key") WHERE "jobs"."dedupe_key" is not null;--> statement-breakpoint
CREATE INDEX "code_submissions_attempt_idx" ON "code_submissions" USING btree ("attempt_id","problem_id","kind");--> statement-breakpoint
CREATE INDEX "code_submissions_user_idx" ON "code_submissions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coding_problems_problem_id_uq" ON "coding_problems" USING btree (lower("problem_id"));--> statement-breakpoint
CREATE INDEX "coding_problems_title_trgm_idx" ON "coding_problems" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "coding_problems_tags_idx" ON "coding_problems" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "coding_problems_created_idx" ON "coding_problems" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "fib_question_trgm_idx" ON "fill_in_the_blanks" USING gin (lower("question") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "fib_tags_idx" ON "fill_in_the_blanks" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "fib_created_idx" ON "fill_in_the_blanks" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kodex_contests_whizz_uq" ON "kodex_contests" USING btree ("whizz_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kodex_reg_contest_email_uq" ON "kodex_registrations" USING btree ("contest_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "kodex_reg_contest_phone_uq" ON "kodex_registrations" USING btree ("contest_id","phone");--> statement-breakpoint
CREATE INDEX "kodex_reg_created_idx" ON "kodex_registrations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "kodex_reg_name_trgm_idx" ON "kodex_registrations" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "kodex_reg_email_trgm_idx" ON "kodex_registrations" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "kodex_reg_phone_idx" ON "kodex_registrations" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "mcqs_question_trgm_idx" ON "mcqs" USING gin (lower("question") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mcqs_tags_idx" ON "mcqs" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "mcqs_created_idx" ON "mcqs" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "whizz_attempts_whizz_user_uq" ON "whizz_attempts" USING btree ("whizz_id","user_id");--> statement-breakpoint
CREATE INDEX "whizz_attempts_user_idx" ON "whizz_attempts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "whizz_attempts_rank_idx" ON "whizz_attempts" USING btree ("whizz_id","status","score","time_taken_seconds");--> statement-breakpoint
CREATE INDEX "whizz_attempts_deadline_idx" ON "whizz_attempts" USING btree ("deadline") WHERE "whizz_attempts"."status" = 'in_progress';--> statement-breakpoint
CREATE INDEX "whizz_batches_batch_idx" ON "whizz_batches" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "whizzes_start_idx" ON "whizzes" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "whizzes_title_trgm_idx" ON "whizzes" USING gin (lower("title") gin_trgm_ops);