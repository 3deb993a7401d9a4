CREATE TABLE "payment_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"provider" text NOT NULL,
	"purpose" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_attempts_amount_check" CHECK ("payment_attempts"."amount" > 0),
	CONSTRAINT "payment_attempts_status_check" CHECK ("payment_attempts"."status" in ('created', 'paid', 'failed', 'refund_due'))
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_reminders" (
	"booking_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_payments" DROP CONSTRAINT "booking_payments_method_check";--> statement-breakpoint
ALTER TABLE "booking_payments" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD COLUMN "provider_order_id" text;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD COLUMN "provider_refund_id" text;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD COLUMN "provider_status" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_order_idx" ON "payment_attempts" USING btree ("provider","provider_order_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_booking_idx" ON "payment_attempts" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_event_idx" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "payment_events_received_idx" ON "payment_events" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_reminders_booking_kind_idx" ON "payment_reminders" USING btree ("booking_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_payments_provider_payment_idx" ON "booking_payments" USING btree ("provider","provider_payment_id") WHERE "booking_payments"."kind" = 'payment' and "booking_payments"."provider_payment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_payments_provider_refund_idx" ON "booking_payments" USING btree ("provider","provider_refund_id") WHERE "booking_payments"."provider_refund_id" is not null;--> statement-breakpoint
CREATE INDEX "booking_payments_provider_created_idx" ON "booking_payments" USING btree ("provider","created_at");--> statement-breakpoint
CREATE INDEX "booking_payments_created_idx" ON "booking_payments" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_method_check" CHECK ("booking_payments"."method" in ('cash', 'bank_transfer', 'upi', 'card', 'other', 'online'));