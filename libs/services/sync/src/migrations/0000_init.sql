CREATE SCHEMA "sync";
--> statement-breakpoint
CREATE TABLE "sync"."sellease_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"message_id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deliveries" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sellease_messages_tenant_message_uq" ON "sync"."sellease_messages" USING btree ("tenant_id","message_id");--> statement-breakpoint
CREATE INDEX "sellease_messages_tenant_received_idx" ON "sync"."sellease_messages" USING btree ("tenant_id","received_at");