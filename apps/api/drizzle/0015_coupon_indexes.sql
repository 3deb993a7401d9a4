CREATE INDEX "bookings_coupon_idx" ON "bookings" USING btree ("coupon_id","created_at");--> statement-breakpoint
CREATE INDEX "coupons_valid_until_idx" ON "coupons" USING btree ("valid_until");--> statement-breakpoint
CREATE INDEX "coupons_created_at_idx" ON "coupons" USING btree ("created_at");