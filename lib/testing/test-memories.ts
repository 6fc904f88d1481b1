import type { PrismaClient } from "@/lib/db/generated/client.ts";
import { enqueueGraphJob } from "@/lib/jobs/enqueue-graph-job";

// Rows for the memories tests, written straight to the database.

export async function createTestUser(prisma: PrismaClient, name: string) {
  return prisma.user.create({ data: { email: `${name}-${Math.random().toString(36).slice(2)}@example.com`, name } });
}

type MemorySeed = {
  title: string;
  summary?: string;
  place?: string;
  /** Where it happened: [latitude, longitude]. */
  coordinates?: [number, number];
  occurredAt?: string;
  createdAt?: string;
  status?: "DRAFT" | "CAPTURED";
  people?: string[];
  activities?: string[];
  locations?: string[];
  /** Queue an UPSERT_MEMORY graph job, as saving does (default for captured memories). */
  queueGraphJob?: boolean;
};

export async function seedMemory(prisma: PrismaClient, userId: string, seed: MemorySeed) {
  const status = seed.status ?? "CAPTURED";
  return prisma.$transaction(async (tx) => {
    const memory = await tx.memory.create({
      data: {
        userId,
        status,
        title: seed.title,
        summary: seed.summary ?? "",
        place: seed.place ?? null,
        latitude: seed.coordinates?.[0] ?? null,
        longitude: seed.coordinates?.[1] ?? null,
        occurredAt: seed.occurredAt ? new Date(seed.occurredAt) : null,
        ...(seed.createdAt ? { createdAt: new Date(seed.createdAt) } : {}),
        capturedAt: status === "CAPTURED" ? new Date() : null,
      },
    });
    const details = [
      ...(seed.people ?? []).map((value) => ({ kind: "PERSON" as const, value })),
      ...(seed.activities ?? []).map((value) => ({ kind: "ACTIVITY" as const, value })),
      ...(seed.locations ?? []).map((value) => ({ kind: "LOCATION" as const, value })),
    ];
    for (const [position, d] of details.entries()) await tx.memoryDetail.create({ data: { userId, memoryId: memory.id, position, ...d } });
    if (status === "CAPTURED" && seed.queueGraphJob !== false) await enqueueGraphJob(tx, { userId, memoryId: memory.id, kind: "UPSERT_MEMORY" });
    return memory;
  });
}
