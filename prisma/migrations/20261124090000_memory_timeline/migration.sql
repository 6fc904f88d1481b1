-- The memories list pages through a user's memories by when they happened (occurredAt),
-- else when they were added (createdAt). That key is stored as "timelineAt" so one index
-- serves the ordering and the keyset cursor; a trigger keeps it right on every write.

-- AlterTable
ALTER TABLE "Memory" ADD COLUMN     "timelineAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

UPDATE "Memory" SET "timelineAt" = COALESCE("occurredAt", "createdAt");

CREATE OR REPLACE FUNCTION "memory_set_timeline_at"() RETURNS trigger AS $$
BEGIN
  NEW."timelineAt" := COALESCE(NEW."occurredAt", NEW."createdAt");
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "Memory_timelineAt"
  BEFORE INSERT OR UPDATE OF "occurredAt", "createdAt", "timelineAt" ON "Memory"
  FOR EACH ROW EXECUTE FUNCTION "memory_set_timeline_at"();

-- CreateIndex
CREATE INDEX "Memory_userId_timelineAt_id_idx" ON "Memory"("userId", "timelineAt" DESC, "id" DESC);
