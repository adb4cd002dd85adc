CREATE TABLE "admin"."page_views" (
	"tenant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"path" text NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "page_views_tenant_id_day_path_pk" PRIMARY KEY("tenant_id","day","path")
);
