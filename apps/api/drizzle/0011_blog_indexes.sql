DROP INDEX "blogs_author_idx";--> statement-breakpoint
CREATE INDEX "blogs_tags_idx" ON "blogs" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "blogs_search_trgm_idx" ON "blogs" USING gin (("title" || ' ' || coalesce("excerpt", '') || ' ' || "tags"::text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "blogs_author_idx" ON "blogs" USING btree ("author_id","created_at");