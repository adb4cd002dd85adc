CREATE TABLE "admin"."outbox" (
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
CREATE TABLE "admin"."processed_messages" (
	"consumer" text NOT NULL,
	"message_id" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_messages_consumer_message_id_pk" PRIMARY KEY("consumer","message_id")
);
--> statement-breakpoint
CREATE TABLE "admin"."report_customers" (
	"tenant_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"company" text NOT NULL,
	"ac_no" text NOT NULL,
	"approved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "report_customers_tenant_id_customer_id_pk" PRIMARY KEY("tenant_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "admin"."report_order_lines" (
	"tenant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"order_number" text NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"customer_id" uuid NOT NULL,
	"customer_name" text NOT NULL,
	"order_type" text NOT NULL,
	"design_id" uuid,
	"design_number" text NOT NULL,
	"design_name" text NOT NULL,
	"category" text NOT NULL,
	"metal" text NOT NULL,
	"karat" text NOT NULL,
	"quantity" integer NOT NULL,
	"canceled_qty" integer DEFAULT 0 NOT NULL,
	"unit_pence" bigint NOT NULL,
	"pieces" integer NOT NULL,
	"net_pence" bigint NOT NULL,
	CONSTRAINT "report_order_lines_tenant_id_order_id_line_number_pk" PRIMARY KEY("tenant_id","order_id","line_number")
);
--> statement-breakpoint
CREATE TABLE "admin"."report_orders" (
	"tenant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"order_number" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"customer_name" text NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"lines" integer NOT NULL,
	"pieces" integer NOT NULL,
	"net_pence" bigint NOT NULL,
	"special_net_pence" bigint NOT NULL,
	CONSTRAINT "report_orders_tenant_id_order_id_pk" PRIMARY KEY("tenant_id","order_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_message_id_uq" ON "admin"."outbox" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "admin"."outbox" USING btree ("id") WHERE "admin"."outbox"."sent_at" IS NULL;--> statement-breakpoint
CREATE INDEX "report_customers_tenant_approved_idx" ON "admin"."report_customers" USING btree ("tenant_id","approved_at");--> statement-breakpoint
CREATE INDEX "report_order_lines_tenant_placed_idx" ON "admin"."report_order_lines" USING btree ("tenant_id","placed_at");--> statement-breakpoint
CREATE INDEX "report_orders_tenant_placed_idx" ON "admin"."report_orders" USING btree ("tenant_id","placed_at");