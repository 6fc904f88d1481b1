-- Details the user removed from a memory: drafts, EXIF facts and the graph never re-add them.
CREATE TABLE "DismissedDetail" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "memoryId" TEXT NOT NULL,
    "kind" "DetailKind" NOT NULL,
    "value" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DismissedDetail_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "DismissedDetail_memoryId_kind_value_key" ON "DismissedDetail"("memoryId", "kind", "value");
CREATE INDEX "DismissedDetail_userId_memoryId_idx" ON "DismissedDetail"("userId", "memoryId");

ALTER TABLE "DismissedDetail" ADD CONSTRAINT "DismissedDetail_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "DismissedDetail" ADD CONSTRAINT "DismissedDetail_memoryId_fkey" FOREIGN KEY ("memoryId") REFERENCES "Memory"("id") ON DELETE CASCADE ON UPDATE CASCADE;
