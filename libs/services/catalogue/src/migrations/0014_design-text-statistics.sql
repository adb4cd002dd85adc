-- No query filters on a design's description or translated texts, and their statistics were most of the
-- work of analyzing the table (imports and the sync ask for an analysis while they fill it: TableStatistics).
ALTER TABLE "catalogue"."designs" ALTER COLUMN "description" SET STATISTICS 0;--> statement-breakpoint
ALTER TABLE "catalogue"."designs" ALTER COLUMN "texts" SET STATISTICS 0;
