// `npm run photos:reanalyze`: runs the offline photo analysis (lib/vision) for every photo
// without a current result: photos stored before the analysis existed, failed ones, and
// ones analysed by an older engine version (after a model upgrade).
//   npm run photos:reanalyze                      every user's photos
//   npm run photos:reanalyze -- --user <id|email> one user's photos
// Resumable: stop it any time and run it again; it continues with the photos still left.
// Memories already saved get a graph job for the app to run. Stop the app first when it
// uses the embedded database (PGlite allows one process per data directory).
import { getDb } from "@/lib/db/client";
import { countPhotosToReanalyse, reanalysePhotos } from "@/lib/vision/reanalyse-photos";
import { visionEngine } from "@/lib/vision/vision-engine";

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main() {
  const db = await getDb();
  const wanted = argValue("--user");
  let userId: string | undefined;
  if (wanted) {
    const user = await db.user.findFirst({ where: { OR: [{ id: wanted }, { email: wanted }] }, select: { id: true } });
    if (!user) throw new Error(`No user with id or email "${wanted}"`);
    userId = user.id;
  }
  const total = await countPhotosToReanalyse(db, userId);
  console.log(`${total} photo(s) to analyse.`);
  const started = performance.now();
  let done = 0;
  const result = await reanalysePhotos(db, {
    userId,
    onPhoto: ({ mediaId, ok, error }) => {
      done++;
      if (!ok) console.log(`  ${mediaId}: failed (${error})`);
      if (done % 10 === 0 || done === total) console.log(`  ${done}/${total}`);
    },
  });
  visionEngine().stop();
  console.log(`Analysed ${result.analysed} photo(s), ${result.failed} failed, in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  visionEngine().stop();
  process.exit(1);
});
