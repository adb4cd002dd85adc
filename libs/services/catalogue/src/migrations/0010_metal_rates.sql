CREATE TABLE "catalogue"."metal_rate_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalogue"."metal_rate_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"karat_id" integer NOT NULL,
	"metal_id" integer NOT NULL,
	"old_rate" numeric(12, 2),
	"new_rate" numeric(12, 2) NOT NULL,
	"source" text NOT NULL,
	"user_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue"."metal_rates" (
	"tenant_id" uuid NOT NULL,
	"karat_id" integer NOT NULL,
	"metal_id" integer NOT NULL,
	"rate_per_gram" numeric(12, 2) NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metal_rates_tenant_id_karat_id_pk" PRIMARY KEY("tenant_id","karat_id")
);
--> statement-breakpoint
ALTER TABLE "catalogue"."designs" ADD COLUMN "pricing" text DEFAULT 'fixed' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue"."designs" ADD COLUMN "making_charge" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue"."variants" ADD COLUMN "stones_value" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue"."metal_rate_history" ADD CONSTRAINT "metal_rate_history_karat_id_karates_id_fk" FOREIGN KEY ("karat_id") REFERENCES "catalogue"."karates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue"."metal_rate_history" ADD CONSTRAINT "metal_rate_history_metal_id_metals_id_fk" FOREIGN KEY ("metal_id") REFERENCES "catalogue"."metals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue"."metal_rates" ADD CONSTRAINT "metal_rates_karat_id_karates_id_fk" FOREIGN KEY ("karat_id") REFERENCES "catalogue"."karates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue"."metal_rates" ADD CONSTRAINT "metal_rates_metal_id_metals_id_fk" FOREIGN KEY ("metal_id") REFERENCES "catalogue"."metals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "metal_rate_history_tenant_at_idx" ON "catalogue"."metal_rate_history" USING btree ("tenant_id","at");