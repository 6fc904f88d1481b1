import type { RelationshipKind } from "@/lib/graph/types";

/** A theme one memory has, before it is merged with the user's existing themes. */
export type ThemeProposal = {
  kind: RelationshipKind;
  name: string;
  /** Lookup key shared by themes that may be the same (see theme-keys.ts). */
  matchKey: string;
  /** Key of a new theme made from this proposal. */
  key: string;
  description: string;
  aliases: string[];
  descriptors: string[];
  surname: string | null;
  /** People: the given name as written. */
  given?: string;
  /** Places: the path of components from this one up ("humboldt park|chicago|illinois"). */
  placePath?: string;
  /** An existing theme the model chose (validated against the candidates it was shown). */
  pinnedThemeId?: string;
};
