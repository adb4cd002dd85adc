CREATE SCHEMA "admin";
--> statement-breakpoint
CREATE TABLE "admin"."announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"text" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin"."newsletter_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "announcements_tenant_created_idx" ON "admin"."announcements" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_tenant_email_uq" ON "admin"."newsletter_subscriptions" USING btree ("tenant_id",lower("email"));