-- A memory's last day when it spans several (occurredAt is the first); null for one day.
ALTER TABLE "Memory" ADD COLUMN "endedAt" TIMESTAMP(3);
