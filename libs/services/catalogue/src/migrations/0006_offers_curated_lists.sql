CREATE TABLE "catalogue"."curated_list_designs" (
	"tenant_id" uuid NOT NULL,
	"list" text NOT NULL,
	"design_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"listed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "curated_list_designs_tenant_id_list_design_id_pk" PRIMARY KEY("tenant_id","list","design_id")
);
--> statement-breakpoint
CREATE TABLE "catalogue"."offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"variant_id" uuid NOT NULL,
	"design_id" uuid NOT NULL,
	"offer_price" numeric(12, 2) NOT NULL,
	"max_quantity" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"in_effect" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue"."import_jobs" ADD COLUMN "kind" text DEFAULT 'designs' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue"."curated_list_designs" ADD CONSTRAINT "curated_list_designs_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "catalogue"."designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue"."offers" ADD CONSTRAINT "offers_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "catalogue"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue"."offers" ADD CONSTRAINT "offers_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "catalogue"."designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "curated_list_designs_position_idx" ON "catalogue"."curated_list_designs" USING btree ("tenant_id","list","position");--> statement-breakpoint
CREATE INDEX "offers_variant_idx" ON "catalogue"."offers" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "offers_tenant_kind_idx" ON "catalogue"."offers" USING btree ("tenant_id","kind","ends_at");--> statement-breakpoint
CREATE INDEX "offers_design_idx" ON "catalogue"."offers" USING btree ("design_id");