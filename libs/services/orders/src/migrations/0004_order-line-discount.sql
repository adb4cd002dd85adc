ALTER TABLE "orders"."order_lines" ADD COLUMN "regular_unit_pence" integer;--> statement-breakpoint
ALTER TABLE "orders"."order_lines" ADD COLUMN "discount_id" uuid;--> statement-breakpoint
ALTER TABLE "orders"."order_lines" ADD COLUMN "discount_kind" text;--> statement-breakpoint
ALTER TABLE "orders"."order_lines" ADD COLUMN "discount_value" numeric(12, 2);