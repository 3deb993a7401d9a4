CREATE TABLE "booking_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"issued_on" date NOT NULL,
	"legal_name" text NOT NULL,
	"gstin" text NOT NULL,
	"supplier_state" text NOT NULL,
	"place_of_supply" text NOT NULL,
	"tax_rate" numeric(5, 2) NOT NULL,
	"prices_include_tax" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_reminders" (
	"booking_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_reminders_booking_id_kind_pk" PRIMARY KEY("booking_id","kind"),
	CONSTRAINT "booking_reminders_kind_check" CHECK ("booking_reminders"."kind" in ('pre_departure', 'review_request'))
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"issued_on" date NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"taxable" numeric(12, 2) NOT NULL,
	"cgst" numeric(12, 2) NOT NULL,
	"sgst" numeric(12, 2) NOT NULL,
	"igst" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gst_counters" (
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "gst_counters_series_financial_year_pk" PRIMARY KEY("series","financial_year"),
	CONSTRAINT "gst_counters_number_check" CHECK ("gst_counters"."last_number" >= 1)
);
--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "meeting_point" text;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "packing_list" text;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "leader_name" text;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "leader_phone" text;--> statement-breakpoint
ALTER TABLE "treks" ADD COLUMN "meeting_point" text;--> statement-breakpoint
ALTER TABLE "treks" ADD COLUMN "packing_list" text;--> statement-breakpoint
ALTER TABLE "treks" ADD COLUMN "leader_name" text;--> statement-breakpoint
ALTER TABLE "treks" ADD COLUMN "leader_phone" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "billing_state" text;--> statement-breakpoint
ALTER TABLE "booking_invoices" ADD CONSTRAINT "booking_invoices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_reminders" ADD CONSTRAINT "booking_reminders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_payment_id_booking_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."booking_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_booking_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."booking_invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_invoices_booking_idx" ON "booking_invoices" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_invoices_number_idx" ON "booking_invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_invoices_year_sequence_idx" ON "booking_invoices" USING btree ("financial_year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_payment_idx" ON "credit_notes" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number_idx" ON "credit_notes" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_year_sequence_idx" ON "credit_notes" USING btree ("financial_year","sequence");--> statement-breakpoint
CREATE INDEX "credit_notes_booking_idx" ON "credit_notes" USING btree ("booking_id");