CREATE TABLE "sync"."record_versions" (
	"tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"version" bigint DEFAULT -1 NOT NULL,
	"message_id" text,
	"applied_at" timestamp with time zone,
	"claimed_by" text,
	"claimed_until" timestamp with time zone,
	CONSTRAINT "record_versions_tenant_id_kind_key_pk" PRIMARY KEY("tenant_id","kind","key")
);
--> statement-breakpoint
CREATE TABLE "sync"."sync_errors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"message_id" text NOT NULL,
	"type" text NOT NULL,
	"record" text,
	"payload" jsonb NOT NULL,
	"reason_key" text NOT NULL,
	"reason_params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"note" text,
	"attempts" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sync"."sellease_messages" ADD COLUMN "status" text DEFAULT 'received' NOT NULL;--> statement-breakpoint
ALTER TABLE "sync"."sellease_messages" ADD COLUMN "done_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "sync_errors_tenant_message_uq" ON "sync"."sync_errors" USING btree ("tenant_id","message_id");--> statement-breakpoint
CREATE INDEX "sync_errors_tenant_status_idx" ON "sync"."sync_errors" USING btree ("tenant_id","status","created_at");