ALTER TABLE "subscribers" ADD COLUMN "confirmed_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "signup_mail_sent_at" timestamp with time zone;