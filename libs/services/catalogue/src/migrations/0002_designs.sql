CREATE TABLE "catalogue"."attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url_path" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"kind" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue"."currencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue"."design_search" (
	"design_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"design_number" text NOT NULL,
	"name" text NOT NULL,
	"search_text" text NOT NULL,
	"search_tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_text)) STORED NOT NULL,
	"tags" integer[] NOT NULL,
	"min_trade_price" numeric(12, 2) NOT NULL,
	"max_trade_price" numeric(12, 2) NOT NULL,
	"min_carat" numeric(6, 2) NOT NULL,
	"max_carat" numeric(6, 2) NOT NULL,
	"in_stock" boolean NOT NULL,
	"newest_at" timestamp with time zone NOT NULL,
	"best_selling_rank" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue"."design_stones" (
	"design_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"tenant_id" uuid NOT NULL,
	"stone_id" integer NOT NULL,
	"shape_id" integer NOT NULL,
	"role" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"carat" numeric(6, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "design_stones_design_id_position_pk" PRIMARY KEY("design_id","position")
);
--> statement-breakpoint
CREATE TABLE "catalogue"."designs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"design_number" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"item_id" integer NOT NULL,
	"main_group_id" integer NOT NULL,
	"sub_group_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"attribute_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"metal_weight" numeric(8, 2) DEFAULT '0' NOT NULL,
	"image_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_new_arrival" boolean DEFAULT false NOT NULL,
	"is_best_selling" boolean DEFAULT false NOT NULL,
	"is_special_offer" boolean DEFAULT false NOT NULL,
	"is_lab_grown" boolean DEFAULT false NOT NULL,
	"is_clearance" boolean DEFAULT false NOT NULL,
	"is_certified" boolean DEFAULT false NOT NULL,
	"best_selling_rank" integer,
	"retired" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue"."facet_counts" (
	"tenant_id" uuid NOT NULL,
	"scope_tag" integer NOT NULL,
	"tag" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "facet_counts_tenant_id_scope_tag_tag_pk" PRIMARY KEY("tenant_id","scope_tag","tag")
);
--> statement-breakpoint
CREATE TABLE "catalogue"."facet_scopes" (
	"tenant_id" uuid NOT NULL,
	"scope_tag" integer NOT NULL,
	"min_trade_price" numeric(12, 2) NOT NULL,
	"max_trade_price" numeric(12, 2) NOT NULL,
	"min_carat" numeric(6, 2) NOT NULL,
	"max_carat" numeric(6, 2) NOT NULL,
	CONSTRAINT "facet_scopes_tenant_id_scope_tag_pk" PRIMARY KEY("tenant_id","scope_tag")
);
--> statement-breakpoint
CREATE TABLE "catalogue"."images" (
	"tenant_id" uuid NOT NULL,
	"key" text NOT NULL,
	"source_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_tenant_id_key_pk" PRIMARY KEY("tenant_id","key")
);
--> statement-breakpoint
CREATE TABLE "catalogue"."items" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url_path" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue"."karates" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url_path" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"metal_id" integer NOT NULL,
	"purity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue"."main_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url_path" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue"."metals" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url_path" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue"."qualities" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url_path" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"lab_grown" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue"."search_terms" (
	"tenant_id" uuid NOT NULL,
	"term" text NOT NULL,
	CONSTRAINT "search_terms_tenant_id_term_pk" PRIMARY KEY("tenant_id","term")
);
--> statement-breakpoint
CREATE TABLE "catalogue"."shades" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url_path" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"metal_id" integer NOT NULL,
	"code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue"."shapes" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url_path" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue"."similar_designs" (
	"tenant_id" uuid NOT NULL,
	"design_id" uuid NOT NULL,
	"similar_design_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "similar_designs_design_id_similar_design_id_pk" PRIMARY KEY("design_id","similar_design_id")
);
--> statement-breakpoint
CREATE TABLE "catalogue"."stone_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"show_on_home" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue"."stones" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url_path" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"group_id" integer NOT NULL,
	"colour" text DEFAULT '#ffffff' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue"."sub_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url_path" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"main_group_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue"."variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"design_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"metal_id" integer NOT NULL,
	"karat_id" integer NOT NULL,
	"shade_id" integer NOT NULL,
	"quality_id" integer NOT NULL,
	"total_carat" numeric(6, 2) DEFAULT '0' NOT NULL,
	"trade_price" numeric(12, 2) NOT NULL,
	"stock_quantity" integer DEFAULT 0 NOT NULL,
	"certificate_number" text,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue"."menu_items" ADD COLUMN "criteria" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue"."design_search" ADD CONSTRAINT "design_search_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "catalogue"."designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue"."design_stones" ADD CONSTRAINT "design_stones_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "catalogue"."designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue"."design_stones" ADD CONSTRAINT "design_stones_stone_id_stones_id_fk" FOREIGN KEY ("stone_id") REFERENCES "catalogue"."stones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue"."design_stones" ADD CONSTRAINT "design_stones_shape_id_shapes_id_fk" FOREIGN KEY ("shape_id") REFERENCES "catalogue"."shapes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue"."designs" ADD CONSTRAINT "designs_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "catalogue"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue"."designs" ADD CONSTRAINT "designs_main_group_id_main_groups_id_fk" FOREIGN KEY ("main_group_id") REFERENCES "catalogue"."main_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue"."karates" ADD CONSTRAINT "karates_metal_id_metals_id_fk" FOREIGN KEY ("metal_id") REFERENCES "catalogue"."metals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue"."shades" ADD CONSTRAINT "shades_metal_id_metals_id_fk" FOREIGN KEY ("metal_id") REFERENCES "catalogue"."metals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue"."similar_designs" ADD CONSTRAINT "similar_designs_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "catalogue"."designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue"."similar_designs" ADD CONSTRAINT "similar_designs_similar_design_id_designs_id_fk" FOREIGN KEY ("similar_design_id") REFERENCES "catalogue"."designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue"."stones" ADD CONSTRAINT "stones_group_id_stone_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "catalogue"."stone_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue"."sub_groups" ADD CONSTRAINT "sub_groups_main_group_id_main_groups_id_fk" FOREIGN KEY ("main_group_id") REFERENCES "catalogue"."main_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue"."variants" ADD CONSTRAINT "variants_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "catalogue"."designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue"."variants" ADD CONSTRAINT "variants_metal_id_metals_id_fk" FOREIGN KEY ("metal_id") REFERENCES "catalogue"."metals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue"."variants" ADD CONSTRAINT "variants_karat_id_karates_id_fk" FOREIGN KEY ("karat_id") REFERENCES "catalogue"."karates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue"."variants" ADD CONSTRAINT "variants_shade_id_shades_id_fk" FOREIGN KEY ("shade_id") REFERENCES "catalogue"."shades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue"."variants" ADD CONSTRAINT "variants_quality_id_qualities_id_fk" FOREIGN KEY ("quality_id") REFERENCES "catalogue"."qualities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attributes_tenant_kind_url_path_uq" ON "catalogue"."attributes" USING btree ("tenant_id","kind","url_path");--> statement-breakpoint
