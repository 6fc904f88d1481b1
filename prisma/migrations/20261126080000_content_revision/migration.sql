-- Recall's in-process lexical index (lib/recall/load-memory-index.ts) asks on every request
-- whether the user's memory text changed. Counting and scanning the user's memories, details
-- and chat turns for that grew with the user's life (and CaptureMessage has no userId
-- index); a per-user counter, bumped by the database on every write to those tables, is one
-- primary-key read. No foreign key: a cascade deleting a user's rows must not touch a row of
-- the user being deleted; deleteAccount removes the counter afterwards.

-- CreateTable
CREATE TABLE "ContentRevision" (
    "userId" TEXT NOT NULL,
    "revision" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "ContentRevision_pkey" PRIMARY KEY ("userId")
);

CREATE OR REPLACE FUNCTION "bump_content_revision"() RETURNS trigger AS $$
BEGIN
  INSERT INTO "ContentRevision" ("userId", "revision") VALUES (COALESCE(NEW."userId", OLD."userId"), 1)
  ON CONFLICT ("userId") DO UPDATE SET "revision" = "ContentRevision"."revision" + 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "Memory_contentRevision" AFTER INSERT OR UPDATE OR DELETE ON "Memory"
  FOR EACH ROW EXECUTE FUNCTION "bump_content_revision"();
CREATE TRIGGER "MemoryDetail_contentRevision" AFTER INSERT OR UPDATE OR DELETE ON "MemoryDetail"
  FOR EACH ROW EXECUTE FUNCTION "bump_content_revision"();
CREATE TRIGGER "CaptureMessage_contentRevision" AFTER INSERT OR UPDATE OR DELETE ON "CaptureMessage"
  FOR EACH ROW EXECUTE FUNCTION "bump_content_revision"();
