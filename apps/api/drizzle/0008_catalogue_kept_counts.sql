ALTER TABLE "destinations" ADD COLUMN "tour_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "rating" double precision GENERATED ALWAYS AS (case when review_count > 0 then round(rating_sum::numeric / review_count, 1)::float8 end) STORED;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "booking_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "rating" double precision GENERATED ALWAYS AS (case when review_count > 0 then round(rating_sum::numeric / review_count, 1)::float8 end) STORED;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "booking_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "treks" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "treks" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "treks" ADD COLUMN "rating" double precision GENERATED ALWAYS AS (case when review_count > 0 then round(rating_sum::numeric / review_count, 1)::float8 end) STORED;--> statement-breakpoint
ALTER TABLE "treks" ADD COLUMN "booking_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "destinations_active_name_idx" ON "destinations" USING btree ("is_active","name","id");--> statement-breakpoint
CREATE INDEX "destinations_active_newest_idx" ON "destinations" USING btree ("is_active","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "destinations_active_popular_idx" ON "destinations" USING btree ("is_active","booking_count" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"name","id");--> statement-breakpoint
CREATE INDEX "tours_active_rating_idx" ON "tours" USING btree ("is_active","rating" DESC NULLS LAST,"review_count" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "tours_active_popular_idx" ON "tours" USING btree ("is_active","booking_count" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "tours_active_price_idx" ON "tours" USING btree ("is_active","price","id");--> statement-breakpoint
CREATE INDEX "tours_active_duration_idx" ON "tours" USING btree ("is_active","duration_days","id");--> statement-breakpoint
CREATE INDEX "tours_active_newest_idx" ON "tours" USING btree ("is_active","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "treks_active_rating_idx" ON "treks" USING btree ("is_active","rating" DESC NULLS LAST,"review_count" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "treks_active_popular_idx" ON "treks" USING btree ("is_active","booking_count" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "treks_active_price_idx" ON "treks" USING btree ("is_active","price","id");--> statement-breakpoint
CREATE INDEX "treks_active_duration_idx" ON "treks" USING btree ("is_active","duration_days","id");--> statement-breakpoint
CREATE INDEX "treks_active_newest_idx" ON "treks" USING btree ("is_active","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "treks_active_altitude_idx" ON "treks" USING btree ("is_active","max_altitude_m" DESC NULLS LAST,"id");