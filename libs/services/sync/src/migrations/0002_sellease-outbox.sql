CREATE TABLE "sync"."outbox" (
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
CREATE TABLE "sync"."processed_messages" (
	"consumer" text NOT NULL,
	"message_id" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_messages_consumer_message_id_pk" PRIMARY KEY("consumer","message_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_message_id_uq" ON "sync"."outbox" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "sync"."outbox" USING btree ("id") WHERE "sync"."outbox"."sent_at" IS NULL;