-- Room on each page for a new version of every row on it: a stock take changes on hand, version and the
-- time, none of them indexed, so with space beside the row the update is HOT (no index touched). A stock
-- take's rows are written together and then updated in one transaction, hence half a page. Pages written
-- from now on keep the room; rows already packed get it as they are updated or moved.
ALTER TABLE "orders"."inventory" SET (fillfactor = 50);
