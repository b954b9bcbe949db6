ALTER TABLE "app_submissions" ADD COLUMN "app_filing_number" text;--> statement-breakpoint
ALTER TABLE "developer_applications" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "developers" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;