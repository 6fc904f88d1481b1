"use client";

import type { StyleSpecification } from "maplibre-gl";
import { useEffect, useState } from "react";
import { offlineBasemapStyle } from "@/lib/map/basemap-style";

/** The configured street style (MAP_STYLE_URL), else the offline Natural Earth basemap once its data has loaded. */
export function useMapStyle(styleUrl: string | null): string | StyleSpecification | null {
  const [offline, setOffline] = useState<StyleSpecification | null>(null);
  useEffect(() => {
    if (styleUrl) return;
    let current = true;
    offlineBasemapStyle().then((style) => current && setOffline(style));
    return () => {
      current = false;
    };
  }, [styleUrl]);
  return styleUrl ?? offline;
}
