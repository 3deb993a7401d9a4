CREATE TABLE "booking_travellers" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"position" integer NOT NULL,
	"full_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"gender" text NOT NULL,
	"nationality" text NOT NULL,
	"id_type" text NOT NULL,
	"id_number" text NOT NULL,
	"emergency_contact_name" text NOT NULL,
	"emergency_contact_phone" text NOT NULL,
	"medical_notes" text,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_travellers_position_check" CHECK ("booking_travellers"."position" between 1 and 10),
	CONSTRAINT "booking_travellers_gender_check" CHECK ("booking_travellers"."gender" in ('female', 'male', 'other')),
	CONSTRAINT "booking_travellers_id_type_check" CHECK ("booking_travellers"."id_type" in ('aadhaar', 'passport', 'other')),
	CONSTRAINT "booking_travellers_nationality_check" CHECK ("booking_travellers"."nationality" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "traveller_detail_reminders" (
	"booking_id" integer NOT NULL,
	"due_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "traveller_detail_reminders_booking_id_pk" PRIMARY KEY("booking_id")
);
--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "requires_traveller_details" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "treks" ADD COLUMN "requires_traveller_details" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "treks" ADD COLUMN "permit_note" text;--> statement-breakpoint
ALTER TABLE "booking_travellers" ADD CONSTRAINT "booking_travellers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_travellers" ADD CONSTRAINT "booking_travellers_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traveller_detail_reminders" ADD CONSTRAINT "traveller_detail_reminders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_travellers_position_idx" ON "booking_travellers" USING btree ("booking_id","position");--> statement-breakpoint
CREATE INDEX "traveller_detail_reminders_created_idx" ON "traveller_detail_reminders" USING btree ("created_at");