CREATE TABLE "identity"."customer_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity"."customers" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "identity"."customer_groups" ADD CONSTRAINT "customer_groups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "identity"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_groups_tenant_name_uq" ON "identity"."customer_groups" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
ALTER TABLE "identity"."customers" ADD CONSTRAINT "customers_group_id_customer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "identity"."customer_groups"("id") ON DELETE set null ON UPDATE no action;