CREATE UNIQUE INDEX "currencies_tenant_code_uq" ON "catalogue"."currencies" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "design_search_tags_gin" ON "catalogue"."design_search" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "design_search_tsv_gin" ON "catalogue"."design_search" USING gin ("search_tsv");--> statement-breakpoint
CREATE INDEX "design_search_number_prefix_idx" ON "catalogue"."design_search" USING btree ("tenant_id",lower("design_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "design_search_newest_idx" ON "catalogue"."design_search" USING btree ("tenant_id","newest_at" DESC NULLS LAST,"design_id");--> statement-breakpoint
CREATE INDEX "design_search_price_idx" ON "catalogue"."design_search" USING btree ("tenant_id","min_trade_price","design_id");--> statement-breakpoint
CREATE INDEX "design_search_best_selling_idx" ON "catalogue"."design_search" USING btree ("tenant_id","best_selling_rank","design_id");--> statement-breakpoint
CREATE INDEX "design_search_carat_idx" ON "catalogue"."design_search" USING btree ("tenant_id","max_carat" DESC NULLS LAST,"design_id");--> statement-breakpoint
CREATE INDEX "design_search_number_idx" ON "catalogue"."design_search" USING btree ("tenant_id","design_number");--> statement-breakpoint
CREATE UNIQUE INDEX "designs_tenant_design_number_uq" ON "catalogue"."designs" USING btree ("tenant_id","design_number");--> statement-breakpoint
CREATE UNIQUE INDEX "items_tenant_url_path_uq" ON "catalogue"."items" USING btree ("tenant_id","url_path");--> statement-breakpoint
CREATE UNIQUE INDEX "karates_tenant_url_path_uq" ON "catalogue"."karates" USING btree ("tenant_id","url_path");--> statement-breakpoint
CREATE UNIQUE INDEX "main_groups_tenant_url_path_uq" ON "catalogue"."main_groups" USING btree ("tenant_id","url_path");--> statement-breakpoint
CREATE UNIQUE INDEX "metals_tenant_url_path_uq" ON "catalogue"."metals" USING btree ("tenant_id","url_path");--> statement-breakpoint
CREATE UNIQUE INDEX "qualities_tenant_url_path_uq" ON "catalogue"."qualities" USING btree ("tenant_id","url_path");--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "catalogue"."search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "shades_tenant_url_path_uq" ON "catalogue"."shades" USING btree ("tenant_id","url_path");--> statement-breakpoint
CREATE UNIQUE INDEX "shapes_tenant_url_path_uq" ON "catalogue"."shapes" USING btree ("tenant_id","url_path");--> statement-breakpoint
CREATE UNIQUE INDEX "stone_groups_tenant_name_uq" ON "catalogue"."stone_groups" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "stones_tenant_url_path_uq" ON "catalogue"."stones" USING btree ("tenant_id","url_path");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_groups_tenant_group_url_path_uq" ON "catalogue"."sub_groups" USING btree ("tenant_id","main_group_id","url_path");--> statement-breakpoint
CREATE UNIQUE INDEX "variants_tenant_sku_uq" ON "catalogue"."variants" USING btree ("tenant_id","sku");--> statement-breakpoint
CREATE INDEX "variants_design_price_idx" ON "catalogue"."variants" USING btree ("design_id","trade_price");