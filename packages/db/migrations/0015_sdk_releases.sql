CREATE TABLE "sdk_release_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"release_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sdk_releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"sdk" text NOT NULL,
	"version" text NOT NULL,
	"release_date" date NOT NULL,
	"notes" text NOT NULL,
	"requirements" jsonb NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"sample_build" boolean DEFAULT false NOT NULL,
	"published_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sdk_release_files" ADD CONSTRAINT "sdk_release_files_release_id_sdk_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."sdk_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sdk_releases" ADD CONSTRAINT "sdk_releases_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sdk_release_files_kind_idx" ON "sdk_release_files" USING btree ("release_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "sdk_releases_sdk_version_idx" ON "sdk_releases" USING btree ("sdk","version");--> statement-breakpoint
CREATE UNIQUE INDEX "sdk_releases_current_idx" ON "sdk_releases" USING btree ("sdk") WHERE "sdk_releases"."is_current";