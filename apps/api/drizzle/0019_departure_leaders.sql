ALTER TABLE "departures" ADD COLUMN "leader_user_id" integer;--> statement-breakpoint
ALTER TABLE "departures" ADD COLUMN "leader_name" text;--> statement-breakpoint
ALTER TABLE "departures" ADD CONSTRAINT "departures_leader_user_id_users_id_fk" FOREIGN KEY ("leader_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "departures_start_idx" ON "departures" USING btree ("start_date","id");--> statement-breakpoint
CREATE INDEX "departures_status_start_idx" ON "departures" USING btree ("status","start_date");--> statement-breakpoint
CREATE INDEX "departures_leader_idx" ON "departures" USING btree ("leader_user_id") WHERE "departures"."leader_user_id" is not null;--> statement-breakpoint
ALTER TABLE "departures" ADD CONSTRAINT "departures_leader_check" CHECK ("departures"."leader_user_id" is null or "departures"."leader_name" is null);