-- Offline photo analysis (lib/vision): one row per photo, filled by an ANALYZE_PHOTO job of
-- the outbox (GraphJob, with the photo's id). Its writes bump the content revision so
-- recall's index picks up what was seen in the photos. FaceName: faces the user named.

-- AlterEnum
ALTER TYPE "GraphJobKind" ADD VALUE 'ANALYZE_PHOTO';

-- CreateEnum
CREATE TYPE "PhotoAnalysisStatus" AS ENUM ('PENDING', 'DONE', 'FAILED');

-- AlterTable
ALTER TABLE "GraphJob" ADD COLUMN "mediaId" TEXT;

-- CreateTable
CREATE TABLE "PhotoAnalysis" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "mediaId" TEXT NOT NULL,
    "status" "PhotoAnalysisStatus" NOT NULL DEFAULT 'PENDING',
    "engine" TEXT,
    "result" JSONB,
    "searchText" TEXT NOT NULL DEFAULT '',
    "error" TEXT,
    "analysedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PhotoAnalysis_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PhotoAnalysis_mediaId_key" ON "PhotoAnalysis"("mediaId");

-- CreateIndex
CREATE INDEX "PhotoAnalysis_userId_status_idx" ON "PhotoAnalysis"("userId", "status");

-- AddForeignKey
ALTER TABLE "PhotoAnalysis" ADD CONSTRAINT "PhotoAnalysis_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PhotoAnalysis" ADD CONSTRAINT "PhotoAnalysis_mediaId_fkey" FOREIGN KEY ("mediaId") REFERENCES "MediaAsset"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- CreateTable
CREATE TABLE "FaceName" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "mediaId" TEXT NOT NULL,
    "faceIndex" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "FaceName_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "FaceName_mediaId_faceIndex_key" ON "FaceName"("mediaId", "faceIndex");

-- CreateIndex
CREATE INDEX "FaceName_userId_name_idx" ON "FaceName"("userId", "name");

-- AddForeignKey
ALTER TABLE "FaceName" ADD CONSTRAINT "FaceName_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FaceName" ADD CONSTRAINT "FaceName_mediaId_fkey" FOREIGN KEY ("mediaId") REFERENCES "MediaAsset"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TRIGGER "PhotoAnalysis_contentRevision" AFTER INSERT OR UPDATE OR DELETE ON "PhotoAnalysis"
  FOR EACH ROW EXECUTE FUNCTION "bump_content_revision"();
