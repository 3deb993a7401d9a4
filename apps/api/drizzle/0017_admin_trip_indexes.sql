CREATE INDEX "tours_title_idx" ON "tours" USING btree ("title");--> statement-breakpoint
CREATE INDEX "treks_created_at_idx" ON "treks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "treks_title_idx" ON "treks" USING btree ("title");