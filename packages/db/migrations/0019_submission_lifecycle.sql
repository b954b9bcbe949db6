CREATE TABLE "app_listing_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"source" text NOT NULL,
	"changes" jsonb NOT NULL,
	"submission_id" integer,
	"actor_kind" text NOT NULL,
	"actor_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "app_submissions_one_pending_idx";--> statement-breakpoint
ALTER TABLE "app_submissions" ADD COLUMN "kind" text DEFAULT 'version' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_submissions" ADD COLUMN "changes" jsonb;--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "listing_submission_id" integer;--> statement-breakpoint
ALTER TABLE "app_listing_versions" ADD CONSTRAINT "app_listing_versions_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_listing_versions" ADD CONSTRAINT "app_listing_versions_submission_id_app_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."app_submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_listing_versions_app_idx" ON "app_listing_versions" USING btree ("app_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "app_listing_versions_submission_idx" ON "app_listing_versions" USING btree ("submission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "app_submissions_one_pending_idx" ON "app_submissions" USING btree ("app_id","kind") WHERE "app_submissions"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "app_submissions" DROP COLUMN "screenshots";