ALTER TABLE "email_verification_tokens" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "idempotency_hash" text;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "max_uses_per_user" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "first_booking_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_max_uses_per_user_check" CHECK ("coupons"."max_uses_per_user" is null or "coupons"."max_uses_per_user" >= 1);