"use client";

import { useState } from "react";
import type { MemoryPhoto } from "@/lib/memories/memory-content";

export function PhotoViewer({ photos }: { photos: MemoryPhoto[] }) {
  const [index, setIndex] = useState(0);
  const current = photos[Math.min(index, photos.length - 1)];
  if (!current) return <div className="flex aspect-[4/3] items-center justify-center rounded-2xl bg-stone-100 text-sm text-stone-500">No photos</div>;
  return (
    <div data-testid="photo-viewer" className="space-y-2">
      {/* eslint-disable-next-line @next/next/no-img-element -- private, owner-only media */}
      <img
        data-testid="current-photo"
        src={current.originalUrl}
        alt={`Photo ${index + 1} of ${photos.length}`}
        className="aspect-[4/3] w-full rounded-2xl bg-stone-100 object-contain"
      />
      <p className="text-xs text-stone-500" data-testid="photo-facts">
        {current.takenAt ? new Date(current.takenAt).toLocaleString("en-US", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }) : "No date in the photo"}
        {" · "}
        {current.place ?? (current.latitude !== null && current.longitude !== null ? `${current.latitude.toFixed(4)}, ${current.longitude.toFixed(4)}` : "No location in the photo")}
      </p>
      {photos.length > 1 && (
        <div className="flex gap-2 overflow-x-auto" role="tablist" aria-label="Photos">
          {photos.map((p, i) => (
            <button
              key={p.id}
              type="button"
              role="tab"
              aria-selected={i === index}
              aria-label={`Show photo ${i + 1}`}
              data-testid="photo-thumb"
              onClick={() => setIndex(i)}
              className={`h-14 w-14 shrink-0 overflow-hidden rounded-lg border-2 ${i === index ? "border-brand-500" : "border-transparent"}`}
            >
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img src={p.thumbnailUrl} alt="" className="h-full w-full object-cover" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
