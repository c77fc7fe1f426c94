CREATE TABLE "opening_hours" (
	"merchant_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"opens_at" smallint NOT NULL,
	"closes_at" smallint NOT NULL,
	CONSTRAINT "opening_hours_pkey" PRIMARY KEY("merchant_id","weekday"),
	CONSTRAINT "opening_hours_weekday_range" CHECK ("opening_hours"."weekday" BETWEEN 0 AND 6),
	CONSTRAINT "opening_hours_opens_range" CHECK ("opening_hours"."opens_at" BETWEEN 0 AND 1439),
	CONSTRAINT "opening_hours_closes_after_opens" CHECK ("opening_hours"."closes_at" > "opening_hours"."opens_at" AND "opening_hours"."closes_at" <= 1440)
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_role" text NOT NULL,
	"actor_id" integer,
	"reason" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_events_action_valid" CHECK ("action" IN ('created', 'placed', 'accepted', 'rejected', 'ready', 'claimed', 'picked_up', 'delivered', 'cancelled', 'refunded')),
	CONSTRAINT "order_events_to_status_valid" CHECK ("to_status" IN ('awaiting_payment', 'placed', 'accepted', 'ready', 'picked_up', 'delivered', 'rejected', 'cancelled')),
	CONSTRAINT "order_events_actor_role_valid" CHECK ("actor_role" IN ('customer', 'merchant', 'rider', 'admin', 'system'))
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"product_id" integer,
	"name" varchar(255) NOT NULL,
	"unit_price_kobo" bigint NOT NULL,
	"discount_percent" smallint NOT NULL,
	"unit_discount_kobo" bigint NOT NULL,
	"quantity" smallint NOT NULL,
	"line_total_kobo" bigint NOT NULL,
	"note" varchar(200),
	CONSTRAINT "order_items_quantity_range" CHECK ("order_items"."quantity" BETWEEN 1 AND 50),
	CONSTRAINT "order_items_discount_range" CHECK ("order_items"."discount_percent" BETWEEN 0 AND 100),
	CONSTRAINT "order_items_amounts_valid" CHECK ("order_items"."unit_price_kobo" >= 0 AND "order_items"."unit_discount_kobo" BETWEEN 0 AND "order_items"."unit_price_kobo" AND "order_items"."line_total_kobo" = ("order_items"."unit_price_kobo" - "order_items"."unit_discount_kobo") * "order_items"."quantity")
);
--> statement-breakpoint
CREATE TABLE "order_reviews" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"comment" varchar(1000),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_reviews_rating_range" CHECK ("order_reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"rider_id" integer,
	"status" text NOT NULL,
	"payment_method" text NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"payment_reference" varchar(100),
	"payment_url" text,
	"subtotal_kobo" bigint NOT NULL,
	"discount_kobo" bigint NOT NULL,
	"delivery_fee_kobo" bigint NOT NULL,
	"total_kobo" bigint NOT NULL,
	"distance_m" integer NOT NULL,
	"delivery_address" varchar(500) NOT NULL,
	"delivery_latitude" double precision NOT NULL,
	"delivery_longitude" double precision NOT NULL,
	"note" varchar(500),
	"prep_minutes" smallint,
	"reason" varchar(500),
	"cancelled_by" text,
	"idempotency_key" varchar(128) NOT NULL,
	"request_hash" char(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"placed_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"ready_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"picked_up_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_valid" CHECK ("status" IN ('awaiting_payment', 'placed', 'accepted', 'ready', 'picked_up', 'delivered', 'rejected', 'cancelled')),
	CONSTRAINT "orders_payment_method_valid" CHECK ("payment_method" IN ('cash', 'card')),
	CONSTRAINT "orders_payment_status_valid" CHECK ("payment_status" IN ('pending', 'paid', 'refunded')),
	CONSTRAINT "orders_cancelled_by_valid" CHECK ("orders"."cancelled_by" IS NULL OR "cancelled_by" IN ('customer', 'merchant', 'rider', 'admin', 'system')),
	CONSTRAINT "orders_amounts_valid" CHECK ("orders"."subtotal_kobo" >= 0 AND "orders"."discount_kobo" BETWEEN 0 AND "orders"."subtotal_kobo" AND "orders"."delivery_fee_kobo" >= 0 AND "orders"."total_kobo" = "orders"."subtotal_kobo" - "orders"."discount_kobo" + "orders"."delivery_fee_kobo"),
	CONSTRAINT "orders_distance_non_negative" CHECK ("orders"."distance_m" >= 0),
	CONSTRAINT "orders_delivery_latitude_range" CHECK ("orders"."delivery_latitude" BETWEEN -90 AND 90),
	CONSTRAINT "orders_delivery_longitude_range" CHECK ("orders"."delivery_longitude" BETWEEN -180 AND 180),
	CONSTRAINT "orders_prep_minutes_range" CHECK ("orders"."prep_minutes" IS NULL OR "orders"."prep_minutes" BETWEEN 5 AND 120),
	CONSTRAINT "orders_placed_has_time" CHECK ("orders"."status" = 'awaiting_payment' OR "orders"."placed_at" IS NOT NULL OR "orders"."status" = 'cancelled'),
	CONSTRAINT "orders_accepted_has_estimate" CHECK ("orders"."status" NOT IN ('accepted', 'ready', 'picked_up', 'delivered') OR ("orders"."accepted_at" IS NOT NULL AND "orders"."prep_minutes" IS NOT NULL)),
	CONSTRAINT "orders_ready_has_time" CHECK ("orders"."status" NOT IN ('ready', 'picked_up', 'delivered') OR "orders"."ready_at" IS NOT NULL),
	CONSTRAINT "orders_on_the_road_has_rider" CHECK ("orders"."status" NOT IN ('picked_up', 'delivered') OR ("orders"."rider_id" IS NOT NULL AND "orders"."picked_up_at" IS NOT NULL)),
	CONSTRAINT "orders_delivered_has_time" CHECK ("orders"."status" <> 'delivered' OR "orders"."delivered_at" IS NOT NULL),
	CONSTRAINT "orders_ended_has_reason" CHECK (("orders"."status" IN ('rejected', 'cancelled')) = ("orders"."cancelled_at" IS NOT NULL AND "orders"."cancelled_by" IS NOT NULL AND length(btrim(coalesce("orders"."reason", ''))) > 0)),
	CONSTRAINT "orders_rider_claimed_has_time" CHECK ("orders"."rider_id" IS NULL OR "orders"."claimed_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "store_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"accepting_orders" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "opening_hours" ADD CONSTRAINT "opening_hours_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reviews" ADD CONSTRAINT "order_reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reviews" ADD CONSTRAINT "order_reviews_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reviews" ADD CONSTRAINT "order_reviews_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_rider_id_users_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_settings" ADD CONSTRAINT "store_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_id_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_events_merchant_id_idx" ON "order_events" USING btree ("merchant_id","id");--> statement-breakpoint
CREATE INDEX "order_events_created_at_idx" ON "order_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_items_order_id_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_product_id_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_reviews_merchant_created_idx" ON "order_reviews" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_customer_idempotency_unique" ON "orders" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_reference_unique" ON "orders" USING btree ("payment_reference");--> statement-breakpoint
CREATE INDEX "orders_merchant_created_idx" ON "orders" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_customer_created_idx" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_rider_idx" ON "orders" USING btree ("rider_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_unclaimed_idx" ON "orders" USING btree ("created_at") WHERE "orders"."rider_id" IS NULL AND "orders"."status" IN ('accepted', 'ready');