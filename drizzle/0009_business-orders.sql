CREATE TABLE "message_outbox" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text,
	"to" text NOT NULL,
	"channel" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "business_client_id" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "booking_details" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "business_account_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "booked_by" text;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD CONSTRAINT "message_outbox_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_outbox_company_created_idx" ON "message_outbox" USING btree ("company_id","created_at");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_business_client_id_business_clients_id_fk" FOREIGN KEY ("business_client_id") REFERENCES "public"."business_clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_business_account_id_business_accounts_id_fk" FOREIGN KEY ("business_account_id") REFERENCES "public"."business_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_booked_by_users_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;