CREATE TABLE "orders"."bespoke_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"bespoke_id" uuid NOT NULL,
	"from_side" text NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders"."bespoke_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"bespoke_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"price_pence" integer NOT NULL,
	"metal" text NOT NULL,
	"delivery_date" date NOT NULL,
	"note" text,
	"image_key" text,
	"image_type" text,
	"image_width" integer,
	"image_height" integer,
	"created_by" uuid,
	"answered_by" uuid,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bespoke_quotes_price" CHECK ("orders"."bespoke_quotes"."price_pence" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders"."appro_lines" ADD COLUMN "stock_held" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders"."appros" ADD COLUMN "reminded_before_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders"."appros" ADD COLUMN "reminded_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders"."bespoke_orders" ADD COLUMN "accepted_quote_id" uuid;--> statement-breakpoint
ALTER TABLE "orders"."bespoke_orders" ADD COLUMN "line_status" text;--> statement-breakpoint
ALTER TABLE "orders"."bespoke_messages" ADD CONSTRAINT "bespoke_messages_bespoke_id_bespoke_orders_id_fk" FOREIGN KEY ("bespoke_id") REFERENCES "orders"."bespoke_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders"."bespoke_quotes" ADD CONSTRAINT "bespoke_quotes_bespoke_id_bespoke_orders_id_fk" FOREIGN KEY ("bespoke_id") REFERENCES "orders"."bespoke_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bespoke_messages_bespoke_idx" ON "orders"."bespoke_messages" USING btree ("bespoke_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bespoke_quotes_version_uq" ON "orders"."bespoke_quotes" USING btree ("bespoke_id","version");--> statement-breakpoint
CREATE INDEX "appros_due_idx" ON "orders"."appros" USING btree ("status","due_date");