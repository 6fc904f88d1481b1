// `npm run bench:vision [-- --out results.json] [-- --dir photos/] [-- --batch 20]`: the offline
// photo analysis (lib/vision) on the fixture photos (or the JPEG/PNG/WebP files of --dir),
// one after another as the outbox runs them. Prints per photo and per stage (decode, faces,
// objects, OCR) the time and what was found, p50/p95 per photo, the analysis of a batch of
// --batch photos (default 20, the fixtures repeated: "20 photos within 40 s of upload"),
// and the peak memory of the analysis process. The models are loaded first, apart.
// Numbers, not assertions: see README for the targets.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { visionEngine } from "@/lib/vision/vision-engine";
import { jpegForModel } from "@/lib/storage/photo-for-model";

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

async function main() {
  const dir = path.resolve(argValue("--dir") ?? path.join("lib", "vision", "fixtures"));
  const batch = Number(argValue("--batch") ?? 20);
  const files = (await readdir(dir)).filter((f) => /\.(jpe?g|png|webp)$/i.test(f)).sort();
  if (!files.length) throw new Error(`no photos in ${dir}`);
  const engine = visionEngine();
  const loadStarted = performance.now();
  await engine.load();
  const loadMs = Math.round(performance.now() - loadStarted);
  console.log(`models loaded in ${loadMs} ms; ${files.length} photos from ${dir}`);

  const inputs = await Promise.all(files.map(async (file) => ({ file, jpeg: await jpegForModel(await readFile(path.join(dir, file))) })));
  // The first photo also loads the OCR model: analysed once before timing.
  await engine.analyse(inputs[0].jpeg);

  const photos = [];
  for (const { file, jpeg } of inputs) {
    const started = performance.now();
    const result = await engine.analyse(jpeg);
    const ms = Math.round(performance.now() - started);
    const faces = result.faces.map((f) => ({ age: f.age, emotion: f.emotion?.label ?? null, score: f.score }));
    const objects = result.objects.map((o) => ({ label: o.label, score: o.score }));
    photos.push({ file, faces, objects, textLines: result.textLines, ms, stagesMs: result.ms });
    const stages = Object.entries(result.ms).map(([k, v]) => `${k} ${v}`).join(", ");
    console.log(
      `${file.padEnd(24)} ${String(ms).padStart(5)} ms (${stages}) faces ${faces.length}${faces.length ? ` [${faces.map((f) => `${f.age}y ${f.emotion}`).join("; ")}]` : ""}; objects [${objects.map((o) => `${o.label} ${o.score}`).join(", ")}]; text [${result.textLines.map((l) => `"${l.text}" ${l.confidence}`).join(", ")}]`,
    );
  }

  const batchStarted = performance.now();
  for (let i = 0; i < batch; i++) await engine.analyse(inputs[i % inputs.length].jpeg);
  const batchMs = Math.round(performance.now() - batchStarted);

  const times = photos.map((p) => p.ms);
  const report = {
    photos,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    peakRssMb: await engine.peakRssMb(),
    loadMs,
    batch: { photos: batch, ms: batchMs },
  };
  console.log(`p50 ${report.p50Ms} ms, p95 ${report.p95Ms} ms per photo; ${batch} photos in ${(batchMs / 1000).toFixed(1)} s; peak memory of the analysis process ${report.peakRssMb} MB`);
  const out = argValue("--out");
  if (out) {
    await writeFile(out, JSON.stringify(report, null, 2));
    console.log(`wrote ${out}`);
  }
  engine.stop();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
