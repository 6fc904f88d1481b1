import type { GraphStore } from "@/lib/graph/graph-store";
import type { RelationshipNodeWithCount, ThemeWrite } from "@/lib/graph/types";
import { normalizeKey } from "@/lib/nlp/fold";
import { sameGivenName } from "@/lib/nlp/nicknames";
import { placeKey } from "@/lib/nlp/places";
import { descriptorsConflict } from "@/lib/nlp/relations";
import { shortHash } from "./content-hash";
import { describePerson } from "./theme-keys";
import type { ThemeProposal } from "./theme-proposal";

const MAX_ALIASES = 12;
const MAX_DESCRIPTORS = 8;
const MAX_CONTEXT_CANDIDATES = 8;

/** Relationship node ids are derived from the user and the theme key: stable across runs and rebuilds. */
export function themeId(userId: string, key: string): string {
  return `r_${shortHash(userId, key)}`;
}

const isPersonLike = (kind: string) => kind === "person" || kind === "pet";

function placePathsCompatible(a: string, b: string): boolean {
  const pa = a.split("|");
  const pb = b.split("|");
  if (pa[0] !== pb[0]) return false;
  const [shorter, longer] = pa.length <= pb.length ? [pa, pb] : [pb, pa];
  return shorter.every((part) => longer.includes(part));
}

type Context = {
  /** Match keys of this memory's other themes: the co-occurring context. */
  contextKeys: Set<string>;
  neighbours: Map<string, string[]>;
  linkedNow: Set<string>;
};

function overlap(context: Context, candidate: RelationshipNodeWithCount, own: ThemeProposal): number {
  const keys = context.neighbours.get(candidate.id) ?? [];
  return keys.filter((k) => k !== own.matchKey && context.contextKeys.has(k)).length;
}

/**
 * Whether a person or pet theme can be the one a proposal names: the given names can
 * match (nicknames count), the surnames do not differ, and the relationship words do not
 * contradict each other unless the two share company (same other people, places...).
 */
function surnamesDiffer(p: ThemeProposal, c: RelationshipNodeWithCount): boolean {
  return !!p.surname && !!c.surname && normalizeKey(p.surname) !== normalizeKey(c.surname);
}

function personCompatible(p: ThemeProposal, c: RelationshipNodeWithCount, context: Context): boolean {
  if (!isPersonLike(c.kind)) return false;
  const given = p.given ?? p.name.split(" ")[0];
  if (!c.aliases.some((alias) => sameGivenName(alias.split(" ")[0], given)) && !sameGivenName(c.name.split(" ")[0], given)) return false;
  if (surnamesDiffer(p, c)) return false;
  if (descriptorsConflict(p.descriptors, c.descriptors) && overlap(context, c, p) === 0) return false;
  return true;
}

function compatible(p: ThemeProposal, c: RelationshipNodeWithCount, context: Context): boolean {
  if (isPersonLike(p.kind)) return personCompatible(p, c, context);
  if (p.kind === "place") return c.kind === "place" && placePathsCompatible(p.placePath ?? p.key.slice(6), c.key.slice(6));
  return c.key === p.key;
}

function sameSurname(p: ThemeProposal, c: RelationshipNodeWithCount): boolean {
  return !!p.surname && !!c.surname && normalizeKey(p.surname) === normalizeKey(c.surname);
}

function choose(p: ThemeProposal, options: RelationshipNodeWithCount[], context: Context): RelationshipNodeWithCount | undefined {
  if (options.length <= 1) return options[0];
  const fullName = options.filter((c) => sameSurname(p, c));
  if (fullName.length === 1) return fullName[0]; // "Sam Carter" is Sam Carter
  const linked = options.find((c) => context.linkedNow.has(c.id));
  if (linked) return linked; // sticky: re-running a memory keeps its themes (idempotence)
  const score = (c: RelationshipNodeWithCount) => [
    overlap(context, c, p),
    p.surname && c.surname ? 1 : 0,
    c.key === p.key ? 1 : 0,
    c.memoryCount,
  ];
  return [...options].sort((a, b) => {
    const sa = score(a);
    const sb = score(b);
    for (let i = 0; i < sa.length; i++) if (sa[i] !== sb[i]) return sb[i] - sa[i];
    return a.id < b.id ? -1 : 1;
  })[0];
}

