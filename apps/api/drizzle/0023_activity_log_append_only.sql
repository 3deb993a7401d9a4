ALTER TABLE "activity_logs" DROP CONSTRAINT "activity_logs_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "activity_logs_user_idx";--> statement-breakpoint
ALTER TABLE "activity_logs" ADD COLUMN "actor_name" text;--> statement-breakpoint
ALTER TABLE "activity_logs" ADD COLUMN "actor_role" text;--> statement-breakpoint
ALTER TABLE "activity_logs" ADD COLUMN "subject_label" text;--> statement-breakpoint
ALTER TABLE "activity_logs" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "activity_logs" ADD COLUMN "after" jsonb;--> statement-breakpoint
CREATE INDEX "activity_logs_action_idx" ON "activity_logs" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "activity_logs_subject_idx" ON "activity_logs" USING btree ("type","subject_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_logs_user_idx" ON "activity_logs" USING btree ("user_id","created_at");--> statement-breakpoint
-- Entries written before names were kept name their account as it is now, once.
UPDATE "activity_logs" SET "actor_name" = "users"."name", "actor_role" = "users"."role"::text
FROM "users" WHERE "users"."id" = "activity_logs"."user_id";
--> statement-breakpoint
-- The activity log is append-only: no statement may change or remove an entry.
CREATE FUNCTION activity_logs_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'activity_logs is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER activity_logs_append_only BEFORE UPDATE OR DELETE ON activity_logs
FOR EACH ROW EXECUTE FUNCTION activity_logs_append_only();
