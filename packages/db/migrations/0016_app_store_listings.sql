CREATE TABLE "app_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"reason" text NOT NULL,
	"details" text NOT NULL,
	"email" text,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"campaign" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_slug_history" (
	"slug" text PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_submissions" ADD COLUMN "listing" jsonb;--> statement-breakpoint
ALTER TABLE "developers" ADD COLUMN "public_name" text;--> statement-breakpoint
ALTER TABLE "developers" ADD COLUMN "public_slug" text;--> statement-breakpoint
ALTER TABLE "app_reports" ADD CONSTRAINT "app_reports_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_reports" ADD CONSTRAINT "app_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_slug_history" ADD CONSTRAINT "app_slug_history_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_reports_status_created_idx" ON "app_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "app_reports_app_idx" ON "app_reports" USING btree ("app_id");--> statement-breakpoint
CREATE INDEX "app_slug_history_app_idx" ON "app_slug_history" USING btree ("app_id");--> statement-breakpoint
ALTER TABLE "developers" ADD CONSTRAINT "developers_public_slug_unique" UNIQUE("public_slug");