CREATE TABLE "catalogue"."catalogue_change_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"user_id" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "catalogue"."design_images" (
	"tenant_id" uuid NOT NULL,
	"design_id" uuid NOT NULL,
	"image_key" text NOT NULL,
	"shade_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "design_images_design_id_image_key_pk" PRIMARY KEY("design_id","image_key")
);
--> statement-breakpoint
CREATE TABLE "catalogue"."filter_definitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"titles" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"value_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"main_group_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"sub_group_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue"."main_groups" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue"."main_groups" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue"."menu_items" ADD COLUMN "titles" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue"."sub_groups" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue"."sub_groups" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue"."design_images" ADD CONSTRAINT "design_images_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "catalogue"."designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue"."design_images" ADD CONSTRAINT "design_images_shade_id_shades_id_fk" FOREIGN KEY ("shade_id") REFERENCES "catalogue"."shades"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_change_log_entity_idx" ON "catalogue"."catalogue_change_log" USING btree ("tenant_id","entity_type","entity_id","id");--> statement-breakpoint
CREATE INDEX "design_images_tenant_design_idx" ON "catalogue"."design_images" USING btree ("tenant_id","design_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "filter_definitions_tenant_kind_uq" ON "catalogue"."filter_definitions" USING btree ("tenant_id","kind");