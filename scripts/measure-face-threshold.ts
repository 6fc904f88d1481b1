// `npm run bench:faces [-- --dir photos/] [-- --out results.json]`: how well the face
// embeddings of the offline analysis (lib/vision) tell people apart, to choose the similarity
// from which "Is this Jim?" is offered (FACE_SUGGESTION_THRESHOLD in lib/vision/face-similarity.ts).
//
// Labelled pairs come from --dir (default: the fixture photos):
// - a sub-folder per person (`dir/<person>/*.jpg`, as LFW is laid out): the largest face of
//   each photo is that person; photos of one folder are same-person pairs, of two folders
//   different-person pairs;
// - photos at the top of --dir: every face is its own identity. Different-person pairs are
//   faces of one group photo (never the same person twice) and of different photos; same-person
//   pairs are the face and the same face in altered copies of the photo (mirrored, cropped,
//   brighter and darker, smaller and re-compressed, grey). Altered copies are easier than a
//   second photo of the person: recall measured so is an upper bound, precision is what counts.
// Prints both similarity distributions and precision/recall per threshold.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import { faceSimilarity, FACE_SUGGESTION_THRESHOLD } from "@/lib/vision/face-similarity";
import type { RelativeBox } from "@/lib/vision/photo-analysis";
import { visionEngine } from "@/lib/vision/vision-engine";
import { jpegForModel } from "@/lib/storage/photo-for-model";

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

type Face = { identity: string; source: string; embedding: number[] };

/** An altered copy of a photo and where a box of the original lands in it (null: cut off). */
type Variant = { name: string; make: (image: Sharp, width: number, height: number) => Sharp; box: (b: RelativeBox) => RelativeBox | null };

const CROP = 0.1;
const VARIANTS: Variant[] = [
  { name: "mirrored", make: (i) => i.flop(), box: (b) => ({ ...b, x: 1 - b.x - b.w }) },
  {
    name: "cropped",
    make: (i, w, h) => i.extract({ left: Math.round(w * CROP), top: Math.round(h * CROP), width: Math.round(w * (1 - 2 * CROP)), height: Math.round(h * (1 - 2 * CROP)) }),
    box: (b) => {
      const s = 1 - 2 * CROP;
      const moved = { x: (b.x - CROP) / s, y: (b.y - CROP) / s, w: b.w / s, h: b.h / s };
      return moved.x < 0 || moved.y < 0 || moved.x + moved.w > 1 || moved.y + moved.h > 1 ? null : moved;
    },
  },
  { name: "brighter", make: (i) => i.modulate({ brightness: 1.3 }), box: (b) => b },
  { name: "darker", make: (i) => i.modulate({ brightness: 0.7, saturation: 0.8 }), box: (b) => b },
  { name: "smaller", make: (i, w) => i.resize({ width: Math.round(w / 2) }).jpeg({ quality: 55 }), box: (b) => b },
  { name: "grey", make: (i) => i.grayscale(), box: (b) => b },
];

function overlap(a: RelativeBox, b: RelativeBox): number {
  const w = Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x));
  const h = Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));
  const inter = w * h;
  return inter / (a.w * a.h + b.w * b.h - inter);
}

async function facesOf(image: Buffer) {
  return (await visionEngine().analyse(await jpegForModel(image), { text: false })).faces.filter((f) => f.embedding.length);
}

