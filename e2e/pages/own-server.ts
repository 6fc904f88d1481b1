import { spawn, type ChildProcess } from "node:child_process";

/**
 * A production server of its own (the build in .next) on `port`, for specs that need a
 * server in a state the shared one must not be in (its database down). Stopped by its pid.
 */
export class OwnServer {
  private child: ChildProcess | undefined;
  readonly url: string;

  constructor(
    private readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  async start() {
    this.child = spawn("npx", ["next", "start", "-H", "127.0.0.1", "-p", String(this.port)], {
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", RATE_LIMIT_SCALE: "50", ...this.env },
      stdio: ["ignore", "ignore", "inherit"],
      detached: true, // its own process group: stop() ends npx and the server under it
    });
    for (let attempt = 0; attempt < 240; attempt++) {
      if (this.child.exitCode !== null) throw new Error(`server on port ${this.port} exited with ${this.child.exitCode}`);
      const ready = await fetch(`${this.url}/sign-in`).then((r) => r.status < 500, () => false);
      if (ready) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`server on port ${this.port} did not start`);
  }

  async stop() {
    const child = this.child;
    if (!child?.pid || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    process.kill(-child.pid, "SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    if (child.exitCode === null) process.kill(-child.pid, "SIGKILL");
  }
}
