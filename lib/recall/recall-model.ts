import "server-only";
import { engineModes } from "@/lib/env";
import type { Usage } from "@/lib/models/openai/complete-structured";
import { composeAnswer } from "./compose-answer";
import type { AnswerMemory } from "./load-answer-memories";
import { selectNodesWithModel, type ModelSelection } from "./select-nodes-with-model";
import type { CandidateNode } from "./select-relationship-nodes";
import type { TimeWindow } from "./time-window";
import { citedMemoryIds, writeAnswerWithModel } from "./write-answer-with-model";

export type NodeChoice = { selection: ModelSelection; nodes: CandidateNode[]; usage: Usage };

export type WriteAnswerInput = {
  request: string;
  memories: AnswerMemory[];
  nodeNames: string[];
  timeWindow: TimeWindow | null;
  /** Tokens spent are added here. */
  usage: Usage;
};

/** The port for recall's model steps (f: choose nodes, h: write the answer), chosen once like capture's. */
export interface RecallModel {
  readonly kind: "offline" | "api";
  /** Chooses among pre-ranked candidate nodes; null keeps the offline engine's own selection. */
  chooseNodes(input: { request: string; history: string[]; candidates: CandidateNode[]; asOf: Date }): Promise<NodeChoice | null>;
  /** The answer, streamed in pieces. */
  writeAnswer(input: WriteAnswerInput): AsyncGenerator<string>;
  /** The memories the written answer actually used. */
  memoriesUsed(answer: string, memories: AnswerMemory[]): AnswerMemory[];
}

/** Splits text into small pieces so the answer appears progressively. */
export function* inPieces(text: string, size = 24): Generator<string> {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
}

export const offlineRecallModel: RecallModel = {
  kind: "offline",
  chooseNodes: async () => null,
  async *writeAnswer({ request, memories, nodeNames, timeWindow }) {
    yield* inPieces(composeAnswer({ request, memories, nodeNames, timeWindow }));
  },
  memoriesUsed: (_answer, memories) => memories,
};

export const openAIRecallModel: RecallModel = {
  kind: "api",
  chooseNodes: ({ request, history, candidates, asOf }) => selectNodesWithModel(request, history, candidates, asOf),
  writeAnswer: ({ request, memories, usage }) => writeAnswerWithModel(request, memories, usage),
  memoriesUsed(answer, memories) {
    const cited = citedMemoryIds(answer, memories);
    return cited.length ? memories.filter((m) => cited.includes(m.id)) : memories;
  },
};

/** The OpenAI-compatible adapter when an API key or base URL is set, else the offline engine. */
export function recallModelForEnv(): RecallModel {
  return engineModes().models === "api" ? openAIRecallModel : offlineRecallModel;
}
