-- Placement writes an order's lines and first status before the order row itself, so that the customer's
-- reference counter (a row lock held until commit) is taken by the transaction's last statement.
ALTER TABLE "orders"."order_lines" ALTER CONSTRAINT "order_lines_order_id_orders_id_fk" DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "orders"."order_status_history" ALTER CONSTRAINT "order_status_history_order_id_orders_id_fk" DEFERRABLE INITIALLY DEFERRED;
