-- Rate-limit counters shared by every server process on one PostgreSQL: one row per key and
-- window. UNLOGGED: counters are worth no WAL, and a crash that empties them only restarts windows.
CREATE UNLOGGED TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counters_resets_at_idx" ON "rate_limit_counters" USING btree ("resets_at");
