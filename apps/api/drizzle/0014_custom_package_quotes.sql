ALTER TABLE "custom_packages" ADD COLUMN "quote" jsonb;--> statement-breakpoint
ALTER TABLE "custom_packages" ADD COLUMN "quote_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_custom_package_idx" ON "bookings" USING btree ("custom_package_id") WHERE "bookings"."custom_package_id" is not null;--> statement-breakpoint
CREATE INDEX "custom_packages_created_at_idx" ON "custom_packages" USING btree ("created_at");