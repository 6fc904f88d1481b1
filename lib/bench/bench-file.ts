import { z } from "zod";

// The recall benchmark file format (see ../shared/bench/FORMAT.md in the workspace).

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date as YYYY-MM-DD")
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, "is not a real calendar date");

const nonEmpty = z.string().trim().min(1, "must not be empty");

export const benchMessageSchema = z.object({
  role: z.enum(["assistant", "user"]),
  content: nonEmpty,
});

export const benchMemorySchema = z.object({
  id: nonEmpty,
  takenAt: isoDate.nullable(),
  place: nonEmpty.nullable(),
  photoCaption: nonEmpty,
  conversation: z.array(benchMessageSchema).min(1, "must hold at least one message"),
  summary: nonEmpty,
});

export const benchLevelSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)], {
  message: "must be 0, 1, 2, 3 or 4",
});

export const benchRequestSchema = z
  .object({
    id: nonEmpty,
    level: benchLevelSchema,
    text: nonEmpty,
    relevant: z.array(nonEmpty),
  })
  .superRefine((request, ctx) => {
    if (request.level === 0 && request.relevant.length > 0) {
      ctx.addIssue({ code: "custom", path: ["relevant"], message: "must be empty for a level 0 request (nothing relevant exists)" });
    }
    if (request.level !== 0 && request.relevant.length === 0) {
      ctx.addIssue({ code: "custom", path: ["relevant"], message: `must name at least one memory for a level ${request.level} request` });
    }
    const seen = new Set<string>();
    request.relevant.forEach((id, index) => {
      if (seen.has(id)) ctx.addIssue({ code: "custom", path: ["relevant", index], message: `repeats memory id "${id}"` });
      seen.add(id);
    });
  });

export const benchUserSchema = z
  .object({
    id: nonEmpty,
    displayName: nonEmpty,
    memories: z.array(benchMemorySchema),
    requests: z.array(benchRequestSchema),
  })
  .superRefine((user, ctx) => {
    const own = new Set(user.memories.map((m) => m.id));
    user.requests.forEach((request, r) => {
      request.relevant.forEach((id, i) => {
        if (!own.has(id)) {
          ctx.addIssue({
            code: "custom",
            path: ["requests", r, "relevant", i],
            message: `memory "${id}" is not one of user "${user.id}"'s memories`,
          });
        }
      });
    });
  });

export const benchFileSchema = z
  .object({
    name: nonEmpty,
    description: z.string(),
    asOf: isoDate,
    users: z.array(benchUserSchema).min(1, "must hold at least one user"),
  })
  .superRefine((file, ctx) => {
    const firstSeen = new Map<string, string>();
    const claim = (id: string, path: (string | number)[], what: string) => {
      const where = path.join(".");
      const previous = firstSeen.get(`${what}:${id}`);
      if (previous) ctx.addIssue({ code: "custom", path, message: `duplicate ${what} id "${id}" (first used at ${previous})` });
      else firstSeen.set(`${what}:${id}`, where);
    };
    file.users.forEach((user, u) => {
      claim(user.id, ["users", u, "id"], "user");
      user.memories.forEach((m, i) => claim(m.id, ["users", u, "memories", i, "id"], "memory"));
      user.requests.forEach((q, i) => claim(q.id, ["users", u, "requests", i, "id"], "request"));
    });
  });

export type BenchFile = z.infer<typeof benchFileSchema>;
export type BenchUser = BenchFile["users"][number];
export type BenchMemory = BenchUser["memories"][number];
export type BenchRequest = BenchUser["requests"][number];
export type BenchLevel = BenchRequest["level"];
