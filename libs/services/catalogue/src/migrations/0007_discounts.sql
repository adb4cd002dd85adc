CREATE TABLE "catalogue"."discounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"customer_id" uuid,
	"customer_label" text,
	"design_id" uuid,
	"main_group_id" integer,
	"kind" text NOT NULL,
	"value" numeric(12, 2) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discounts_one_product" CHECK ("catalogue"."discounts"."design_id" IS NULL OR "catalogue"."discounts"."main_group_id" IS NULL)
);
--> statement-breakpoint
ALTER TABLE "catalogue"."discounts" ADD CONSTRAINT "discounts_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "catalogue"."designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue"."discounts" ADD CONSTRAINT "discounts_main_group_id_main_groups_id_fk" FOREIGN KEY ("main_group_id") REFERENCES "catalogue"."main_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discounts_tenant_ends_idx" ON "catalogue"."discounts" USING btree ("tenant_id","ends_at");--> statement-breakpoint
CREATE INDEX "discounts_tenant_customer_idx" ON "catalogue"."discounts" USING btree ("tenant_id","customer_id");