-- Room on each page for a new version of every row on it: a stock update changes no indexed column, so
-- with space beside the row it is a HOT update (the row stays on its page and no index is touched). A
-- stock take updates the variants in SKU order, every row of a page in one transaction, before the old
-- versions can be pruned, hence half a page. Pages written from now on keep the room; rows already
-- packed get it as they are updated or moved.
ALTER TABLE "catalogue"."variants" SET (fillfactor = 50);
