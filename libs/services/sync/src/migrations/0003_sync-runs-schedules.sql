CREATE TABLE "sync"."sync_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"jobs" jsonb NOT NULL,
	"trigger" text NOT NULL,
	"started_by" uuid,
	"schedule_job" text,
	"scheduled_for" timestamp with time zone,
	"status" text DEFAULT 'running' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"applied" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	"failure_key" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sync"."sync_schedules" (
	"tenant_id" uuid NOT NULL,
	"job" text NOT NULL,
	"cron" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sync_schedules_tenant_id_job_pk" PRIMARY KEY("tenant_id","job")
);
--> statement-breakpoint
CREATE INDEX "sync_runs_tenant_started_idx" ON "sync"."sync_runs" USING btree ("tenant_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sync_runs_schedule_tick_uq" ON "sync"."sync_runs" USING btree ("tenant_id","schedule_job","scheduled_for");