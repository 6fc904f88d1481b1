"use client";

import "maplibre-gl/dist/maplibre-gl.css";
import Link from "next/link";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import MapView, { Marker, NavigationControl, Popup, type MapRef } from "react-map-gl/maplibre";
import { mapMemoryHref, type MapMemory } from "@/lib/map/map-query";
import { CLUSTER_MAX_ZOOM, clusterMemories, expansionZoom, indexMemories, mapItems } from "@/lib/map/memory-clusters";
import { useMapStyle } from "./use-map-style";

type View = { bounds: [number, number, number, number]; zoom: number };
type SpotList = { longitude: number; latitude: number; memories: MapMemory[] };

const formatDay = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
const markerLabel = (m: MapMemory) => [m.title || "Untitled", m.occurredOn ? formatDay(m.occurredOn) : null, m.place].filter(Boolean).join(" · ");

const OFFLINE_FRAME_MAX_ZOOM = 5;

/** The memories on a map: clusters that zoom in when clicked, and a marker per memory that opens it. */
export default function MemoryMap({ memories, styleUrl }: { memories: MapMemory[]; styleUrl: string | null }) {
  const style = useMapStyle(styleUrl);
  const map = useRef<MapRef>(null);
  const [loaded, setLoaded] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [view, setView] = useState<View | null>(null);
  const [spot, setSpot] = useState<SpotList | null>(null);
  const index = useMemo(() => indexMemories(memories), [memories]);
  const items = useMemo(() => (view ? mapItems(index, view.bounds, view.zoom) : []), [index, view]);

  const readView = useCallback(() => {
    const current = map.current;
    if (!current) return;
    const b = current.getBounds();
    setView({ bounds: [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], zoom: current.getZoom() });
  }, []);

  // A new set of memories (another period): frame them all.
  useEffect(() => {
    const current = map.current;
    setSpot(null);
    if (!loaded || !current || !memories.length) return;
    const lngs = memories.map((m) => m.longitude);
    const lats = memories.map((m) => m.latitude);
    current.fitBounds(
      [
        [Math.min(...lngs), Math.min(...lats)],
        [Math.max(...lngs), Math.max(...lats)],
      ],
      // Room for a cluster's disc around the outermost points; a phone map zooms out below 0 for it (minZoom -1).
      // The offline basemap has only coastlines and borders: framing stops where they still give context.
      { padding: current.getContainer().clientWidth < 500 ? 40 : 56, maxZoom: styleUrl ? 9 : OFFLINE_FRAME_MAX_ZOOM, duration: 0 },
    );
    readView();
  }, [loaded, memories, readView, styleUrl]);

  const openCluster = (id: number, longitude: number, latitude: number) => {
    const zoom = expansionZoom(index, id);
    if (zoom === null) return setSpot({ longitude, latitude, memories: clusterMemories(index, id) });
    map.current?.easeTo({ center: [longitude, latitude], zoom, duration: 500 });
  };

  if (!style) return <p className="grid h-full place-items-center text-sm text-stone-500">Loading the map…</p>;
  return (
    <>
      <MapView
        ref={map}
        mapStyle={style}
        initialViewState={{ longitude: 0, latitude: 20, zoom: 1 }}
        minZoom={-1}
        maxZoom={CLUSTER_MAX_ZOOM}
        dragRotate={false}
        style={{ width: "100%", height: "100%" }}
        onLoad={() => {
          setLoaded(true);
          readView();
        }}
        onMove={readView}
        onError={(event) => {
          console.error("map failed", event.error);
          if (!loaded) setFailure(styleUrl ? "The street map could not be loaded (MAP_STYLE_URL)." : "The map could not be drawn in this browser.");
        }}
      >
        <NavigationControl position="top-left" showCompass={false} />
        {items.map((item) =>
          item.kind === "cluster" ? (
            <Marker key={`c${item.id}`} longitude={item.longitude} latitude={item.latitude}>
              <button
                type="button"
                data-testid="map-cluster"
                data-count={item.count}
                aria-label={`${item.count} memories here: zoom in`}
                onClick={() => openCluster(item.id, item.longitude, item.latitude)}
                className="grid place-items-center rounded-full bg-brand-600/90 text-xs font-semibold text-white shadow ring-4 ring-brand-200/80 hover:bg-brand-700"
                style={{ width: 28 + 5 * Math.log2(item.count), height: 28 + 5 * Math.log2(item.count) }}
              >
                {item.count}
              </button>
            </Marker>
          ) : (
            <Marker key={item.memory.id} longitude={item.longitude} latitude={item.latitude}>
              <Link
                href={mapMemoryHref(item.memory)}
                data-testid="map-memory"
                data-memory-id={item.memory.id}
                aria-label={`Open ${markerLabel(item.memory)}`}
                title={markerLabel(item.memory)}
                className="block h-4 w-4 rounded-full border-2 border-white bg-rose-600 shadow ring-1 ring-rose-900/30 hover:scale-125"
              />
            </Marker>
          ),
        )}
        {spot && (
          <Popup longitude={spot.longitude} latitude={spot.latitude} onClose={() => setSpot(null)} closeOnClick={false} maxWidth="18rem">
            <ul data-testid="map-spot-list" className="max-h-48 space-y-1 overflow-y-auto pr-4 text-sm">
              {spot.memories.map((m) => (
                <li key={m.id}>
                  <Link href={mapMemoryHref(m)} data-testid="map-spot-memory" className="text-brand-700 underline">
                    {markerLabel(m)}
                  </Link>
                </li>
              ))}
            </ul>
          </Popup>
        )}
      </MapView>
      {loaded && <span data-testid="map-ready" data-item-count={items.length} hidden />}
      {failure && <p role="alert" className="absolute inset-x-3 top-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">{failure}</p>}
    </>
  );
}
