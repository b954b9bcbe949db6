-- Trigram indexes for the staff lists' substring search (ILIKE '%term%'). pg_trgm ships with PostgreSQL
-- (a trusted extension since 13) but not with the embedded PGlite build, so both the extension and the
-- indexes are created only where available; elsewhere search falls back to a scan. Safe to re-run.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm')
     AND EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    BEGIN
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE NOTICE 'pg_trgm not installed (insufficient privilege); admin search runs without trigram indexes';
    END;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS partners_full_name_trgm_idx ON partners USING gin (full_name gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS partners_company_name_trgm_idx ON partners USING gin (company_name gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS partners_email_trgm_idx ON partners USING gin (email gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS subscribers_email_trgm_idx ON subscribers USING gin (email gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS subscribers_first_name_trgm_idx ON subscribers USING gin (first_name gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS subscribers_last_name_trgm_idx ON subscribers USING gin (last_name gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS subscribers_source_trgm_idx ON subscribers USING gin (source gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS form_submissions_submitter_name_trgm_idx ON form_submissions USING gin (submitter_name gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS form_submissions_submitter_email_trgm_idx ON form_submissions USING gin (submitter_email gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS form_submissions_form_type_trgm_idx ON form_submissions USING gin (form_type gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS developer_applications_full_name_trgm_idx ON developer_applications USING gin (full_name gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS developer_applications_email_trgm_idx ON developer_applications USING gin (email gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS developer_applications_company_trgm_idx ON developer_applications USING gin (company_affiliation gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS developer_applications_use_case_trgm_idx ON developer_applications USING gin (primary_use_case gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS audit_log_action_trgm_idx ON audit_log USING gin (action gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS audit_log_actor_name_trgm_idx ON audit_log USING gin (actor_name gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS audit_log_entity_id_trgm_idx ON audit_log USING gin (entity_id gin_trgm_ops);
  END IF;
END
$$;
