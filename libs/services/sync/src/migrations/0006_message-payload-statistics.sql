-- No query filters on a message's body, and its statistics were most of the work of analyzing the table
-- (the sync asks for an analysis while a burst fills it: TableStatistics).
ALTER TABLE "sync"."sellease_messages" ALTER COLUMN "payload" SET STATISTICS 0;