async function main() {
  const dir = path.resolve(argValue("--dir") ?? path.join("lib", "vision", "fixtures"));
  const engine = visionEngine();
  await engine.load();
  const faces: Face[] = [];
  const entries = (await readdir(dir)).sort();
  let photos = 0;
  for (const entry of entries) {
    const full = path.join(dir, entry);
    if ((await stat(full)).isDirectory()) {
      for (const file of (await readdir(full)).filter((f) => /\.(jpe?g|png|webp)$/i.test(f)).sort()) {
        const found = await facesOf(await readFile(path.join(full, file)));
        photos++;
        const largest = found.sort((a, b) => b.box.w * b.box.h - a.box.w * a.box.h)[0];
        if (largest) faces.push({ identity: `person:${entry}`, source: `${entry}/${file}`, embedding: largest.embedding });
      }
      continue;
    }
    if (!/\.(jpe?g|png|webp)$/i.test(entry)) continue;
    const original = await readFile(full);
    const found = await facesOf(original);
    photos++;
    found.forEach((face, i) => faces.push({ identity: `${entry}#${i}`, source: entry, embedding: face.embedding }));
    const { width = 0, height = 0 } = await sharp(original).rotate().metadata();
    for (const variant of VARIANTS) {
      const altered = await variant.make(sharp(original).rotate(), width, height).toBuffer();
      const inVariant = await facesOf(altered);
      found.forEach((face, i) => {
        const expected = variant.box(face.box);
        if (!expected) return;
        const match = inVariant.map((f) => ({ f, o: overlap(expected, f.box) })).sort((a, b) => b.o - a.o)[0];
        if (match && match.o >= 0.5) faces.push({ identity: `${entry}#${i}`, source: `${entry} ${variant.name}`, embedding: match.f.embedding });
      });
    }
    console.log(`${entry}: ${found.length} faces`);
  }
  engine.stop();

  const same: number[] = [];
  const different: { sim: number; a: string; b: string }[] = [];
  for (let i = 0; i < faces.length; i++) {
    for (let j = i + 1; j < faces.length; j++) {
      const sim = faceSimilarity(faces[i].embedding, faces[j].embedding);
      if (faces[i].identity === faces[j].identity) same.push(sim);
      else different.push({ sim, a: faces[i].source, b: faces[j].source });
    }
  }
  const identities = new Set(faces.map((f) => f.identity)).size;
  console.log(`\n${photos} photos, ${identities} identities, ${faces.length} face instances: ${same.length} same-person pairs, ${different.length} different-person pairs`);
  const quantiles = (values: number[]) => {
    const s = [...values].sort((a, b) => a - b);
    const q = (p: number) => (s.length ? s[Math.min(s.length - 1, Math.floor(p * s.length))].toFixed(3) : "-");
    return `min ${q(0)} p10 ${q(0.1)} p50 ${q(0.5)} p90 ${q(0.9)} max ${s.length ? s[s.length - 1].toFixed(3) : "-"}`;
  };
  console.log(`same person:      ${quantiles(same)}`);
  console.log(`different people: ${quantiles(different.map((d) => d.sim))}`);
  const top = [...different].sort((a, b) => b.sim - a.sim).slice(0, 3);
  console.log(`most alike different people: ${top.map((d) => `${d.sim.toFixed(3)} (${d.a} / ${d.b})`).join("; ")}`);

  const rows = [];
  console.log("\nthreshold  precision  recall  (same-person pairs offered / different-person pairs offered)");
  for (let t = 0.3; t <= 0.991; t += 0.02) {
    const tp = same.filter((s) => s >= t).length;
    const fp = different.filter((d) => d.sim >= t).length;
    const precision = tp + fp ? tp / (tp + fp) : 1;
    const recall = same.length ? tp / same.length : 0;
    rows.push({ threshold: Number(t.toFixed(2)), precision, recall, tp, fp });
    console.log(`${t.toFixed(2).padStart(9)}  ${precision.toFixed(3).padStart(9)}  ${recall.toFixed(3).padStart(6)}  (${tp} / ${fp})${Math.abs(t - FACE_SUGGESTION_THRESHOLD) < 0.001 ? "  <- FACE_SUGGESTION_THRESHOLD" : ""}`);
  }
  const out = argValue("--out");
  if (out) {
    await writeFile(out, JSON.stringify({ dir, photos, identities, faces: faces.length, samePairs: same.length, differentPairs: different.length, rows }, null, 2));
    console.log(`wrote ${out}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
