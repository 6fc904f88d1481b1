-- Recall's lexical index keys, stored per memory (lib/recall/memory-index-keys.ts): the
-- first request of a process read the user's memories and tokenized every one of them with
-- wink-nlp (about a minute at 10,000 memories); with the keys stored when a memory is
-- written, loading the index is a read. A row whose sourceHash or version no longer matches
-- the memory's text or the tokenizer is computed again; the memory's deletion removes it.

-- CreateTable
CREATE TABLE "MemoryIndexKeys" (
    "memoryId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "sourceHash" TEXT NOT NULL,
    "keys" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MemoryIndexKeys_pkey" PRIMARY KEY ("memoryId")
);

-- CreateIndex
CREATE INDEX "MemoryIndexKeys_userId_idx" ON "MemoryIndexKeys"("userId");

-- AddForeignKey
ALTER TABLE "MemoryIndexKeys" ADD CONSTRAINT "MemoryIndexKeys_memoryId_fkey" FOREIGN KEY ("memoryId") REFERENCES "Memory"("id") ON DELETE CASCADE ON UPDATE CASCADE;
