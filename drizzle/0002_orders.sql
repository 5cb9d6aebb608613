CREATE TABLE "payment_attempts" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"order_key" text NOT NULL,
	"order_id" text,
	"method" text NOT NULL,
	"gateway" text NOT NULL,
	"status" text NOT NULL,
	"decline_code" text,
	"reference" text,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_status_events" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "number" text NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gate_delivery" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "received_guest" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "locale" text DEFAULT 'pt-BR' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_attempts_company_key_idx" ON "payment_attempts" USING btree ("company_id","order_key");--> statement-breakpoint
CREATE INDEX "orders_client_created_idx" ON "orders" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_company_status_idx" ON "orders" USING btree ("company_id","status","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_number_uq" UNIQUE("company_id","number");