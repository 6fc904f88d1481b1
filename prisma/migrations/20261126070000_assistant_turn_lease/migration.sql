-- AlterTable
ALTER TABLE "CaptureMessage" ADD COLUMN     "leaseUntil" TIMESTAMP(3),
ADD COLUMN     "runnerId" TEXT;

-- AlterTable
ALTER TABLE "RecallMessage" ADD COLUMN     "leaseUntil" TIMESTAMP(3),
ADD COLUMN     "runnerId" TEXT;
