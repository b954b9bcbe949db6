CREATE TABLE "sdk_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"developer_id" integer NOT NULL,
	"sdk" text NOT NULL,
	"version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "developers" ADD COLUMN "application_id" integer;--> statement-breakpoint
ALTER TABLE "sdk_downloads" ADD CONSTRAINT "sdk_downloads_developer_id_developers_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."developers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sdk_downloads_developer_idx" ON "sdk_downloads" USING btree ("developer_id");--> statement-breakpoint
ALTER TABLE "developers" ADD CONSTRAINT "developers_application_id_developer_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."developer_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "app_submissions_one_pending_idx" ON "app_submissions" USING btree ("app_id") WHERE "app_submissions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "developers_user_idx" ON "developers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "developers_application_idx" ON "developers" USING btree ("application_id");