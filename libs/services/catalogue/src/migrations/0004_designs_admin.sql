CREATE TABLE "catalogue"."design_audit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalogue"."design_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"design_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"action" text NOT NULL,
	"user_id" uuid,
	"changes" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue"."import_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid,
	"format" text NOT NULL,
	"dry_run" boolean NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"report" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "catalogue"."outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"event" text NOT NULL,
	"message_id" uuid NOT NULL,
	"ctx" jsonb NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "catalogue"."designs" ADD COLUMN "is_unique_piece" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue"."designs" ADD COLUMN "texts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue"."designs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue"."designs" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "catalogue"."variants" ADD COLUMN "weight" numeric(8, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue"."design_audit" ADD CONSTRAINT "design_audit_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "catalogue"."designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "design_audit_design_idx" ON "catalogue"."design_audit" USING btree ("tenant_id","design_id","version");--> statement-breakpoint
CREATE INDEX "import_jobs_tenant_created_idx" ON "catalogue"."import_jobs" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_message_id_uq" ON "catalogue"."outbox" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "catalogue"."outbox" USING btree ("id") WHERE "catalogue"."outbox"."sent_at" IS NULL;