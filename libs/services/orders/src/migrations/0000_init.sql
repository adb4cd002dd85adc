CREATE SCHEMA "orders";
--> statement-breakpoint
CREATE TABLE "orders"."cart_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"cart_id" uuid NOT NULL,
	"product_name" text NOT NULL,
	"variant_sku" text,
	"quantity" integer NOT NULL,
	"is_engraving_charge" boolean DEFAULT false NOT NULL,
	"engraving_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_quantity_positive" CHECK ("orders"."cart_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders"."carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"customer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_tenant_user_customer_uq" UNIQUE NULLS NOT DISTINCT("tenant_id","user_id","customer_id")
);
--> statement-breakpoint
ALTER TABLE "orders"."cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "orders"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_lines_cart_idx" ON "orders"."cart_lines" USING btree ("cart_id","created_at");