CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "destinations_search_idx" ON "destinations" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "tours_search_idx" ON "tours" USING gin ("search_vector");