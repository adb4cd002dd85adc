ALTER TABLE "catalogue"."discounts" ADD COLUMN "customer_group_id" uuid;--> statement-breakpoint
ALTER TABLE "catalogue"."discounts" ADD COLUMN "customer_group_label" text;--> statement-breakpoint
ALTER TABLE "catalogue"."discounts" ADD CONSTRAINT "discounts_one_audience" CHECK ("catalogue"."discounts"."customer_id" IS NULL OR "catalogue"."discounts"."customer_group_id" IS NULL);