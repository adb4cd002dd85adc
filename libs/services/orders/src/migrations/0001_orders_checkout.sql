CREATE SEQUENCE "orders"."appro_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "orders"."bespoke_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "orders"."invoice_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "orders"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "orders"."se_order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "orders"."appro_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"appro_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"variant_id" uuid,
	"design_number" text NOT NULL,
	"design_name" text NOT NULL,
	"description" text NOT NULL,
	"sku" text,
	"quantity_out" integer NOT NULL,
	"quantity_returned" integer DEFAULT 0 NOT NULL,
	"quantity_invoiced" integer DEFAULT 0 NOT NULL,
	"unit_pence" integer NOT NULL,
	CONSTRAINT "appro_lines_quantities" CHECK ("orders"."appro_lines"."quantity_out" > 0 AND "orders"."appro_lines"."quantity_returned" >= 0 AND "orders"."appro_lines"."quantity_invoiced" >= 0
        AND "orders"."appro_lines"."quantity_returned" + "orders"."appro_lines"."quantity_invoiced" <= "orders"."appro_lines"."quantity_out")
);
--> statement-breakpoint
CREATE TABLE "orders"."appros" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"customer_name" text NOT NULL,
	"appro_number" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_date" date NOT NULL,
	"notes" text,
	"created_by" uuid
);
--> statement-breakpoint
CREATE TABLE "orders"."bespoke_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"customer_name" text NOT NULL,
	"user_id" uuid NOT NULL,
	"reference_number" bigint NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"description" text NOT NULL,
	"design_reference" text,
	"metal" text,
	"karat" text,
	"size" text,
	"quantity" integer NOT NULL,
	"budget_pence" integer,
	"required_by" date,
	"notes" text,
	"admin_note" text,
	"image_key" text NOT NULL,
	"image_type" text NOT NULL,
	"image_width" integer NOT NULL,
	"image_height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders"."change_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"line_id" uuid,
	"user_id" uuid NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"response" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "orders"."counters" (
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"scope_id" uuid NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "counters_tenant_id_name_scope_id_pk" PRIMARY KEY("tenant_id","name","scope_id")
);
--> statement-breakpoint
CREATE TABLE "orders"."idempotency_keys" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"order_id" uuid,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_tenant_id_user_id_key_pk" PRIMARY KEY("tenant_id","user_id","key")
);
--> statement-breakpoint
CREATE TABLE "orders"."inventory" (
	"tenant_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"design_id" uuid NOT NULL,
	"design_number" text NOT NULL,
	"on_hand" integer NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"is_special_offer" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_tenant_id_variant_id_pk" PRIMARY KEY("tenant_id","variant_id"),
	CONSTRAINT "inventory_reserved_within_on_hand" CHECK ("orders"."inventory"."reserved" >= 0 AND "orders"."inventory"."on_hand" >= "orders"."inventory"."reserved")
);
--> statement-breakpoint
CREATE TABLE "orders"."invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"order_line_id" uuid,
	"description" text NOT NULL,
	"design_number" text,
	"sku" text,
	"quantity" integer NOT NULL,
	"unit_pence" integer NOT NULL,
	"net_pence" bigint NOT NULL,
	"vat_pence" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders"."invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"customer_name" text NOT NULL,
	"customer_ac_no" text NOT NULL,
	"billing_address" jsonb,
	"invoice_number" bigint NOT NULL,
	"order_id" uuid,
	"appro_id" uuid,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_date" date NOT NULL,
	"vat_basis_points" integer NOT NULL,
	"net_pence" bigint NOT NULL,
	"vat_pence" bigint NOT NULL,
	"carriage_pence" integer DEFAULT 0 NOT NULL,
	"grand_pence" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders"."orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"order_number" bigint NOT NULL,
	"reference_number" integer NOT NULL,
	"se_order_number" bigint,
	"order_type" text NOT NULL,
	"status" smallint NOT NULL,
	"awaiting_customer_approval" boolean DEFAULT false NOT NULL,
	"placed_by_name" text NOT NULL,
	"placed_by_email" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_ac_no" text NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"shipping_option" text NOT NULL,
	"special_instructions" text,
	"is_vat_applicable" boolean NOT NULL,
	"vat_basis_points" integer NOT NULL,
	"carriage_pence" integer NOT NULL,
	"postage_pence" integer DEFAULT 0 NOT NULL,
	"net_pence" bigint NOT NULL,
	"engraving_pence" integer NOT NULL,
	"vat_pence" bigint NOT NULL,
	"grand_pence" bigint NOT NULL,
	"placed_event_handled" integer DEFAULT 0 NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders"."order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"variant_id" uuid,
	"design_id" uuid,
	"design_number" text NOT NULL,
	"design_name" text NOT NULL,
	"description" text NOT NULL,
	"image_key" text,
	"sku" text,
	"metal" text,
	"karat" text,
	"shade" text,
	"quality" text,
	"total_carat" numeric(6, 2),
	"size" text,
	"ring_size" text,
	"engraving_text" text,
	"certificate_number" text,
	"order_type" text NOT NULL,
	"is_special_offer" boolean DEFAULT false NOT NULL,
	"quantity" integer NOT NULL,
	"invoiced_qty" integer DEFAULT 0 NOT NULL,
	"canceled_qty" integer DEFAULT 0 NOT NULL,
	"reserved_qty" integer DEFAULT 0 NOT NULL,
	"unit_pence" integer NOT NULL,
	"updated_unit_pence" integer,
	"engrave_pence_per_piece" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_lines_quantities" CHECK ("orders"."order_lines"."quantity" > 0 AND "orders"."order_lines"."invoiced_qty" >= 0 AND "orders"."order_lines"."canceled_qty" >= 0 AND "orders"."order_lines"."reserved_qty" >= 0
        AND "orders"."order_lines"."invoiced_qty" + "orders"."order_lines"."canceled_qty" <= "orders"."order_lines"."quantity")
);
--> statement-breakpoint
CREATE TABLE "orders"."order_status_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"status" smallint NOT NULL,
	"note" text,
	"by_user_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders"."outbox" (
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
CREATE TABLE "orders"."processed_messages" (
	"consumer" text NOT NULL,
	"message_id" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_messages_consumer_message_id_pk" PRIMARY KEY("consumer","message_id")
);
--> statement-breakpoint
ALTER TABLE "orders"."cart_lines" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "orders"."cart_lines" ADD COLUMN "design_id" uuid;--> statement-breakpoint
ALTER TABLE "orders"."cart_lines" ADD COLUMN "design_number" text;--> statement-breakpoint
ALTER TABLE "orders"."cart_lines" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "orders"."cart_lines" ADD COLUMN "image_key" text;--> statement-breakpoint
ALTER TABLE "orders"."cart_lines" ADD COLUMN "metal" text;--> statement-breakpoint
ALTER TABLE "orders"."cart_lines" ADD COLUMN "karat" text;--> statement-breakpoint
ALTER TABLE "orders"."cart_lines" ADD COLUMN "shade" text;--> statement-breakpoint
ALTER TABLE "orders"."cart_lines" ADD COLUMN "quality" text;--> statement-breakpoint
ALTER TABLE "orders"."cart_lines" ADD COLUMN "total_carat" numeric(6, 2);--> statement-breakpoint
ALTER TABLE "orders"."cart_lines" ADD COLUMN "certificate_number" text;--> statement-breakpoint
ALTER TABLE "orders"."cart_lines" ADD COLUMN "size" text;--> statement-breakpoint
ALTER TABLE "orders"."cart_lines" ADD COLUMN "ring_size" text;--> statement-breakpoint
ALTER TABLE "orders"."cart_lines" ADD COLUMN "order_type" text DEFAULT 'stock' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders"."cart_lines" ADD COLUMN "is_special_offer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders"."cart_lines" ADD COLUMN "unit_trade_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders"."cart_lines" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders"."appro_lines" ADD CONSTRAINT "appro_lines_appro_id_appros_id_fk" FOREIGN KEY ("appro_id") REFERENCES "orders"."appros"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders"."change_requests" ADD CONSTRAINT "change_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders"."invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "orders"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders"."invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders"."invoices" ADD CONSTRAINT "invoices_appro_id_appros_id_fk" FOREIGN KEY ("appro_id") REFERENCES "orders"."appros"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders"."order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders"."order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appro_lines_appro_idx" ON "orders"."appro_lines" USING btree ("appro_id","line_number");--> statement-breakpoint
CREATE INDEX "appros_customer_idx" ON "orders"."appros" USING btree ("tenant_id","customer_id","issued_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bespoke_orders_customer_idx" ON "orders"."bespoke_orders" USING btree ("tenant_id","customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bespoke_orders_tenant_idx" ON "orders"."bespoke_orders" USING btree ("tenant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "change_requests_customer_idx" ON "orders"."change_requests" USING btree ("tenant_id","customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "change_requests_tenant_idx" ON "orders"."change_requests" USING btree ("tenant_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "orders"."invoice_lines" USING btree ("invoice_id","line_number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_uq" ON "orders"."invoices" USING btree ("invoice_number");--> statement-breakpoint
CREATE INDEX "invoices_customer_idx" ON "orders"."invoices" USING btree ("tenant_id","customer_id","issued_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_number_uq" ON "orders"."orders" USING btree ("order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_customer_reference_uq" ON "orders"."orders" USING btree ("tenant_id","customer_id","reference_number");--> statement-breakpoint
CREATE INDEX "orders_customer_placed_idx" ON "orders"."orders" USING btree ("tenant_id","customer_id","placed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_tenant_placed_idx" ON "orders"."orders" USING btree ("tenant_id","placed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_tenant_status_idx" ON "orders"."orders" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "orders"."order_lines" USING btree ("order_id","line_number");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "orders"."order_status_history" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_message_id_uq" ON "orders"."outbox" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "orders"."outbox" USING btree ("id") WHERE "orders"."outbox"."sent_at" IS NULL;