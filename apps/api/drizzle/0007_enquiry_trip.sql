ALTER TABLE "enquiries" ADD COLUMN "tour_id" integer;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "trek_id" integer;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_trek_id_treks_id_fk" FOREIGN KEY ("trek_id") REFERENCES "public"."treks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_trip_check" CHECK (num_nonnulls("enquiries"."tour_id", "enquiries"."trek_id") <= 1);