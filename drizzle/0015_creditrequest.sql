ALTER TABLE "business_credit_lines" ADD COLUMN "requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_credit_lines" ADD COLUMN "request_note" text;