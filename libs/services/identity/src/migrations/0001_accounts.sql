CREATE TABLE "identity"."account_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity"."refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity"."customers" ALTER COLUMN "ac_no" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "identity"."customers" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "identity"."customers" ADD COLUMN "company_phone" text;--> statement-breakpoint
ALTER TABLE "identity"."customers" ADD COLUMN "mobile" text;--> statement-breakpoint
ALTER TABLE "identity"."customers" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "identity"."customers" ADD COLUMN "vat_number" text;--> statement-breakpoint
ALTER TABLE "identity"."customers" ADD COLUMN "trade_references" text;--> statement-breakpoint
ALTER TABLE "identity"."customers" ADD COLUMN "comments" text;--> statement-breakpoint
ALTER TABLE "identity"."customers" ADD COLUMN "applicant_user_id" uuid;--> statement-breakpoint
ALTER TABLE "identity"."customers" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "identity"."customers" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "identity"."customers" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "identity"."users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "identity"."users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "identity"."account_tokens" ADD CONSTRAINT "account_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "identity"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity"."refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "identity"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_tokens_hash_uq" ON "identity"."account_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "account_tokens_user_idx" ON "identity"."account_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_uq" ON "identity"."refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "identity"."refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "identity"."refresh_tokens" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "identity"."customers" ADD CONSTRAINT "customers_applicant_user_id_users_id_fk" FOREIGN KEY ("applicant_user_id") REFERENCES "identity"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_tenant_status_idx" ON "identity"."customers" USING btree ("tenant_id","status");--> statement-breakpoint
-- Users that could log in before verification existed keep logging in.
UPDATE "identity"."users" SET "email_verified_at" = "created_at" WHERE "status" = 'active';
