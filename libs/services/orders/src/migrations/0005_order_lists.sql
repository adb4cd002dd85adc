CREATE TABLE "orders"."order_list_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"list_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"design_id" uuid NOT NULL,
	"design_number" text NOT NULL,
	"design_name" text NOT NULL,
	"description" text NOT NULL,
	"image_key" text,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_list_lines_quantity_positive" CHECK ("orders"."order_list_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders"."order_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_by_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders"."order_list_lines" ADD CONSTRAINT "order_list_lines_list_id_order_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "orders"."order_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_list_lines_variant_uq" ON "orders"."order_list_lines" USING btree ("list_id","variant_id");--> statement-breakpoint
CREATE INDEX "order_lists_customer_idx" ON "orders"."order_lists" USING btree ("tenant_id","customer_id","updated_at");