ALTER TABLE "merchants" ADD COLUMN "pending_business_email" varchar(255);--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "pending_email_token_hash" char(64);--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "pending_email_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "merchants_pending_email_token_unique" ON "merchants" USING btree ("pending_email_token_hash");--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_pending_email_complete" CHECK (("merchants"."pending_business_email" IS NULL) = ("merchants"."pending_email_token_hash" IS NULL) AND ("merchants"."pending_email_token_hash" IS NULL) = ("merchants"."pending_email_expires_at" IS NULL));