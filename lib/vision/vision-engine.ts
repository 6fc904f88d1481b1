import { fork, type ChildProcess } from "node:child_process";
import path from "node:path";
import { photoAnalysisResultSchema, type PhotoAnalysisResult } from "./photo-analysis";

const LOAD_TIMEOUT_MS = 120_000;
const PHOTO_TIMEOUT_MS = 120_000;

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void; timer: NodeJS.Timeout };

/**
 * The analysis models run in a child process (vision-worker.mjs), so decoding and inference
 * never block the server's request handling. One child per process, started on first use,
 * restarted after a crash; requests are answered one at a time, in order.
 */
class VisionEngine {
  private child: ChildProcess | undefined;
  private pending = new Map<number, Pending>();
  private nextId = 1;

  private start(): ChildProcess {
    if (this.child && this.child.connected) return this.child;
    const script = path.join(/*turbopackIgnore: true*/ process.cwd(), "lib", "vision", "vision-worker.mjs");
    const child = fork(script, [], { cwd: process.cwd(), stdio: ["ignore", "inherit", "inherit", "ipc"], execArgv: [], serialization: "advanced" });
    child.on("message", (message: { id?: number; result?: unknown; error?: string }) => {
      const waiting = message.id === undefined ? undefined : this.pending.get(message.id);
      if (!waiting || message.id === undefined) return;
      this.pending.delete(message.id);
      clearTimeout(waiting.timer);
      if (message.error) waiting.reject(new Error(`photo analysis failed: ${message.error}`));
      else waiting.resolve(message.result);
    });
    child.on("exit", (code, signal) => {
      if (this.child === child) this.child = undefined;
      for (const [id, waiting] of this.pending) {
        clearTimeout(waiting.timer);
        waiting.reject(new Error(`the photo-analysis process stopped (${signal ?? `exit ${code}`})`));
        this.pending.delete(id);
      }
    });
    child.unref();
    this.child = child;
    return child;
  }

  private request(message: Record<string, unknown>, timeoutMs: number): Promise<unknown> {
    const child = this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`photo analysis took longer than ${Math.round(timeoutMs / 1000)} s`));
        child.kill(); // a stuck model is restarted on the next request
      }, timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
      child.send({ ...message, id });
    });
  }

  /** Loads the models now (otherwise the first photo does). */
  async load(): Promise<void> {
    await this.request({ type: "load" }, LOAD_TIMEOUT_MS);
  }

  /** Faces, objects and text in one photo (JPEG/PNG/WebP bytes, or HEIC with `heic`). */
  async analyse(image: Buffer, options: { text?: boolean; heic?: boolean } = {}): Promise<PhotoAnalysisResult> {
    const result = await this.request({ type: "analyse", image, heic: options.heic ?? false, stages: { text: options.text ?? true } }, PHOTO_TIMEOUT_MS + LOAD_TIMEOUT_MS);
    return photoAnalysisResultSchema.parse(result);
  }

  /** The analysis process's peak memory so far (it starts the process if needed). */
  async peakRssMb(): Promise<number> {
    const result = (await this.request({ type: "stats" }, LOAD_TIMEOUT_MS)) as { peakRssMb: number };
    return result.peakRssMb;
  }

  stop(): void {
    this.child?.kill();
    this.child = undefined;
  }
}

const globalForVision = globalThis as unknown as { __tobuVisionEngine?: VisionEngine };

/** The process's one vision engine. */
export function visionEngine(): VisionEngine {
  globalForVision.__tobuVisionEngine ??= new VisionEngine();
  return globalForVision.__tobuVisionEngine;
}
