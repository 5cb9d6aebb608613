CREATE TABLE "companies" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"required_auth" boolean DEFAULT false NOT NULL,
	"prohibited_for_minors" boolean DEFAULT false NOT NULL,
	"google_tag_manager_id" text,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "company_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_definitions" (
	"company_id" text NOT NULL,
	"id" text NOT NULL,
	"slug" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"name" text NOT NULL,
	"label" text,
	"description" text DEFAULT '' NOT NULL,
	"color" text,
	"icon" text,
	"image" text,
	"logo" text,
	"background_image" text,
	"shown_in_topbar" boolean DEFAULT false NOT NULL,
	"hidden_in_menu" boolean DEFAULT false NOT NULL,
	"hide_price" boolean DEFAULT false NOT NULL,
	"multiple_items_in_shopping_cart" boolean NOT NULL,
	"its_default_service" boolean DEFAULT false NOT NULL,
	"link" text,
	"terms_of_use" text,
	"catalog" jsonb,
	"meta_tags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"static_banner" jsonb,
	"banner" jsonb,
	"benefits" jsonb,
	"faq" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"checkout_warning" text,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"category_banner_image_config" jsonb,
	"category_bentos" jsonb,
	"bentos_section" jsonb,
	"slider_section" jsonb,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_definitions_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "service_definitions_company_slug_uq" UNIQUE("company_id","slug"),
	CONSTRAINT "service_definitions_type_chk" CHECK ("service_definitions"."type" in ('SERVICE', 'DELIVERY', 'MARKETPLACE'))
);
--> statement-breakpoint
CREATE TABLE "catalogs" (
	"company_id" text NOT NULL,
	"id" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover" text,
	"logo" text,
	"catalog_type" text DEFAULT 'STORE' NOT NULL,
	"prohibited_for_minors" boolean DEFAULT false NOT NULL,
	"minimum_order_value_cents" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'PUBLIC' NOT NULL,
	"service_categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required_auth" boolean DEFAULT false NOT NULL,
	"there_is_melhor_envio_integration" boolean DEFAULT false NOT NULL,
	"checkout" jsonb DEFAULT '{"translations":{}}'::jsonb NOT NULL,
	"config" jsonb DEFAULT '{"disableDiscountCoupon":false}'::jsonb NOT NULL,
	"integration" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"payment_methods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"operation_way" jsonb NOT NULL,
	"timezone" text DEFAULT 'America/Sao_Paulo' NOT NULL,
	"has_opening_hours" boolean DEFAULT false NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogs_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "catalogs_company_slug_uq" UNIQUE("company_id","slug"),
	CONSTRAINT "catalogs_minimum_order_chk" CHECK ("catalogs"."minimum_order_value_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"company_id" text NOT NULL,
	"catalog_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"img" text,
	"status" text DEFAULT 'PUBLIC' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "categories_catalog_uq" UNIQUE("company_id","catalog_id","id")
);
--> statement-breakpoint
CREATE TABLE "delivery_areas" (
	"company_id" text NOT NULL,
	"catalog_id" text NOT NULL,
	"id" text NOT NULL,
	"parent_id" text,
	"level" text NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"full_coverage" boolean DEFAULT false NOT NULL,
	"delivery_fee_cents" integer DEFAULT 0 NOT NULL,
	"estimated_delivery_time" integer,
	"position" integer NOT NULL,
	CONSTRAINT "delivery_areas_pk" PRIMARY KEY("company_id","catalog_id","id"),
	CONSTRAINT "delivery_areas_level_chk" CHECK ("delivery_areas"."level" in ('country', 'state', 'city', 'district')),
	CONSTRAINT "delivery_areas_fee_chk" CHECK ("delivery_areas"."delivery_fee_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_rules" (
	"company_id" text NOT NULL,
	"catalog_id" text NOT NULL,
	"position" integer NOT NULL,
	"operation_way" text,
	"if" jsonb NOT NULL,
	"then" jsonb NOT NULL,
	"else" jsonb,
	CONSTRAINT "delivery_rules_pk" PRIMARY KEY("company_id","catalog_id","position")
);
--> statement-breakpoint
CREATE TABLE "featured_item_categories" (
	"company_id" text NOT NULL,
	"catalog_id" text NOT NULL,
	"position" integer NOT NULL,
	"doc_id" text,
	"title" text NOT NULL,
	"featured_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "featured_item_categories_pk" PRIMARY KEY("company_id","catalog_id","position")
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"company_id" text NOT NULL,
	"catalog_id" text NOT NULL,
	"position" integer NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'national' NOT NULL,
	CONSTRAINT "holidays_pk" PRIMARY KEY("company_id","catalog_id","position")
);
--> statement-breakpoint
CREATE TABLE "opening_hours" (
	"company_id" text NOT NULL,
	"catalog_id" text NOT NULL,
	"weekday" text NOT NULL,
	"open" boolean NOT NULL,
	"hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "opening_hours_pk" PRIMARY KEY("company_id","catalog_id","weekday"),
	CONSTRAINT "opening_hours_weekday_chk" CHECK ("opening_hours"."weekday" in ('sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'))
);
--> statement-breakpoint
CREATE TABLE "global_subcategories" (
	"company_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text,
	"type" text,
	"min" integer,
	"max" integer,
	"repeat" boolean,
	"status" text,
	"api" text,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"modifiers" jsonb,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "global_subcategories_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "global_subitems" (
	"company_id" text NOT NULL,
	"subcategory_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text,
	"type" text,
	"description" text,
	"img" text,
	"price_cents" integer,
	"promo" double precision,
	"promo_type" text,
	"params" jsonb,
	"status" text,
	"quantity" integer,
	"progressive_discount" jsonb,
	"accepted_payment_methods" jsonb,
	"modifiers" jsonb,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "global_subitems_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "global_subitems_promo_chk" CHECK ("global_subitems"."promo" is null or ("global_subitems"."promo" >= 0 and ("global_subitems"."promo_type" = 'PERCENT' or "global_subitems"."promo" = trunc("global_subitems"."promo"))))
);
--> statement-breakpoint
CREATE TABLE "item_subcategories" (
	"company_id" text NOT NULL,
	"catalog_id" text NOT NULL,
	"item_id" text NOT NULL,
	"id" text NOT NULL,
	"fk" text,
	"name" text,
	"type" text,
	"min" integer,
	"max" integer,
	"repeat" boolean,
	"status" text,
	"api" text,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"modifiers" jsonb,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_subcategories_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "item_subcategories_item_uq" UNIQUE("company_id","item_id","id")
);
--> statement-breakpoint
CREATE TABLE "item_subitems" (
	"company_id" text NOT NULL,
	"catalog_id" text NOT NULL,
	"item_id" text NOT NULL,
	"subcategory_id" text,
	"id" text NOT NULL,
	"fk" text,
	"name" text,
	"type" text,
	"description" text,
	"img" text,
	"price_cents" integer,
	"promo" double precision,
	"promo_type" text,
	"params" jsonb,
	"status" text,
	"quantity" integer,
	"progressive_discount" jsonb,
	"accepted_payment_methods" jsonb,
	"modifiers" jsonb,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_subitems_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "item_subitems_promo_chk" CHECK ("item_subitems"."promo" is null or ("item_subitems"."promo" >= 0 and ("item_subitems"."promo_type" = 'PERCENT' or "item_subitems"."promo" = trunc("item_subitems"."promo"))))
);
--> statement-breakpoint
CREATE TABLE "items" (
	"company_id" text NOT NULL,
	"catalog_id" text NOT NULL,
	"category_id" text NOT NULL,
	"id" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"characteristics" text,
	"additional_description" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"accepted_payment_methods" jsonb,
	"img" text,
	"price_cents" integer NOT NULL,
	"unit_of_measurement" text DEFAULT 'unity' NOT NULL,
	"dimensions" jsonb,
	"promo" double precision,
	"promo_type" text,
	"min" integer DEFAULT 1 NOT NULL,
	"max" integer,
	"status" text DEFAULT 'PUBLIC' NOT NULL,
	"stock" integer,
	"featured" boolean DEFAULT false NOT NULL,
	"recommended_item_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"custom_note" jsonb,
	"component_variant" text,
	"service_categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"modifiers" jsonb,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "items_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "items_catalog_slug_uq" UNIQUE("company_id","catalog_id","slug"),
	CONSTRAINT "items_price_chk" CHECK ("items"."price_cents" >= 0),
	CONSTRAINT "items_min_max_chk" CHECK ("items"."min" >= 1 and ("items"."max" is null or "items"."max" >= "items"."min")),
	CONSTRAINT "items_stock_chk" CHECK ("items"."stock" is null or "items"."stock" >= 0),
	CONSTRAINT "items_promo_chk" CHECK ("items"."promo" is null or ("items"."promo" >= 0 and ("items"."promo_type" = 'PERCENT' or "items"."promo" = trunc("items"."promo"))))
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"company_id" text NOT NULL,
	"code" text NOT NULL,
	"description" text,
	"discount_type" text NOT NULL,
	"discount_value" double precision NOT NULL,
	"applies_to" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'PUBLIC' NOT NULL,
	"minimum_order_value_cents" integer DEFAULT 0 NOT NULL,
	"valid_from" date,
	"valid_until" date,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_pk" PRIMARY KEY("company_id","code"),
	CONSTRAINT "coupons_code_upper_chk" CHECK ("coupons"."code" = upper("coupons"."code")),
	CONSTRAINT "coupons_discount_chk" CHECK (("coupons"."discount_type" = 'PERCENT' and "coupons"."discount_value" > 0 and "coupons"."discount_value" <= 100) or ("coupons"."discount_type" = 'REAL' and "coupons"."discount_value" > 0 and "coupons"."discount_value" = trunc("coupons"."discount_value")))
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"company_id" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"cover" text,
	"author" text,
	"published_at" timestamp with time zone NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_pk" PRIMARY KEY("company_id","slug")
);
--> statement-breakpoint
CREATE TABLE "identity_documents" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"value" text NOT NULL,
	"expiration_date" date,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_complements" (
	"user_id" text PRIMARY KEY NOT NULL,
	"salutation" text,
	"chosen_name" text,
	"phone" text,
	"date_of_birth" date,
	"nationality" text,
	"address" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_identities" (
	"provider" text NOT NULL,
	"provider_account_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_identities_provider_account_uq" UNIQUE("provider","provider_account_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"type" text,
	"password_hash" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"phone" text,
	"cpf" text,
	"img" text,
	"company_id" text,
	"role" text DEFAULT 'shopper' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_email_lower_chk" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_role_chk" CHECK ("users"."role" in ('shopper', 'staff')),
	CONSTRAINT "users_staff_company_chk" CHECK ("users"."role" <> 'staff' or "users"."company_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_codes_purpose_chk" CHECK ("verification_codes"."purpose" in ('verify_email', 'password_reset'))
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"order_id" text NOT NULL,
	"company_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"category_id" text,
	"item_id" text NOT NULL,
	"item_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"subitems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"interval" jsonb,
	"note" text,
	CONSTRAINT "order_lines_quantity_chk" CHECK ("order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_status_events" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"order_id" text NOT NULL,
	"company_id" text NOT NULL,
	"status" text NOT NULL,
	"changed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"catalog_id" text NOT NULL,
	"user_id" text,
	"status" text DEFAULT 'PLACED' NOT NULL,
	"type" text DEFAULT 'shopping' NOT NULL,
	"customer" jsonb,
	"operation_way" jsonb NOT NULL,
	"payment" jsonb,
	"pick_up_address" jsonb,
	"params" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"delivery_fee_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"coupon_code" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_company_idempotency_uq" UNIQUE("company_id","idempotency_key"),
	CONSTRAINT "orders_amounts_chk" CHECK ("orders"."subtotal_cents" >= 0 and "orders"."discount_cents" >= 0 and "orders"."delivery_fee_cents" >= 0 and "orders"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_domains" ADD CONSTRAINT "company_domains_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_definitions" ADD CONSTRAINT "service_definitions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogs" ADD CONSTRAINT "catalogs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_catalog_fk" FOREIGN KEY ("company_id","catalog_id") REFERENCES "public"."catalogs"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_areas" ADD CONSTRAINT "delivery_areas_catalog_fk" FOREIGN KEY ("company_id","catalog_id") REFERENCES "public"."catalogs"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_areas" ADD CONSTRAINT "delivery_areas_parent_fk" FOREIGN KEY ("company_id","catalog_id","parent_id") REFERENCES "public"."delivery_areas"("company_id","catalog_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_rules" ADD CONSTRAINT "delivery_rules_catalog_fk" FOREIGN KEY ("company_id","catalog_id") REFERENCES "public"."catalogs"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_item_categories" ADD CONSTRAINT "featured_item_categories_catalog_fk" FOREIGN KEY ("company_id","catalog_id") REFERENCES "public"."catalogs"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_catalog_fk" FOREIGN KEY ("company_id","catalog_id") REFERENCES "public"."catalogs"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_hours" ADD CONSTRAINT "opening_hours_catalog_fk" FOREIGN KEY ("company_id","catalog_id") REFERENCES "public"."catalogs"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_subcategories" ADD CONSTRAINT "global_subcategories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_subitems" ADD CONSTRAINT "global_subitems_subcategory_fk" FOREIGN KEY ("company_id","subcategory_id") REFERENCES "public"."global_subcategories"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_subcategories" ADD CONSTRAINT "item_subcategories_item_fk" FOREIGN KEY ("company_id","item_id") REFERENCES "public"."items"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_subcategories" ADD CONSTRAINT "item_subcategories_global_fk" FOREIGN KEY ("company_id","fk") REFERENCES "public"."global_subcategories"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_subitems" ADD CONSTRAINT "item_subitems_item_fk" FOREIGN KEY ("company_id","item_id") REFERENCES "public"."items"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_subitems" ADD CONSTRAINT "item_subitems_subcategory_fk" FOREIGN KEY ("company_id","item_id","subcategory_id") REFERENCES "public"."item_subcategories"("company_id","item_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_subitems" ADD CONSTRAINT "item_subitems_global_fk" FOREIGN KEY ("company_id","fk") REFERENCES "public"."global_subitems"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_category_fk" FOREIGN KEY ("company_id","catalog_id","category_id") REFERENCES "public"."categories"("company_id","catalog_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_catalog_fk" FOREIGN KEY ("company_id","catalog_id") REFERENCES "public"."catalogs"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_documents" ADD CONSTRAINT "identity_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_complements" ADD CONSTRAINT "user_complements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD CONSTRAINT "order_status_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_domains_company_idx" ON "company_domains" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "service_definitions_company_idx" ON "service_definitions" USING btree ("company_id","position");--> statement-breakpoint
CREATE INDEX "catalogs_company_position_idx" ON "catalogs" USING btree ("company_id","position");--> statement-breakpoint
CREATE INDEX "categories_catalog_idx" ON "categories" USING btree ("company_id","catalog_id","position");--> statement-breakpoint
CREATE INDEX "holidays_date_idx" ON "holidays" USING btree ("company_id","catalog_id","date");--> statement-breakpoint
CREATE INDEX "global_subcategories_company_idx" ON "global_subcategories" USING btree ("company_id","position");--> statement-breakpoint
CREATE INDEX "global_subitems_subcategory_idx" ON "global_subitems" USING btree ("company_id","subcategory_id","position");--> statement-breakpoint
CREATE INDEX "item_subcategories_item_idx" ON "item_subcategories" USING btree ("company_id","item_id","position");--> statement-breakpoint
CREATE INDEX "item_subcategories_catalog_idx" ON "item_subcategories" USING btree ("company_id","catalog_id");--> statement-breakpoint
CREATE INDEX "item_subitems_item_idx" ON "item_subitems" USING btree ("company_id","item_id","position");--> statement-breakpoint
CREATE INDEX "item_subitems_catalog_idx" ON "item_subitems" USING btree ("company_id","catalog_id");--> statement-breakpoint
CREATE INDEX "items_category_idx" ON "items" USING btree ("company_id","category_id","position");--> statement-breakpoint
CREATE INDEX "blog_posts_company_published_idx" ON "blog_posts" USING btree ("company_id","published_at");--> statement-breakpoint
CREATE INDEX "identity_documents_user_idx" ON "identity_documents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_identities_user_idx" ON "user_identities" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "verification_codes_email_idx" ON "verification_codes" USING btree ("email","purpose");--> statement-breakpoint
CREATE INDEX "verification_codes_user_idx" ON "verification_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_company_idx" ON "order_lines" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "order_status_events_order_idx" ON "order_status_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_company_created_idx" ON "orders" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_created_idx" ON "mail_outbox" USING btree ("to","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_company_idx" ON "mail_outbox" USING btree ("company_id");