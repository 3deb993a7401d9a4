ALTER TABLE "bookings" ADD COLUMN "adjustment_amount" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "adjustment_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "staff_note" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "invoice_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;