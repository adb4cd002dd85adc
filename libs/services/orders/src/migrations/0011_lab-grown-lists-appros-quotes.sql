ALTER TABLE "orders"."appro_lines" ADD COLUMN "is_lab_grown" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders"."bespoke_quotes" ADD COLUMN "is_lab_grown" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders"."order_list_lines" ADD COLUMN "is_lab_grown" boolean DEFAULT false NOT NULL;