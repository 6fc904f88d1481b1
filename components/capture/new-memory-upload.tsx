"use client";

import { useRouter } from "next/navigation";
import { PhotoUploader } from "./photo-uploader";

/** The first step: photos in; the first one creates the draft, whose address survives a reload. */
export function NewMemoryUpload() {
  const router = useRouter();
  return (
    <PhotoUploader
      onDraftCreated={(memoryId) => window.history.replaceState(null, "", `/memories/new?draft=${memoryId}`)}
      onContinue={(memoryId) => router.push(`/memories/new/${memoryId}`)}
    />
  );
}
