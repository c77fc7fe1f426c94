ALTER TABLE "access_tokens" ADD COLUMN "revoked_reason" text;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "pending_bank_code" varchar(20);--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "pending_bank_name" varchar(255);--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "pending_account_number" varchar(11);--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "pending_account_name" varchar(255);--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "pending_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_merchant_name_unique" ON "categories" USING btree ("merchant_id",lower("name"));--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_revoked_reason_valid" CHECK ("access_tokens"."revoked_reason" IS NULL OR ("access_tokens"."revoked_at" IS NOT NULL AND "revoked_reason" IN ('signed-out', 'password-changed', 'password-reset', 'suspended')));--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_pending_account_number_digits" CHECK ("bank_accounts"."pending_account_number" ~ '^[0-9]{10,11}$');--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_pending_complete" CHECK (("bank_accounts"."pending_bank_code" IS NULL) = ("bank_accounts"."pending_bank_name" IS NULL) AND ("bank_accounts"."pending_bank_code" IS NULL) = ("bank_accounts"."pending_account_number" IS NULL) AND ("bank_accounts"."pending_bank_code" IS NULL) = ("bank_accounts"."pending_account_name" IS NULL) AND ("bank_accounts"."pending_bank_code" IS NULL) = ("bank_accounts"."pending_since" IS NULL));