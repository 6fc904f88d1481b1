import { seededRandom } from "@/lib/bench/seeded-random";
import type { MemoryForGraph } from "@/lib/graph-construction/memory-for-graph";

// A synthetic user's life for the graph benchmark: recurring people (with nicknames and
// relationship words), places with a neighbourhood/city/region hierarchy, activities and
// dates spread over years. Deterministic for a seed.

const GIVEN = ["Marcus", "Priya", "Kate", "William", "Sam", "Denise", "Rafael", "Kelsey", "Lupe", "Theo", "Graça", "António", "Tomás", "Inês", "Marta", "Fernanda", "Ricardo", "Sofia", "Diogo", "Joaquim", "Arjun", "Lucia", "Nok", "Carol", "Zoe", "Ana", "Bo", "Jill", "Ruth", "Omar", "Yuki", "Chen", "Fatima", "Lars", "Olga", "Pedro", "Amara", "Kofi", "Leila", "Noah"];
const SURNAMES = ["Carter", "Diaz", "Okafor", "Silva", "Nguyen", "Kowalski", "Haddad", "Berg", "Moreau", "Tanaka"];
const RELATIONS = ["friend", "best friend", "coworker", "sister", "brother", "cousin", "neighbour", "boss", "aunt", "roommate"];
const NEIGHBOURHOODS = ["Old Town", "Riverside", "Harbour View", "Hillcrest", "Market District", "North End", "Lakeside", "Westgate", "Southbank", "Garden Quarter"];
const CITIES: Array<[string, string, string]> = [
  ["Chicago", "Illinois", "United States"], ["Lisbon", "Lisboa District", "Portugal"], ["Porto", "Porto District", "Portugal"],
  ["Denver", "Colorado", "United States"], ["Kyoto", "Kyoto Prefecture", "Japan"], ["Lyon", "Auvergne-Rhône-Alpes", "France"],
  ["Austin", "Texas", "United States"], ["Seville", "Andalusia", "Spain"], ["Oslo", "Oslo County", "Norway"], ["Cusco", "Cusco Region", "Peru"],
  ["Melbourne", "Victoria", "Australia"], ["Toronto", "Ontario", "Canada"], ["Naples", "Campania", "Italy"], ["Bergen", "Vestland", "Norway"], ["Boulder", "Colorado", "United States"],
];
const ACTIVITIES = ["hiking", "trekking", "cycling", "swimming", "cooking class", "baking", "picnic", "camping", "kayaking", "skiing", "gardening", "painting", "pottery", "photography", "choir", "concert", "dancing", "museum", "beach day", "road trip", "wine tasting", "bowling", "yoga", "board games", "birthday party", "wedding", "market"];
const VENUE_WORDS = ["Blue", "Golden", "Little", "Old", "Green", "Silver", "Red", "Hidden", "Lucky", "Wild", "Quiet", "Corner", "Iron", "Salt", "Copper", "Maple", "Cedar", "Harbor", "River", "Stone"];
const VENUE_NOUNS = ["Fox", "Anchor", "Lantern", "Oak", "Sparrow", "Bell", "Kettle", "Compass", "Pine", "Heron", "Tide", "Meadow", "Lark", "Barrel", "Quill"];
const VENUE_TYPES = ["Café", "Bistro", "Gallery", "Theatre", "Brewery", "Bookshop", "Market", "Studio", "Tavern", "Pavilion", "Bakery", "Hall", "Garden", "Club"];
const EMOTIONS = ["happy", "proud", "nervous", "calm", "grateful", "exhausted", "nostalgic"];

export function syntheticMemories(userId: string, count: number, seed = 42): MemoryForGraph[] {
  const random = seededRandom(seed);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
  // A circle of 600 people: mostly distinct given names (made from syllables), plus a few
  // that share a first name and differ by surname or by how the user knows them.
  const syllables = ["ka", "ri", "mo", "la", "ne", "to", "sa", "vi", "do", "ren", "mi", "jo", "ta", "lu", "be", "na"];
  const made = (i: number) => {
    const name = syllables[i % 16] + syllables[Math.floor(i / 16) % 16] + (i >= 256 ? syllables[Math.floor(i / 256) % 16] : "");
    return name.charAt(0).toUpperCase() + name.slice(1);
  };
  const people = Array.from({ length: 600 }, (_, i) => ({
    given: i < GIVEN.length ? GIVEN[i] : i < 540 ? made(i) : GIVEN[i % GIVEN.length],
    surname: i < 540 ? undefined : SURNAMES[i % SURNAMES.length],
    relation: RELATIONS[i % RELATIONS.length],
  }));
  const places = CITIES.flatMap(([city, region, country]) => NEIGHBOURHOODS.map((n) => `${n}, ${city}, ${region}, ${country}`));
  const start = Date.UTC(2010, 0, 1);
  const span = Date.UTC(2025, 10, 1) - start;
  return Array.from({ length: count }, (_, i) => {
    // Some people recur much more than others (a power law, as in life).
    const with_ = Array.from({ length: 1 + Math.floor(random() * 3) }, () => people[Math.floor(people.length * random() ** 2.5)]);
    const place = places[Math.floor(places.length * random() ** 1.5)];
    const activity = pick(ACTIVITIES);
    // Venues: thousands, most visited once (themes keep growing with the life, as they do).
    const venue = `${pick(VENUE_WORDS)} ${pick(VENUE_NOUNS)} ${pick(VENUE_TYPES)}`;
    const when = new Date(start + Math.floor(random() * span));
    const names = with_.map((p) => (p.surname ? `${p.given} ${p.surname}` : p.given));
    const summary = `${activity.charAt(0).toUpperCase()}${activity.slice(1)} in ${place.split(",")[0]} with ${names.join(" and ")}. It felt ${pick(EMOTIONS)}.`;
    return {
      id: `syn-${userId}-${i}`,
      userId,
      title: `${activity} with ${with_[0].given}`,
      summary,
      occurredAt: when,
      place,
      latitude: null,
      details: [
        ...with_.map((p) => ({ kind: "PERSON" as const, value: `${p.surname ? `${p.given} ${p.surname}` : p.given} (${p.relation})` })),
        { kind: "ACTIVITY" as const, value: activity },
        { kind: "EMOTION" as const, value: pick(EMOTIONS) },
        { kind: "LOCATION" as const, value: place },
        { kind: "LOCATION" as const, value: venue },
      ],
      userTurns: [`it was ${activity} with ${names.join(" and ").toLowerCase()}`],
      ownerNames: ["Alex Morgan"],
    };
  });
}