function merged(p: ThemeProposal, c: RelationshipNodeWithCount): ThemeWrite {
  const surname = c.surname ?? p.surname;
  const descriptors = [...new Set([...c.descriptors, ...p.descriptors])].slice(0, MAX_DESCRIPTORS);
  const aliases = [...new Set([...c.aliases, ...p.aliases])].slice(0, MAX_ALIASES);
  // A fuller name wins ("Sam" -> "Sam Carter").
  const name = isPersonLike(c.kind) && p.surname && !c.surname ? p.name : c.name;
  const description = isPersonLike(c.kind) ? describePerson(c.kind as "person" | "pet", name, descriptors) : c.description || p.description;
  return { id: c.id, kind: c.kind, key: c.key, matchKey: c.matchKey, name, description, aliases, descriptors, surname };
}

function created(userId: string, p: ThemeProposal, taken: Set<string>, memoryId: string): ThemeWrite {
  // Same key but not the same person ("Sam" the brother vs "Sam" the coworker): a distinct key.
  const key = taken.has(p.key) ? `${p.key}~${shortHash(memoryId, p.key).slice(0, 8)}` : p.key;
  return {
    id: themeId(userId, key),
    kind: p.kind,
    key,
    matchKey: p.matchKey,
    name: p.name,
    description: p.description,
    aliases: p.aliases.slice(0, MAX_ALIASES),
    descriptors: p.descriptors.slice(0, MAX_DESCRIPTORS),
    surname: p.surname,
  };
}

/**
 * Merges one memory's proposed themes with the user's existing relationship nodes: joins
 * a node when it is the same theme (nickname and full name, synonyms, a place's two names)
 * and creates a new one when it is not (two different people called Sam).
 */
export async function resolveThemes(store: GraphStore, userId: string, memoryId: string, proposals: ThemeProposal[]): Promise<ThemeWrite[]> {
  const placeKeyOf = (p: ThemeProposal) => `place:${placeKey(p.name)}`;
  const candidates: RelationshipNodeWithCount[] = await store.findThemesByMatchKeys(userId, [
    ...proposals.map((p) => p.matchKey),
    ...proposals.filter((p) => isPersonLike(p.kind)).map(placeKeyOf),
  ]);
  const linkedNow = new Set(await store.themeIdsOfMemory(userId, memoryId));
  // Co-occurrence is only needed where names alone cannot decide: several people a name can
  // be, or relationship words that disagree. It is the costliest lookup, so it is rare.
  const needsContext = candidates.filter((c) => {
    const p = proposals.find((x) => x.matchKey === c.matchKey && isPersonLike(x.kind));
    if (!p) return false;
    const sameName = candidates.filter((o) => o.matchKey === c.matchKey && isPersonLike(o.kind) && !surnamesDiffer(p, o));
    if (sameName.some((o) => sameSurname(p, o))) return false; // the full name decides
    return sameName.length > 1 || descriptorsConflict(p.descriptors, c.descriptors);
  });
  // (At most MAX_CONTEXT_CANDIDATES per run: someone who knows a dozen Sams gets the first ones by id.)
  const neighbours = await store.themeNeighbourKeys(userId, needsContext.slice(0, MAX_CONTEXT_CANDIDATES).map((c) => c.id), memoryId);
  const context: Context = { contextKeys: new Set(proposals.map((p) => p.matchKey)), neighbours, linkedNow };
  const byId = new Map(candidates.map((c) => [c.id, c]));
  const out = new Map<string, ThemeWrite>();
  for (const p of proposals) {
    const pinned = p.pinnedThemeId ? byId.get(p.pinnedThemeId) : undefined;
    const sameKey = candidates.filter((c) => c.matchKey === p.matchKey);
    let chosen = pinned ?? choose(p, sameKey.filter((c) => compatible(p, c, context)), context);
    if (!chosen && isPersonLike(p.kind) && p.descriptors.length === 0) {
      // A bare name that is one of the user's places, and nobody they know ("Sintra"): the place.
      chosen = candidates.find((c) => c.kind === "place" && c.matchKey === placeKeyOf(p));
    }
    const write = chosen ? merged(p, chosen) : created(userId, p, new Set(sameKey.map((c) => c.key)), memoryId);
    const previous = out.get(write.id);
    out.set(write.id, previous ? { ...previous, descriptors: [...new Set([...previous.descriptors, ...write.descriptors])], aliases: [...new Set([...previous.aliases, ...write.aliases])] } : write);
    if (!chosen) {
      // Later proposals of this memory can join what it just created.
      candidates.push({ ...write, userId, memoryCount: 0 });
      byId.set(write.id, candidates.at(-1)!);
    }
  }
  return [...out.values()];
}
