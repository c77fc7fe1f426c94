-- Each merchant's products are numbered from 1 in the order they were created; new ones take the next number.
ALTER TABLE "products" ADD COLUMN "number" integer;--> statement-breakpoint
UPDATE "products" SET "number" = "numbered"."n" FROM (SELECT "id", row_number() OVER (PARTITION BY "merchant_id" ORDER BY "id") AS "n" FROM "products") AS "numbered" WHERE "products"."id" = "numbered"."id";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "products_merchant_number_unique" ON "products" USING btree ("merchant_id","number");
