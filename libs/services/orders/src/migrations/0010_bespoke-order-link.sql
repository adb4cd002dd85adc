ALTER TABLE "orders"."orders" ADD COLUMN "bespoke_id" uuid;--> statement-breakpoint
ALTER TABLE "orders"."order_lines" ADD COLUMN "bespoke_quote_id" uuid;--> statement-breakpoint
ALTER TABLE "orders"."order_lines" ADD COLUMN "delivery_date" date;--> statement-breakpoint
ALTER TABLE "orders"."orders" ADD CONSTRAINT "orders_bespoke_id_bespoke_orders_id_fk" FOREIGN KEY ("bespoke_id") REFERENCES "orders"."bespoke_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_bespoke_uq" ON "orders"."orders" USING btree ("bespoke_id");