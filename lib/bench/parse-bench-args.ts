import { parseArgs } from "node:util";
import { z } from "zod";
import { DEFAULT_TOP_K } from "./rag/rag-method";

export const benchArgsSchema = z.object({
  data: z.string({ message: "--data <file> is required" }).min(1, "--data <file> is required"),
  methods: z
    .string()
    .default("tobugraph,ragv1,ragv2,ragv3")
    .transform((v) => [...new Set(v.split(",").map((s) => s.trim()).filter(Boolean))])
    .pipe(z.array(z.string()).min(1, "--methods needs at least one method name")),
  k: z.coerce.number({ message: "--k must be a number" }).int("--k must be a whole number").min(1, "--k must be at least 1").default(DEFAULT_TOP_K),
  out: z.string().min(1).optional(),
  worst: z.coerce.number().int().min(0, "--worst must be 0 or more").default(5),
  users: z
    .string()
    .optional()
    .transform((v) => (v === undefined ? undefined : [...new Set(v.split(",").map((s) => s.trim()).filter(Boolean))]))
    .pipe(z.array(z.string()).min(1, "--users needs at least one user id").optional()),
});

export type BenchArgs = z.infer<typeof benchArgsSchema>;

export const BENCH_USAGE =
  "Usage: npm run bench:recall -- --data <file> [--methods tobugraph,ragv1,ragv2,ragv3] [--k 5] [--out results.json] [--worst 5] [--users id1,id2]";

export function parseBenchArgs(argv: string[]): BenchArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      data: { type: "string" },
      methods: { type: "string" },
      k: { type: "string" },
      out: { type: "string" },
      worst: { type: "string" },
      users: { type: "string" },
    },
    strict: true,
    allowPositionals: false,
  });
  const parsed = benchArgsSchema.safeParse(values);
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => i.message).join("; "));
  return parsed.data;
}
