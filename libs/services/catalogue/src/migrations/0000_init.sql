CREATE SCHEMA "catalogue";
--> statement-breakpoint
CREATE TABLE "catalogue"."menu_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"parent_id" uuid,
	"title" text NOT NULL,
	"url_path" text NOT NULL,
	"is_submenu1_clickable" boolean DEFAULT false NOT NULL,
	"is_style" boolean DEFAULT false NOT NULL,
	"url" text,
	"sort_by" text,
	"is_new" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue"."menu_items" ADD CONSTRAINT "menu_items_parent_id_menu_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "catalogue"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_items_tenant_parent_position_idx" ON "catalogue"."menu_items" USING btree ("tenant_id","parent_id","position");