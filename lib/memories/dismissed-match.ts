import { parsePerson } from "@/lib/nlp/extract-people";
import { lemmaKey } from "@/lib/nlp/lemma-key";

export type DismissedValue = { kind: string; value: string };

/** The key two values of a kind share when they say the same thing: "hike"/"hiking", "Marcus"/"Marcus (boyfriend)". */
function keyOf(kind: string, value: string): string {
  const text = value.trim().toLowerCase();
  if (kind === "ACTIVITY" || kind === "OBJECT") return lemmaKey(text) || text;
  if (kind === "PERSON") {
    const person = parsePerson(value);
    return person.name?.toLowerCase() ?? `my ${person.relation}`;
  }
  return text;
}

export function sameDismissedValue(a: DismissedValue, b: DismissedValue): boolean {
  return a.kind === b.kind && keyOf(a.kind, a.value) === keyOf(b.kind, b.value);
}

/** True when the user removed this detail (or the same thing said another way) from the memory. */
export function isDismissed(dismissed: DismissedValue[], kind: string, value: string): boolean {
  return dismissed.some((d) => sameDismissedValue(d, { kind, value }));
}
