CREATE TABLE "sandbox_spent_tokens" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "request_hash" text;--> statement-breakpoint
CREATE INDEX "sandbox_spent_tokens_expires_idx" ON "sandbox_spent_tokens" USING btree ("expires_at");