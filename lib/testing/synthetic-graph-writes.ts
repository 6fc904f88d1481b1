import type { MemoryGraphWrite, RelationshipKind, SemanticKind, ThemeWrite } from "@/lib/graph/types";
import { seededRandom as random } from "@/lib/bench/seeded-random";

// Synthetic memories for the UI benchmark and local demos: a believable life (recurring
// people, places, activities, pets, seasons) so the graph has themes of every kind and size.
const PEOPLE = ["Marcus", "Priya", "Jonas", "Aiko", "Lena", "Tomás", "Grace", "Omar", "Sofia", "Ben", "Mia", "Kwame", "Elena", "Yusuf", "Hannah", "Leo", "Nadia", "Ravi", "Clara", "Finn"];
const PLACES = ["Chicago", "Humboldt Park", "Lake Tahoe", "Yosemite", "Lisbon", "Kyoto", "Grandma's house", "Brooklyn", "Boulder", "Big Sur", "Montreal", "Portland", "Barcelona", "Cape Cod", "Denver"];
const ACTIVITIES = ["hiking", "rafting", "baking", "camping", "cycling", "birthday dinner", "surfing", "skiing", "picnic", "concert", "board games", "fishing", "road trip", "beach day", "museum visit"];
const PETS = ["Biscuit", "Luna", "Pepper"];
const EMOTIONS = ["happy", "grateful", "excited", "calm", "nostalgic", "proud"];
const SERIES = ["Annual camping trip", "Thanksgiving at home", "Summer road trip"];
const PREFERENCES = ["Loves spicy food", "Prefers mornings outdoors"];
const SEASONS = ["Winter", "Spring", "Summer", "Autumn"] as const;

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

function theme(userId: string, kind: RelationshipKind, name: string): ThemeWrite {
  const key = `${kind}:${slug(name)}`;
  return { id: `${userId}:${key}`, kind, key, matchKey: `name:${slug(name)}`, name, description: "", aliases: [], descriptors: [], surname: null };
}

export type SyntheticMemory = {
  id: string;
  title: string;
  summary: string;
  occurredAt: Date;
  place: string;
  graph: MemoryGraphWrite;
};

/** `count` memories over the ten years before `until`, newest last; ids are `<prefix>-<n>`. */
export function syntheticGraphWrites(options: { userId: string; count: number; idPrefix: string; seed?: number; until?: Date }): SyntheticMemory[] {
  const next = random(options.seed ?? 42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const until = (options.until ?? new Date("2026-06-01T12:00:00Z")).getTime();
  const span = 10 * 365 * 24 * 3600 * 1000;
  const memories: SyntheticMemory[] = [];
  for (let n = 0; n < options.count; n++) {
    const id = `${options.idPrefix}-${n}`;
    const occurredAt = new Date(until - span + Math.floor((span * (n + next() * 0.5)) / options.count));
    const people = [...new Set([pick(PEOPLE), ...(next() < 0.5 ? [pick(PEOPLE)] : [])])];
    const place = pick(PLACES);
    const activity = pick(ACTIVITIES);
    const pet = next() < 0.15 ? pick(PETS) : null;
    const emotion = pick(EMOTIONS);
    const season = SEASONS[Math.floor(((occurredAt.getUTCMonth() + 1) % 12) / 3)];
    const period = `${season} ${occurredAt.getUTCFullYear()}`;
    const title = `${activity[0].toUpperCase()}${activity.slice(1)} with ${people.join(" and ")} in ${place}`;
    const summary = `${title}${pet ? `, ${pet} came along` : ""}. We felt ${emotion}.`;
    const themes = [
      ...people.map((p) => theme(options.userId, "person", p)),
      theme(options.userId, "place", place),
      theme(options.userId, "activity", activity),
      theme(options.userId, "period", period),
      ...(pet ? [theme(options.userId, "pet", pet)] : []),
      ...(next() < 0.05 ? [theme(options.userId, "event_series", pick(SERIES))] : []),
      ...(next() < 0.02 ? [theme(options.userId, "preference", pick(PREFERENCES))] : []),
    ];
    const details: Array<[SemanticKind, string]> = [
      ["date", occurredAt.toISOString().slice(0, 10)],
      ["location", place],
      ...people.map((p): [SemanticKind, string] => ["person", p]),
      ["activity", activity],
      ["emotion", emotion],
    ];
    memories.push({
      id,
      title,
      summary,
      occurredAt,
      place,
      graph: {
        memory: { id, title, summary, occurredAt: occurredAt.toISOString(), place },
        contentHash: `synthetic-${n}`,
        semantic: details.map(([kind, value], i) => ({ id: `${id}:s${i}`, kind, value })),
        themes,
      },
    });
  }
  return memories;
}
