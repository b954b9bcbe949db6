-- Rate-limit counters are short-lived and cheap to lose: an unlogged table writes no WAL, so counting a
-- request does not wait for a disk flush (a crash only resets the counters).
ALTER TABLE "rate_limit_buckets" SET UNLOGGED;
