CREATE TABLE "admin"."content_media" (
	"tenant_id" uuid NOT NULL,
	"slot" text NOT NULL,
	"file_key" text,
	"content_type" text,
	"size" integer,
	"link" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_media_tenant_id_slot_pk" PRIMARY KEY("tenant_id","slot")
);
--> statement-breakpoint
CREATE TABLE "admin"."content_pages" (
	"tenant_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"markdown" text NOT NULL,
	"html" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pages_tenant_id_slug_language_pk" PRIMARY KEY("tenant_id","slug","language")
);
--> statement-breakpoint
CREATE TABLE "admin"."running_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"text" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin"."announcements" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "content_media_file_key_idx" ON "admin"."content_media" USING btree ("file_key");--> statement-breakpoint
CREATE INDEX "running_lines_tenant_position_idx" ON "admin"."running_lines" USING btree ("tenant_id","position");