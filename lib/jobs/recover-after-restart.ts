import "server-only";
import { failInterruptedCaptureTurns } from "@/lib/capture/fail-interrupted-turns";
import { databaseKind } from "@/lib/db/client";
import { failInterruptedRecallAnswers } from "@/lib/recall/fail-interrupted-answers";
import { sweepOrphanMedia } from "@/lib/storage/sweep-orphan-media";

// Another server process (PostgreSQL server) may be mid-upload: its files are left alone this long.
const UPLOAD_GRACE_MS = 10 * 60_000;

type RecoveryReport = { captureTurns: number; recallAnswers: number; orphanFiles: number };

/**
 * What a crash (kill -9, power loss) can leave behind, repaired when a server starts:
 * assistant turns left pending (marked failed, so Retry works at once) and media files
 * written for an upload whose row never committed (removed). Each step runs even when
 * another fails; failures are logged, never fatal.
 */
export async function recoverAfterRestart(now = new Date()): Promise<RecoveryReport> {
  const report: RecoveryReport = { captureTurns: 0, recallAnswers: 0, orphanFiles: 0 };
  const steps: [keyof RecoveryReport, () => Promise<number>][] = [
    ["captureTurns", failInterruptedCaptureTurns],
    ["recallAnswers", failInterruptedRecallAnswers],
    ["orphanFiles", async () => (await sweepOrphanMedia(await uploadsSettledBefore(now))).removedFiles],
  ];
  for (const [name, step] of steps) {
    try {
      report[name] = await step();
    } catch (error) {
      console.error(`recovery after restart: ${name} failed`, error);
    }
  }
  if (report.captureTurns || report.recallAnswers || report.orphanFiles) console.info("recovered after restart", report);
  return report;
}

/** Files written before this belong to no upload still running. */
async function uploadsSettledBefore(now: Date): Promise<Date> {
  const processStart = now.getTime() - process.uptime() * 1000;
  // PGlite: one process per data directory, so every earlier upload is over.
  if ((await databaseKind()) === "pglite") return new Date(processStart);
  return new Date(Math.min(processStart, now.getTime() - UPLOAD_GRACE_MS));
}
