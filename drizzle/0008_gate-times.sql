ALTER TABLE "catalogs" ADD COLUMN "preparation_time" integer;--> statement-breakpoint
ALTER TABLE "delivery_areas" ADD COLUMN "walking_time" integer;