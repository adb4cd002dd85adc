ALTER TABLE "orders"."cart_lines" ADD COLUMN "is_lab_grown" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders"."invoice_lines" ADD COLUMN "is_lab_grown" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders"."order_lines" ADD COLUMN "is_lab_grown" boolean DEFAULT false NOT NULL;