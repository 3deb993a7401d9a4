CREATE TABLE "booking_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"paid_on" date NOT NULL,
	"note" text,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_payments_amount_check" CHECK ("booking_payments"."amount" > 0),
	CONSTRAINT "booking_payments_kind_check" CHECK ("booking_payments"."kind" in ('payment', 'refund')),
	CONSTRAINT "booking_payments_method_check" CHECK ("booking_payments"."method" in ('cash', 'bank_transfer', 'upi', 'card', 'other'))
);
--> statement-breakpoint
CREATE TABLE "enquiry_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"enquiry_id" integer NOT NULL,
	"message" text NOT NULL,
	"sent_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_payment_check";--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_responses" ADD CONSTRAINT "enquiry_responses_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_responses" ADD CONSTRAINT "enquiry_responses_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_payments_booking_idx" ON "booking_payments" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "enquiry_responses_enquiry_idx" ON "enquiry_responses" USING btree ("enquiry_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_payment_status_idx" ON "bookings" USING btree ("payment_status","created_at");--> statement-breakpoint
CREATE INDEX "bookings_travel_date_idx" ON "bookings" USING btree ("travel_date");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_payment_check" CHECK ("bookings"."payment_status" in ('pending', 'partially_paid', 'paid', 'refunded'));--> statement-breakpoint
INSERT INTO "enquiry_responses" ("enquiry_id", "message", "sent_by", "created_at") SELECT "id", "admin_response", "responded_by", coalesce("responded_at", "updated_at") FROM "enquiries" WHERE "admin_response" IS NOT NULL;