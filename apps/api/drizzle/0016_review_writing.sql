-- One review per traveller and trip: should a database hold several, keep the latest of each.
DELETE FROM "reviews" r USING "reviews" newer
WHERE newer.user_id = r.user_id AND newer.id > r.id
  AND (newer.tour_id = r.tour_id OR newer.trek_id = r.trek_id);--> statement-breakpoint
DROP INDEX "reviews_user_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_user_tour_idx" ON "reviews" USING btree ("user_id","tour_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_user_trek_idx" ON "reviews" USING btree ("user_id","trek_id");--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id","created_at");
