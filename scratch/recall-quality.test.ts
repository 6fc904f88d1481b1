import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { useTestDatabase } from "@/lib/testing/test-database";
import { installGraphStoreForTests } from "@/lib/graph/get-graph-store";
import { openKuzuGraphStore } from "@/lib/graph/kuzu-store";
import { addCaptureTurn } from "@/lib/capture/add-capture-turn";
import { createDraftFromPhotoFacts } from "@/lib/capture/create-draft-from-photo-facts";
import { requestFirstDraft } from "@/lib/capture/request-first-draft";
import { saveMemory } from "@/lib/capture/save-memory";
import { rebuildUserGraph } from "@/lib/graph-construction/build-memory-graph";
import { loadMemoriesForGraph } from "@/lib/graph-construction/memory-for-graph";
import { offlineRelationExtractor } from "@/lib/graph-construction/relation-extractor";
import { retrieveMemories } from "@/lib/recall/retrieve-memories";

const db = useTestDatabase();
const data = JSON.parse(fs.readFileSync("/work/shared/bench/recall-public.json", "utf8"));

it("bench", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "g-"));
  const store = await openKuzuGraphStore(dir);
  installGraphStoreForTests(Promise.resolve(store));
  const toBench = new Map<string, string>();
  const rows: string[] = [];
  let f1sum = 0, n = 0, abst = 0, n0 = 0;
  for (const user of data.users) {
    const u = await db.prisma().user.create({ data: { email: `${user.id}@x.invalid`, name: user.displayName } });
    for (const m of user.memories) {
      const { memoryId } = await createDraftFromPhotoFacts(u.id, { takenAt: m.takenAt, place: m.place, caption: m.photoCaption });
      await requestFirstDraft(u.id, memoryId);
      for (const t of m.conversation) if (t.role === "user") await addCaptureTurn(u.id, memoryId, t.content);
      await saveMemory(u.id, memoryId, { summary: m.summary });
      toBench.set(memoryId, m.id);
    }
    const mems = await loadMemoriesForGraph(db.prisma(), u.id);
    await rebuildUserGraph(store, u.id, mems, offlineRelationExtractor);
    if (process.env.SHOW_NODES) console.log((await store.listRelationshipNodes(u.id)).map((r) => `${r.kind}:${r.name}(${r.memoryCount})${r.descriptors.length ? "[" + r.descriptors.join("/") + "]" : ""}`).join(", "));
    for (const r of user.requests) {
      const res = await retrieveMemories({ userId: u.id, request: r.text, history: [], asOf: new Date(data.asOf + "T12:00:00Z") });
      const got = res.outcome === "answered" ? res.memoryIds.map((id) => toBench.get(id)!) : [];
      const rel = new Set(r.relevant as string[]);
      const hit = got.filter((g) => rel.has(g)).length;
      if (r.level === 0) { n0++; if (got.length === 0) abst++; rows.push(`L0 ${got.length === 0 ? "OK " : "BAD"} ${r.text} -> ${got.length} | ${res.explanation}`); continue; }
      const p = got.length ? hit / got.length : 0, rc = hit / rel.size, f = p + rc ? (2 * p * rc) / (p + rc) : 0;
      f1sum += f; n++;
      rows.push(`L${r.level} F1=${f.toFixed(2)} P=${p.toFixed(2)} R=${rc.toFixed(2)} ${r.text} | got ${got.length} rel ${rel.size} | ${res.outcome} ${res.explanation}${f < 1 ? " | missing " + [...rel].filter((x) => !got.includes(x)).join(",") + " extra " + got.filter((g) => !rel.has(g)).join(",") : ""}`);
    }
  }
  console.log(rows.join("\n"));
  console.log(`F1 ${(f1sum / n).toFixed(3)} abstention ${abst}/${n0}`);
  await store.close();
  expect(n).toBeGreaterThan(0);
}, 600_000);
