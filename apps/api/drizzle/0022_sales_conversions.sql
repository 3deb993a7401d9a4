ALTER TABLE "enquiries" ADD COLUMN "custom_package_id" integer;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_custom_package_id_custom_packages_id_fk" FOREIGN KEY ("custom_package_id") REFERENCES "public"."custom_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_contact_name_idx" ON "bookings" USING btree ("contact_name");--> statement-breakpoint
CREATE INDEX "bookings_total_amount_idx" ON "bookings" USING btree ("total_amount");--> statement-breakpoint
CREATE INDEX "bookings_passengers_idx" ON "bookings" USING btree ("passengers");--> statement-breakpoint
CREATE INDEX "enquiries_name_idx" ON "enquiries" USING btree ("name");--> statement-breakpoint
CREATE INDEX "enquiries_travel_date_idx" ON "enquiries" USING btree ("travel_date");--> statement-breakpoint
CREATE UNIQUE INDEX "enquiries_custom_package_idx" ON "enquiries" USING btree ("custom_package_id") WHERE "enquiries"."custom_package_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "enquiries_booking_idx" ON "enquiries" USING btree ("booking_id") WHERE "enquiries"."booking_id" is not null;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_conversion_check" CHECK (num_nonnulls("enquiries"."custom_package_id", "enquiries"."booking_id") <= 1);