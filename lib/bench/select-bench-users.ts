import type { BenchFile } from "./bench-file";

/**
 * Keeps only the named users of a benchmark file (`--users a,b`), for iterating on a subset
 * of a large set. An id that names no user is an error, so a typo never silently measures
 * nothing.
 */
export function selectBenchUsers(data: BenchFile, ids: string[] | undefined): BenchFile {
  if (!ids) return data;
  const known = new Set(data.users.map((u) => u.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length) throw new Error(`Unknown user id(s): ${unknown.join(", ")}. Known: ${[...known].join(", ")}.`);
  const wanted = new Set(ids);
  return { ...data, users: data.users.filter((u) => wanted.has(u.id)) };
}
