ALTER TABLE "orders"."order_lines" ADD COLUMN "metal_rate_per_gram" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "orders"."order_lines" ADD COLUMN "metal_weight" numeric(8, 2);