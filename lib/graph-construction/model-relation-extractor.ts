import type { GraphStore } from "@/lib/graph/graph-store";
import { ModelError } from "@/lib/models/errors";
import type { StructuredCall } from "@/lib/models/openai/complete-structured";
import { normalizeKey } from "@/lib/nlp/fold";
import { parsePersonDetail } from "@/lib/nlp/people";
import type { MemoryForGraph } from "./memory-for-graph";
import { proposeThemesOffline } from "./propose-themes-offline";
import type { RelationExtractor } from "./relation-extractor";
import { buildRelationPrompt, relationExtractionSchema, selectCandidateThemes, type RelationExtraction } from "./relation-prompt";
import { activityProposal, holidayByLabel, holidayProposal, personProposal, placeNameProposal } from "./theme-keys";
import type { ThemeProposal } from "./theme-proposal";

type CompleteStructured = <T>(call: StructuredCall<T>) => Promise<{ data: T; usage: { promptTokens: number; completionTokens: number } }>;

/** Turns one theme the model named into a proposal keyed like the offline engine's, so both merge the same way. */
function toProposal(theme: RelationExtraction["themes"][number], candidateIds: Set<string>): ThemeProposal | undefined {
  const pinnedThemeId = theme.existingId && candidateIds.has(theme.existingId) ? theme.existingId : undefined;
  let proposal: ThemeProposal | undefined;
  if (theme.kind === "person" || theme.kind === "pet") {
    const person = parsePersonDetail(theme.relationship ? `${theme.name} (${theme.relationship})` : theme.name);
    proposal = person ? personProposal(person, theme.kind) : undefined;
  } else if (theme.kind === "place") proposal = placeNameProposal(theme.name);
  else if (theme.kind === "period") {
    const holiday = holidayByLabel(theme.name);
    proposal = holiday ? holidayProposal(holiday) : activityProposal(theme.name, "preference");
    if (proposal && !holiday) proposal = { ...proposal, kind: "period", matchKey: `period:${normalizeKey(theme.name)}`, key: `period:${normalizeKey(theme.name)}` };
  } else if (theme.kind === "event_series") proposal = activityProposal(theme.name, "event_series", { exactConceptOnly: true });
  else proposal = activityProposal(theme.name, theme.kind);
  if (!proposal) return undefined;
  return { ...proposal, description: theme.description || proposal.description, pinnedThemeId };
}

/**
 * Relation extraction with a model (OpenAI-compatible API). Structural themes that need no
 * model (the place hierarchy, years, seasons, fixed-date holidays) come from the offline
 * engine; the model adds and merges people, activities, preferences and event series.
 * Output the model cannot be made to produce correctly (malformed, rejected) falls back to
 * the offline engine; transient failures (timeout, rate limit, down) are thrown so the job
 * retries with back-off.
 */
export function modelRelationExtractor(complete: CompleteStructured): RelationExtractor {
  return {
    name: "model",
    async propose(memory: MemoryForGraph, store: GraphStore): Promise<ThemeProposal[]> {
      const offline = proposeThemesOffline(memory);
      const candidates = await selectCandidateThemes(store, memory, offline);
      const prompt = buildRelationPrompt(memory, candidates);
      let extraction: RelationExtraction;
      try {
        ({ data: extraction } = await complete({
          model: "text",
          system: prompt.system,
          messages: [{ role: "user", content: prompt.user }],
          schema: relationExtractionSchema,
          schemaName: "memory_themes",
        }));
      } catch (error) {
        if (error instanceof ModelError && (error.code === "malformed_output" || error.code === "bad_request")) return offline;
        throw error;
      }
      const structural = offline.filter((p) => p.kind === "place" || p.kind === "period");
      const fromModel = extraction.themes.map((t) => toProposal(t, prompt.candidateIds)).filter((p): p is ThemeProposal => !!p);
      const seen = new Set<string>();
      return [...structural, ...fromModel].filter((p) => {
        const id = p.pinnedThemeId ?? `${p.kind}|${p.key}`;
        if (seen.has(id)) return false;
        seen.add(id);
        return true;
      });
    },
  };
}
