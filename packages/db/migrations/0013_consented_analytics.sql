-- Issue 35: Insights count only visitors who allowed analytics cookies. Events without the cookie's id go, and
-- the daily counters are rebuilt from the consented events that remain (raw events cover the 2 years kept).
DELETE FROM "analytics_events" WHERE "visitor_id" IS NULL;--> statement-breakpoint
DELETE FROM "analytics_day_visitors";--> statement-breakpoint
DELETE FROM "analytics_daily";--> statement-breakpoint
INSERT INTO "analytics_day_visitors" ("day", "visitor")
  SELECT DISTINCT ("created_at" AT TIME ZONE 'UTC')::date, "visitor_id" FROM "analytics_events";--> statement-breakpoint
INSERT INTO "analytics_daily" ("day", "metric", "key", "count")
  SELECT "day", "metric", "key", count(*)::int FROM (
    SELECT ("created_at" AT TIME ZONE 'UTC')::date AS "day", 'pageviews' AS "metric", '' AS "key" FROM "analytics_events" WHERE "kind" = 'pageview'
    UNION ALL SELECT ("created_at" AT TIME ZONE 'UTC')::date, 'page', "path" FROM "analytics_events" WHERE "kind" = 'pageview'
    UNION ALL SELECT ("created_at" AT TIME ZONE 'UTC')::date, 'device', "device" FROM "analytics_events" WHERE "kind" = 'pageview'
    UNION ALL SELECT ("created_at" AT TIME ZONE 'UTC')::date, 'referrer', "referrer_host" FROM "analytics_events" WHERE "kind" = 'pageview' AND "referrer_host" IS NOT NULL
    UNION ALL SELECT ("created_at" AT TIME ZONE 'UTC')::date, 'campaign', concat_ws(' / ', "utm_source", coalesce("utm_medium", '-'), coalesce("utm_campaign", '-')) FROM "analytics_events" WHERE "kind" = 'pageview' AND "utm_source" IS NOT NULL
    UNION ALL SELECT ("created_at" AT TIME ZONE 'UTC')::date, 'form_' || "outcome", "form" FROM "analytics_events" WHERE "kind" = 'form'
    UNION ALL SELECT "day", 'visitors', '' FROM "analytics_day_visitors"
    UNION ALL SELECT d."day", 'returning', '' FROM "analytics_day_visitors" d
      WHERE EXISTS (SELECT 1 FROM "analytics_day_visitors" e WHERE e."visitor" = d."visitor" AND e."day" < d."day")
  ) x GROUP BY "day", "metric", "key";--> statement-breakpoint
ALTER TABLE "analytics_rollup_cursor" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "analytics_salts" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "analytics_rollup_cursor" CASCADE;--> statement-breakpoint
DROP TABLE "analytics_salts" CASCADE;--> statement-breakpoint
DROP INDEX "analytics_events_visitor_idx";--> statement-breakpoint
ALTER TABLE "analytics_events" ALTER COLUMN "visitor_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "consent_logs" ADD COLUMN "source" text DEFAULT 'banner' NOT NULL;--> statement-breakpoint
CREATE INDEX "analytics_events_visitor_idx" ON "analytics_events" USING btree ("visitor_id","created_at");--> statement-breakpoint
ALTER TABLE "analytics_events" DROP COLUMN "visitor_hash";