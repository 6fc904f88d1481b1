-- AlterTable
ALTER TABLE "Memory" ADD COLUMN     "sceneDescription" TEXT,
ADD COLUMN     "summaryEdited" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "titleEdited" BOOLEAN NOT NULL DEFAULT false;
