CREATE TABLE "webinar_campaigns" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"webinar_id" varchar(24) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"audience" varchar(16) NOT NULL,
	"status" varchar(16) DEFAULT 'queued' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"created_by" varchar(24),
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webinar_certificates" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"code" varchar(14) NOT NULL,
	"webinar_id" varchar(24),
	"webinar_user_id" varchar(24),
	"name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"webinar_title" varchar(150) NOT NULL,
	"webinar_date" timestamp with time zone NOT NULL,
	"file_key" varchar(300),
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webinar_certificates_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "webinar_deliveries" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"campaign_id" varchar(24) NOT NULL,
	"webinar_user_id" varchar(24) NOT NULL,
	"chunk" integer NOT NULL,
	"to" varchar(254) NOT NULL,
	"status" varchar(16) DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"message_id" varchar(200) NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webinar_users" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"webinar_id" varchar(24) NOT NULL,
	"name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(10) NOT NULL,
	"attended" boolean DEFAULT false NOT NULL,
	"attended_minutes" integer,
	"certificate_status" varchar(16) DEFAULT 'not_sent' NOT NULL,
	"certificate_code" varchar(14),
	"certificate_error" text,
	"user_id" varchar(24),
	"utm" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webinars" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"webinar_code" varchar(60) NOT NULL,
	"title" varchar(150) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"speakers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"join_link" varchar(2000) NOT NULL,
	"cover_image" varchar(2000),
	"registration_open" boolean DEFAULT true NOT NULL,
	"capacity" integer,
	"registered_count" integer DEFAULT 0 NOT NULL,
	"certificate_enabled" boolean DEFAULT true NOT NULL,
	"certificate_signatory" varchar(100) DEFAULT '' NOT NULL,
	"certificate_signatory_title" varchar(100) DEFAULT '' NOT NULL,
	"certificate_status" varchar(16) DEFAULT 'not_sent' NOT NULL,
	"created_by" varchar(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webinars_webinar_code_unique" UNIQUE("webinar_code")
);
--> statement-breakpoint
ALTER TABLE "webinar_campaigns" ADD CONSTRAINT "webinar_campaigns_webinar_id_webinars_id_fk" FOREIGN KEY ("webinar_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_certificates" ADD CONSTRAINT "webinar_certificates_webinar_id_webinars_id_fk" FOREIGN KEY ("webinar_id") REFERENCES "public"."webinars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_certificates" ADD CONSTRAINT "webinar_certificates_webinar_user_id_webinar_users_id_fk" FOREIGN KEY ("webinar_user_id") REFERENCES "public"."webinar_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_deliveries" ADD CONSTRAINT "webinar_deliveries_campaign_id_webinar_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."webinar_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_deliveries" ADD CONSTRAINT "webinar_deliveries_webinar_user_id_webinar_users_id_fk" FOREIGN KEY ("webinar_user_id") REFERENCES "public"."webinar_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_users" ADD CONSTRAINT "webinar_users_webinar_id_webinars_id_fk" FOREIGN KEY ("webinar_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webinar_campaigns_webinar_idx" ON "webinar_campaigns" USING btree ("webinar_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "webinar_certificates_user_uq" ON "webinar_certificates" USING btree ("webinar_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "webinar_deliveries_campaign_user_uq" ON "webinar_deliveries" USING btree ("campaign_id","webinar_user_id");--> statement-breakpoint
CREATE INDEX "webinar_deliveries_chunk_idx" ON "webinar_deliveries" USING btree ("campaign_id","chunk","status");--> statement-breakpoint
CREATE INDEX "webinar_deliveries_status_idx" ON "webinar_deliveries" USING btree ("campaign_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "webinar_users_webinar_phone_uq" ON "webinar_users" USING btree ("webinar_id","phone");--> statement-breakpoint
CREATE INDEX "webinar_users_webinar_created_idx" ON "webinar_users" USING btree ("webinar_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "webinar_users_webinar_attended_idx" ON "webinar_users" USING btree ("webinar_id","attended");--> statement-breakpoint
CREATE INDEX "webinar_users_phone_idx" ON "webinar_users" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "webinar_users_email_idx" ON "webinar_users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "webinar_users_user_idx" ON "webinar_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "webinar_users_name_trgm_idx" ON "webinar_users" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "webinar_users_email_trgm_idx" ON "webinar_users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "webinar_users_phone_trgm_idx" ON "webinar_users" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "webinars_start_idx" ON "webinars" USING btree ("start_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "webinars_title_trgm_idx" ON "webinars" USING gin (lower("title") gin_trgm_ops);