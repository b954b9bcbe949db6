CREATE TABLE "developer_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"developer_id" integer NOT NULL,
	"model" text NOT NULL,
	"serial_number" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"auto_granted" boolean DEFAULT false NOT NULL,
	"decision_reason" text,
	"certificate" text,
	"certificate_key_id" text,
	"certificate_issued_at" timestamp with time zone,
	"certificate_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "developer_mode_keys" (
	"key_id" text PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"current" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "developer_devices" ADD CONSTRAINT "developer_devices_developer_id_developers_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."developers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "developer_devices" ADD CONSTRAINT "developer_devices_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "developer_devices_serial_idx" ON "developer_devices" USING btree ("serial_number");--> statement-breakpoint
CREATE INDEX "developer_devices_developer_idx" ON "developer_devices" USING btree ("developer_id");--> statement-breakpoint
CREATE INDEX "developer_devices_status_idx" ON "developer_devices" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "developer_mode_keys_one_current_idx" ON "developer_mode_keys" USING btree ("current") WHERE "developer_mode_keys"."current";