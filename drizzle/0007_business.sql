CREATE TABLE "business_accounts" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"cnpj" text NOT NULL,
	"legal_name" text NOT NULL,
	"trade_name" text NOT NULL,
	"state_registration" text,
	"billing_address" jsonb NOT NULL,
	"invoice_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_accounts_cnpj_unique" UNIQUE("cnpj"),
	CONSTRAINT "business_accounts_cnpj_chk" CHECK ("business_accounts"."cnpj" ~ '^[0-9]{14}$')
);
--> statement-breakpoint
CREATE TABLE "business_clients" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"business_account_id" text NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"email" text,
	"language" text DEFAULT 'pt-BR' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_clients_language_chk" CHECK ("business_clients"."language" in ('pt-BR', 'en', 'es'))
);
--> statement-breakpoint
CREATE TABLE "business_credit_lines" (
	"business_account_id" text NOT NULL,
	"company_id" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"limit_cents" integer DEFAULT 0 NOT NULL,
	"approved_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_credit_lines_business_account_id_company_id_pk" PRIMARY KEY("business_account_id","company_id"),
	CONSTRAINT "business_credit_lines_status_chk" CHECK ("business_credit_lines"."status" in ('requested', 'approved', 'suspended')),
	CONSTRAINT "business_credit_lines_limit_chk" CHECK ("business_credit_lines"."limit_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "business_invitations" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"business_account_id" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "business_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "business_invitations_email_uq" UNIQUE("business_account_id","email"),
	CONSTRAINT "business_invitations_role_chk" CHECK ("business_invitations"."role" in ('admin', 'booker')),
	CONSTRAINT "business_invitations_email_lower_chk" CHECK ("business_invitations"."email" = lower("business_invitations"."email"))
);
--> statement-breakpoint
CREATE TABLE "business_members" (
	"business_account_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_members_business_account_id_user_id_pk" PRIMARY KEY("business_account_id","user_id"),
	CONSTRAINT "business_members_role_chk" CHECK ("business_members"."role" in ('admin', 'booker'))
);
--> statement-breakpoint
ALTER TABLE "business_clients" ADD CONSTRAINT "business_clients_business_account_id_business_accounts_id_fk" FOREIGN KEY ("business_account_id") REFERENCES "public"."business_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_credit_lines" ADD CONSTRAINT "business_credit_lines_business_account_id_business_accounts_id_fk" FOREIGN KEY ("business_account_id") REFERENCES "public"."business_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_credit_lines" ADD CONSTRAINT "business_credit_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_credit_lines" ADD CONSTRAINT "business_credit_lines_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_invitations" ADD CONSTRAINT "business_invitations_business_account_id_business_accounts_id_fk" FOREIGN KEY ("business_account_id") REFERENCES "public"."business_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_invitations" ADD CONSTRAINT "business_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_members" ADD CONSTRAINT "business_members_business_account_id_business_accounts_id_fk" FOREIGN KEY ("business_account_id") REFERENCES "public"."business_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_members" ADD CONSTRAINT "business_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_clients_account_idx" ON "business_clients" USING btree ("business_account_id");--> statement-breakpoint
CREATE INDEX "business_members_user_idx" ON "business_members" USING btree ("user_id");