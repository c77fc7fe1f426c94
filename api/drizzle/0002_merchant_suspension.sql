ALTER TABLE "merchants" DROP CONSTRAINT "merchants_verification_status_valid";--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_suspension_has_reason" CHECK (("merchants"."verification_status" = 'suspended') = (length(btrim(coalesce("merchants"."suspension_reason", ''))) > 0 AND "merchants"."suspended_at" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_verification_status_valid" CHECK ("verification_status" IN ('pending', 'approved', 'rejected', 'suspended'));