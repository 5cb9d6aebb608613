CREATE TABLE "booking_service_reports" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"order_id" text NOT NULL,
	"company_id" text NOT NULL,
	"line_position" integer NOT NULL,
	"met_at" timestamp with time zone NOT NULL,
	"agent_name" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_service_reports_line_uq" UNIQUE("order_id","line_position")
);
--> statement-breakpoint
CREATE TABLE "business_credit_grants" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"business_account_id" text NOT NULL,
	"company_id" text NOT NULL,
	"order_id" text NOT NULL,
	"line_position" integer NOT NULL,
	"package_item_id" text NOT NULL,
	"package_name" text NOT NULL,
	"covered_item_ids" jsonb NOT NULL,
	"credits" integer NOT NULL,
	"remaining" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_credit_grants_line_uq" UNIQUE("order_id","line_position"),
	CONSTRAINT "business_credit_grants_credits_chk" CHECK ("business_credit_grants"."credits" > 0),
	CONSTRAINT "business_credit_grants_remaining_chk" CHECK ("business_credit_grants"."remaining" >= 0 and "business_credit_grants"."remaining" <= "business_credit_grants"."credits")
);
--> statement-breakpoint
CREATE TABLE "business_credit_movements" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"grant_id" text NOT NULL,
	"business_account_id" text NOT NULL,
	"company_id" text NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"order_id" text,
	"line_position" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "business_credit_movements_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	CONSTRAINT "business_credit_movements_kind_chk" CHECK ("business_credit_movements"."kind" in ('bought', 'used', 'returned', 'voided'))
);
--> statement-breakpoint
CREATE TABLE "business_statement_charges" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"business_account_id" text NOT NULL,
	"company_id" text NOT NULL,
	"month" text NOT NULL,
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"order_ids" jsonb NOT NULL,
	"due_date" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"pix_copy_paste" text,
	"boleto_line" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"paid_at" timestamp with time zone,
	"requested_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_statement_charges_amount_chk" CHECK ("business_statement_charges"."amount_cents" > 0),
	CONSTRAINT "business_statement_charges_method_chk" CHECK ("business_statement_charges"."method" in ('PIX', 'BOLETO')),
	CONSTRAINT "business_statement_charges_status_chk" CHECK ("business_statement_charges"."status" in ('PENDING', 'PAID', 'CANCELED'))
);
--> statement-breakpoint
CREATE TABLE "fiscal_outbox" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"order_id" text NOT NULL,
	"line_position" integer NOT NULL,
	"record" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "credit_package" jsonb;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "credit_grant_id" text;--> statement-breakpoint
ALTER TABLE "booking_service_reports" ADD CONSTRAINT "booking_service_reports_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_service_reports" ADD CONSTRAINT "booking_service_reports_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_credit_grants" ADD CONSTRAINT "business_credit_grants_business_account_id_business_accounts_id_fk" FOREIGN KEY ("business_account_id") REFERENCES "public"."business_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_credit_grants" ADD CONSTRAINT "business_credit_grants_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_credit_grants" ADD CONSTRAINT "business_credit_grants_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_credit_movements" ADD CONSTRAINT "business_credit_movements_grant_id_business_credit_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."business_credit_grants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_credit_movements" ADD CONSTRAINT "business_credit_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_statement_charges" ADD CONSTRAINT "business_statement_charges_business_account_id_business_accounts_id_fk" FOREIGN KEY ("business_account_id") REFERENCES "public"."business_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_statement_charges" ADD CONSTRAINT "business_statement_charges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_statement_charges" ADD CONSTRAINT "business_statement_charges_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_outbox" ADD CONSTRAINT "fiscal_outbox_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_credit_grants_account_idx" ON "business_credit_grants" USING btree ("business_account_id","company_id","expires_at");--> statement-breakpoint
CREATE INDEX "business_credit_movements_account_idx" ON "business_credit_movements" USING btree ("business_account_id","company_id","created_at");--> statement-breakpoint
CREATE INDEX "business_credit_movements_grant_idx" ON "business_credit_movements" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "business_credit_movements_order_idx" ON "business_credit_movements" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "business_statement_charges_live_uq" ON "business_statement_charges" USING btree ("business_account_id","company_id","month") WHERE "business_statement_charges"."status" in ('PENDING', 'PAID');--> statement-breakpoint
CREATE INDEX "fiscal_outbox_company_created_idx" ON "fiscal_outbox" USING btree ("company_id","created_at");