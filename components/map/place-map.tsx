"use client";

import "maplibre-gl/dist/maplibre-gl.css";
import MapView, { Marker } from "react-map-gl/maplibre";
import { useMapStyle } from "./use-map-style";

/** A small, still map of one place (the memory page). */
export default function PlaceMap({ latitude, longitude, styleUrl }: { latitude: number; longitude: number; styleUrl: string | null }) {
  const style = useMapStyle(styleUrl);
  if (!style) return null;
  return (
    <MapView
      mapStyle={style}
      initialViewState={{ longitude, latitude, zoom: styleUrl ? 11 : 3.5 }}
      interactive={false}
      attributionControl={{ compact: true }}
      style={{ width: "100%", height: "100%" }}
    >
      <Marker longitude={longitude} latitude={latitude}>
        <span data-testid="place-map-marker" className="block h-4 w-4 rounded-full border-2 border-white bg-rose-600 shadow ring-1 ring-rose-900/30" />
      </Marker>
    </MapView>
  );
}
