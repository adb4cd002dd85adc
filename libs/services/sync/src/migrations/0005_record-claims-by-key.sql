DROP INDEX "sync"."record_versions_claimed_by_idx";--> statement-breakpoint
-- Claiming a record and letting it go change no indexed column now, so with room beside the row both are
-- HOT updates (no index touched). A batch's new records are inserted together and let go in one
-- statement, before the old versions can be pruned, hence half a page.
ALTER TABLE "sync"."record_versions" SET (fillfactor = 50);
