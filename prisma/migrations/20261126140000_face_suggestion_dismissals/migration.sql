-- The user answered no to "Is this Jim?" for a face: that name is never offered for it again.
CREATE TABLE "FaceSuggestionDismissal" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "mediaId" TEXT NOT NULL,
    "faceIndex" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FaceSuggestionDismissal_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "FaceSuggestionDismissal_mediaId_faceIndex_name_key" ON "FaceSuggestionDismissal"("mediaId", "faceIndex", "name");
CREATE INDEX "FaceSuggestionDismissal_userId_mediaId_idx" ON "FaceSuggestionDismissal"("userId", "mediaId");

ALTER TABLE "FaceSuggestionDismissal" ADD CONSTRAINT "FaceSuggestionDismissal_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "FaceSuggestionDismissal" ADD CONSTRAINT "FaceSuggestionDismissal_mediaId_fkey" FOREIGN KEY ("mediaId") REFERENCES "MediaAsset"("id") ON DELETE CASCADE ON UPDATE CASCADE;
