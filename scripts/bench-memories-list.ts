// `npm run bench:memories`: the memories list's queries for a user with 5,000 memories
// (-- --memories N), on an in-memory PGlite (-- --postgres URL for a server database you
// created for it: the script fills it and leaves it). Prints p50/p95 per query, including a
// page deep in the timeline (keyset cursor), free-text search and detail filters.
// Numbers, not assertions.
import { installDatabaseForTests } from "@/lib/db/client";
import { migratePostgres, openDatabase } from "@/lib/db/open-database";
import { syntheticMemories } from "@/lib/testing/synthetic-life";
import { listMemoryPage } from "@/lib/memories/list-memory-page";
import { memoryListQuerySchema, type MemoryListQueryInput } from "@/lib/memories/memory-list-query";

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];

async function main() {
  const total = Number(arg("--memories") ?? 5_000);
  const postgres = arg("--postgres");
  if (postgres) await migratePostgres(postgres);
  const opening = openDatabase(postgres ? { kind: "postgres", url: postgres } : { kind: "pglite", dataDir: "memory://" });
  installDatabaseForTests(opening);
  const { prisma, close, kind } = await opening;
  const user = await prisma.user.create({ data: { email: `bench-${Date.now()}@example.com` } });
  const other = await prisma.user.create({ data: { email: `bench-other-${Date.now()}@example.com` } });
  const seedStarted = performance.now();
  for (const [owner, count] of [[user.id, total], [other.id, total]] as const) {
    const memories = syntheticMemories(owner, count);
    for (let i = 0; i < memories.length; i += 500) {
      const chunk = memories.slice(i, i + 500);
      await prisma.memory.createMany({
        data: chunk.map((m, j) => ({ id: `${m.id}`, userId: owner, status: "CAPTURED", title: m.title, summary: m.summary, place: m.place, occurredAt: (i + j) % 10 === 0 ? null : m.occurredAt, capturedAt: new Date() })),
      });
      await prisma.memoryDetail.createMany({
        data: chunk.flatMap((m) => m.details.map((d, position) => ({ userId: owner, memoryId: m.id, kind: d.kind, value: d.value, position }))),
        skipDuplicates: true,
      });
      await prisma.mediaAsset.createMany({
        data: chunk.map((m) => ({ userId: owner, memoryId: m.id, sha256: m.id, mimeType: "image/jpeg", byteSize: 1, width: 1, height: 1, originalPath: `media/${m.id}.jpg`, thumbnailPath: `media/${m.id}.webp` })),
      });
    }
  }
  await prisma.$executeRaw`ANALYZE`;
  console.log(`${kind}: 2 users x ${total} memories seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

  const first = await listMemoryPage(user.id, memoryListQuerySchema.parse({}));
  let deepCursor = first.nextCursor!;
  for (let i = 0; i < Math.floor(total / 24 / 2); i++) deepCursor = (await listMemoryPage(user.id, memoryListQuerySchema.parse({ cursor: deepCursor }))).nextCursor ?? deepCursor;

  const sample = syntheticMemories(user.id, 1)[0];
  const person = sample.details.find((d) => d.kind === "PERSON")!.value.split(" ")[0];
  const placeWord = sample.place!.split(/[ ,]+/)[0].toLowerCase();
  const cases: [string, MemoryListQueryInput][] = [
    ["first page", {}],
    [`page ~${Math.floor(total / 2)} (keyset cursor)`, { cursor: deepCursor }],
    [`text '${placeWord}'`, { q: placeWord }],
    ["text 'hiking with' (2 words)", { q: "hiking with" }],
    ["text with no match", { q: "zzzzzz" }],
    [`person '${person}'`, { person }],
    ["activity 'hiking'", { activity: "hiking" }],
    ["date range 2019", { from: "2019-01-01", to: "2019-12-31" }],
  ];
  console.log("query                                   p50 ms   p95 ms   items");
  for (const [name, input] of cases) {
    const query = memoryListQuerySchema.parse(input);
    const times: number[] = [];
    let items = 0;
    for (let run = 0; run < 20; run++) {
      const t0 = performance.now();
      items = (await listMemoryPage(user.id, query)).items.length;
      times.push(performance.now() - t0);
    }
    console.log(`${name.padEnd(38)} ${percentile(times, 50).toFixed(1).padStart(7)}  ${percentile(times, 95).toFixed(1).padStart(7)}   ${items}`);
  }
  await close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
