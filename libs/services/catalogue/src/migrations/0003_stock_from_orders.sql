CREATE TABLE "catalogue"."processed_messages" (
	"consumer" text NOT NULL,
	"message_id" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_messages_consumer_message_id_pk" PRIMARY KEY("consumer","message_id")
);
--> statement-breakpoint
ALTER TABLE "catalogue"."variants" ADD COLUMN "stock_version" bigint DEFAULT 0 NOT NULL;