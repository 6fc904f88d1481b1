-- The file name a photo was uploaded with: the export names its files after it.
ALTER TABLE "MediaAsset" ADD COLUMN "originalName" TEXT;
