import "server-only";
import path from "node:path";
import { Worker } from "node:worker_threads";
import sharp from "sharp";

// HEIC/HEIF (what iPhones take): sharp's prebuilt libvips has no HEVC decoder, so these
// decode with libheif compiled to WebAssembly (`heic-decode` → `libheif-js`, bundled in the
// package: nothing is downloaded at run time), then go through sharp like any photo. The
// WebAssembly decode is CPU-bound (about 0.5 s for 12 MP), so it runs in a worker thread
// (heic-worker.mjs), never on the thread answering requests; sharp's encode runs on libuv's
// pool. The original file is what is stored and exported; browsers (which mostly cannot show
// HEIC) and models get JPEGs made from it.

const DECODE_TIMEOUT_MS = 60_000;

type Answer = { id: number; width?: number; height?: number; data?: ArrayBuffer; tooLarge?: { width: number; height: number }; error?: string };
type Pending = { resolve: (answer: Answer) => void; reject: (error: Error) => void; timer: NodeJS.Timeout };

/** One worker thread per process, started on first use, replaced after a crash or a timeout. */
class HeicDecoder {
  private worker: Worker | undefined;
  private pending = new Map<number, Pending>();
  private nextId = 1;

  private start(): Worker {
    if (this.worker) return this.worker;
    const script = path.join(/*turbopackIgnore: true*/ process.cwd(), "lib", "storage", "heic-worker.mjs");
    const worker = new Worker(script);
    worker.on("message", (answer: Answer) => {
      const waiting = this.pending.get(answer.id);
      if (!waiting) return;
      this.pending.delete(answer.id);
      clearTimeout(waiting.timer);
      if (answer.error) waiting.reject(new Error(`HEIC decode failed: ${answer.error}`));
      else waiting.resolve(answer);
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const [id, waiting] of this.pending) {
        clearTimeout(waiting.timer);
        waiting.reject(error);
        this.pending.delete(id);
      }
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`the HEIC decoder stopped (exit ${code})`)));
    worker.unref(); // an idle decoder never keeps the process alive
    this.worker = worker;
    return worker;
  }

  decode(bytes: Buffer, maxPixels: number): Promise<Answer> {
    const worker = this.start();
    const id = this.nextId++;
    const copy = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`HEIC decode took longer than ${DECODE_TIMEOUT_MS / 1000} s`));
        void worker.terminate(); // a stuck decode is replaced on the next request
      }, DECODE_TIMEOUT_MS);
      this.pending.set(id, { resolve, reject, timer });
      worker.postMessage({ id, bytes: copy, maxPixels }, [copy]);
    });
  }
}

const globalForHeic = globalThis as unknown as { heicDecoder?: HeicDecoder };
const decoder = () => (globalForHeic.heicDecoder ??= new HeicDecoder());

export type DecodedHeic = { jpeg: Buffer; width: number; height: number };

/**
 * The HEIC's primary image as a full-size JPEG, decoded off the request thread. Its size is
 * read before decoding: an image over `maxPixels` is not decoded and comes back as `{ tooLarge }`.
 */
export async function heicToJpeg(bytes: Buffer, maxPixels: number, quality = 90): Promise<DecodedHeic | { tooLarge: { width: number; height: number } }> {
  const answer = await decoder().decode(bytes, maxPixels);
  if (answer.tooLarge) return { tooLarge: answer.tooLarge };
  const { width, height, data } = answer;
  if (!width || !height || !data) throw new Error("HEIC decode failed: no pixels");
  const jpeg = await sharp(Buffer.from(data), { raw: { width, height, channels: 4 } })
    .jpeg({ quality })
    .toBuffer();
  return { jpeg, width, height };
}
