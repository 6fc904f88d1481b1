import { readFile } from "node:fs/promises";
import { benchFileSchema, type BenchFile } from "./bench-file";

export class BenchFileError extends Error {
  constructor(
    readonly source: string,
    readonly problems: string[],
  ) {
    super(`Invalid benchmark file ${source}:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "BenchFileError";
  }
}

function pathLabel(path: PropertyKey[]): string {
  if (path.length === 0) return "(file)";
  return path.map((part, i) => (typeof part === "number" ? `[${part}]` : i === 0 ? String(part) : `.${String(part)}`)).join("");
}

/** Validates parsed JSON as a benchmark file; every problem names the path of the bad field. */
export function parseBenchFile(json: unknown, source = "input"): BenchFile {
  const parsed = benchFileSchema.safeParse(json);
  if (!parsed.success) {
    throw new BenchFileError(source, parsed.error.issues.map((issue) => `${pathLabel(issue.path)}: ${issue.message}`));
  }
  return parsed.data;
}

export async function loadBenchFile(filePath: string): Promise<BenchFile> {
  let text: string;
  try {
    text = await readFile(filePath, "utf8");
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : (error as Error).message;
    throw new BenchFileError(filePath, [`cannot read the file: ${reason}`]);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new BenchFileError(filePath, [`not valid JSON: ${(error as Error).message}`]);
  }
  return parseBenchFile(json, filePath);
}
