import type { DetailKind } from "@/lib/db/generated/client.ts";
import type { DetailKey } from "@/lib/models/capture/capture-draft";

export const kindByKey: Record<DetailKey, DetailKind> = {
  dates: "DATE",
  locations: "LOCATION",
  people: "PERSON",
  activities: "ACTIVITY",
  emotions: "EMOTION",
  objects: "OBJECT",
};

export const keyByKind: Partial<Record<DetailKind, DetailKey>> = Object.fromEntries(
  Object.entries(kindByKey).map(([key, kind]) => [kind, key]),
) as Partial<Record<DetailKind, DetailKey>>;
