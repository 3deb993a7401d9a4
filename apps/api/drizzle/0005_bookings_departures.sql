CREATE SEQUENCE "public"."booking_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_trips" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"tour_id" integer,
	"trek_id" integer,
	"trip_kind" text,
	CONSTRAINT "coupon_trips_target_check" CHECK (num_nonnulls("coupon_trips"."tour_id", "coupon_trips"."trek_id", "coupon_trips"."trip_kind") = 1),
	CONSTRAINT "coupon_trips_kind_check" CHECK ("coupon_trips"."trip_kind" is null or "coupon_trips"."trip_kind" in ('tour', 'trek'))
);
--> statement-breakpoint
CREATE TABLE "departures" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer,
	"trek_id" integer,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"seats_total" integer NOT NULL,
	"seats_booked" integer DEFAULT 0 NOT NULL,
	"price" numeric(12, 2),
	"status" text DEFAULT 'open' NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "departures_trip_check" CHECK (num_nonnulls("departures"."tour_id", "departures"."trek_id") = 1),
	CONSTRAINT "departures_seats_check" CHECK ("departures"."seats_booked" >= 0 and "departures"."seats_total" between 1 and 1000),
	CONSTRAINT "departures_capacity_check" CHECK ("departures"."seats_booked" <= "departures"."seats_total"),
	CONSTRAINT "departures_price_check" CHECK ("departures"."price" is null or "departures"."price" > 0),
	CONSTRAINT "departures_dates_check" CHECK ("departures"."end_date" >= "departures"."start_date"),
	CONSTRAINT "departures_status_check" CHECK ("departures"."status" in ('open', 'closed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "departure_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_trips" ADD CONSTRAINT "coupon_trips_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_trips" ADD CONSTRAINT "coupon_trips_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_trips" ADD CONSTRAINT "coupon_trips_trek_id_treks_id_fk" FOREIGN KEY ("trek_id") REFERENCES "public"."treks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departures" ADD CONSTRAINT "departures_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departures" ADD CONSTRAINT "departures_trek_id_treks_id_fk" FOREIGN KEY ("trek_id") REFERENCES "public"."treks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_hash_idx" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "coupon_trips_coupon_idx" ON "coupon_trips" USING btree ("coupon_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_trips_tour_idx" ON "coupon_trips" USING btree ("coupon_id","tour_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_trips_trek_idx" ON "coupon_trips" USING btree ("coupon_id","trek_id");--> statement-breakpoint
CREATE INDEX "departures_tour_start_idx" ON "departures" USING btree ("tour_id","start_date");--> statement-breakpoint
CREATE INDEX "departures_trek_start_idx" ON "departures" USING btree ("trek_id","start_date");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_departure_id_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."departures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_idempotency_idx" ON "bookings" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "bookings_departure_idx" ON "bookings" USING btree ("departure_id");--> statement-breakpoint
CREATE INDEX "bookings_hold_idx" ON "bookings" USING btree ("hold_expires_at") WHERE "bookings"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_idempotency_key_check" CHECK ("bookings"."idempotency_key" is null or length("bookings"."idempotency_key") between 1 and 200);