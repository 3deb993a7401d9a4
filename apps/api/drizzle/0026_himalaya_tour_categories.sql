ALTER TABLE "tours" DROP CONSTRAINT "tours_category_check";--> statement-breakpoint
UPDATE "tours" SET "category" = CASE "category" WHEN 'Beach' THEN 'Lakes' WHEN 'City' THEN 'Hill Station' ELSE "category" END WHERE "category" in ('Beach', 'City');--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_category_check" CHECK ("tours"."category" in ('Adventure', 'Road Trip', 'Cultural', 'Pilgrimage', 'Lakes', 'Hill Station', 'Wildlife', 'Nature'));
