// The photo-analysis child process (plain JavaScript: forked by analyze-photo.ts, run by
// node as is). It loads the models once, from files inside node_modules, and answers one
// request at a time over IPC: { id, image (bytes), stages } -> { id, result } | { id, error }.
// Nothing here may reach the network: fetch is replaced by a reader of the package folders.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const require = createRequire(import.meta.url);
const humanDir = path.resolve(path.dirname(require.resolve("@vladmandic/human")), "..");
const wasmDir = path.resolve(path.dirname(require.resolve("@tensorflow/tfjs-backend-wasm")), "..");

const MAX_SIDE = 1024; // detectors work on at most this many pixels a side
const MIN_OBJECT_SCORE = Number(process.env.VISION_MIN_OBJECT_SCORE ?? 0.4);
const MIN_FACE_SCORE = 0.6;
const MIN_TEXT_CONFIDENCE = 0.8;

/** Serves file:// URLs from disk; anything else is refused (nothing is downloaded). */
globalThis.fetch = async (input) => {
  const url = typeof input === "string" ? input : input.url ?? String(input);
  if (!url.startsWith("file://")) throw new Error(`vision worker: refused to fetch ${url}`);
  const bytes = await readFile(fileURLToPath(url));
  return new Response(bytes, { status: 200, headers: { "content-type": url.endsWith(".json") ? "application/json" : "application/octet-stream" } });
};

// The package's exports map refuses this build, so it is required by path.
const { Human } = require(path.join(humanDir, "dist", "human.node-wasm.js"));
const sharp = require("sharp");

const human = new Human({
  backend: "wasm",
  wasmPath: pathToFileURL(path.join(wasmDir, "dist") + path.sep).href,
  wasmPlatformFetch: false,
  modelBasePath: pathToFileURL(path.join(humanDir, "models") + path.sep).href,
  cacheModels: false,
  debug: false,
  warmup: "none",
  cacheSensitivity: 0, // photos, not video frames: never reuse an earlier result
  filter: { enabled: false },
  face: {
    enabled: true,
    detector: { enabled: true, rotation: false, maxDetected: 20, minConfidence: MIN_FACE_SCORE, return: false },
    mesh: { enabled: false },
    iris: { enabled: false },
    attention: { enabled: false },
    description: { enabled: true },
    emotion: { enabled: true, minConfidence: 0.2 },
    antispoof: { enabled: false },
    liveness: { enabled: false },
    gear: { enabled: false },
  },
  body: { enabled: false },
  hand: { enabled: false },
  gesture: { enabled: false },
  segmentation: { enabled: false },
  object: { enabled: true, modelPath: "centernet.json", minConfidence: MIN_OBJECT_SCORE, maxDetected: 20 },
});

let ocr; // loaded on the first request that asks for text

async function loadOcr() {
  if (!ocr) {
    const { default: Ocr } = await import("@gutenye/ocr-node");
    ocr = await Ocr.create();
  }
  return ocr;
}

const round = (n, digits = 3) => Math.round(n * 10 ** digits) / 10 ** digits;
const relativeBox = ([x, y, w, h], width, height) => ({ x: round(x / width), y: round(y / height), w: round(w / width), h: round(h / height) });

/** A HEIC's primary image as raw RGBA for sharp (heic-decode: libheif in WebAssembly, bundled). */
async function decodeHeic(bytes) {
  const { default: heicDecode } = await import("heic-decode");
  const images = await heicDecode.all({ buffer: bytes });
  try {
    if (!images[0]) throw new Error("no image in the HEIF file");
    const { width, height } = images[0];
    const { data } = await images[0].decode();
    return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } });
  } finally {
    images.dispose?.();
  }
}

async function decode(bytes, heic) {
  const { data, info } = await (heic ? await decodeHeic(bytes) : sharp(bytes)).rotate().resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true }).removeAlpha().toColourspace("srgb").raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const ANIMALS = new Set(["bird", "cat", "dog", "horse", "sheep", "cow", "elephant", "bear", "zebra", "giraffe", "teddy bear"]);
const overlap = (a, b) => Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));

/** The face detector also fires on pets: a face inside an animal and in no person is dropped. */
function isAnimalFace(face, objects) {
  const area = face.box.w * face.box.h || 1;
  const inAnimal = objects.some((object) => ANIMALS.has(object.label) && overlap(face.box, object.box) / area > 0.6);
  const inPerson = objects.some((object) => object.label === "person" && overlap(face.box, object.box) / area > 0.3);
  return inAnimal && !inPerson;
}

async function runStage(tensor, stage) {
  human.config.face.enabled = stage === "face";
  human.config.object.enabled = stage === "object";
  const started = performance.now();
  const result = await human.detect(tensor);
  return { result, ms: performance.now() - started };
}

async function detect(image) {
  const tensor = human.tf.tensor4d(new Int32Array(image.data), [1, image.height, image.width, 3], "int32");
  try {
    // Human merges per-call overrides into its config for good, so the stages are switched
    // on the config itself, one pass each, to time them apart.
    const facesResult = await runStage(tensor, "face");
    const objectsResult = await runStage(tensor, "object");
    const faces = facesResult.result.face
      .filter((face) => face.boxScore >= MIN_FACE_SCORE)
      .map((face) => ({
        box: relativeBox(face.box, image.width, image.height),
        score: round(face.boxScore, 2),
        age: typeof face.age === "number" ? Math.round(face.age) : null,
        emotion: face.emotion?.[0] ? { label: face.emotion[0].emotion, score: round(face.emotion[0].score, 2) } : null,
        embedding: face.embedding?.length ? Array.from(face.embedding, (v) => round(v, 4)) : [],
      }));
    const objects = objectsResult.result.object
      .filter((object) => object.score >= MIN_OBJECT_SCORE)
      .map((object) => ({ label: object.label, score: round(object.score, 2), box: relativeBox(object.box, image.width, image.height) }));
    return { faces: faces.filter((face) => !isAnimalFace(face, objects)), objects, facesMs: facesResult.ms, objectsMs: objectsResult.ms };
  } finally {
    tensor.dispose();
  }
}

async function readText(image) {
  const engine = await loadOcr();
  const jpeg = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
  const lines = await engine.detect(jpeg);
  return lines
    .map((line) => ({ text: line.text.replace(/\s+/g, " ").trim(), confidence: round(line.mean, 2) }))
    .filter((line) => line.confidence >= MIN_TEXT_CONFIDENCE && (line.text.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= 2);
}

let ready;
function load() {
  ready ??= (async () => {
    await human.load();
    await human.tf.ready();
    await loadOcr();
  })().catch((error) => {
    ready = undefined; // the next request tries again
    throw error;
  });
  return ready;
}

async function analyse({ image, heic, stages }) {
  await load();
  const ms = {};
  let started = performance.now();
  const decoded = await decode(Buffer.from(image), heic === true);
  ms.decode = performance.now() - started;
  const { faces, objects, facesMs, objectsMs } = await detect(decoded);
  ms.faces = facesMs;
  ms.objects = objectsMs;
  let textLines = [];
  if (stages?.text !== false) {
    started = performance.now();
    textLines = await readText(decoded);
    ms.text = performance.now() - started;
  }
  for (const key of Object.keys(ms)) ms[key] = Math.round(ms[key]);
  return { width: decoded.width, height: decoded.height, faces, objects, textLines, ms };
}

// One request at a time: the models are not reentrant and the machine has few cores.
let queue = Promise.resolve();
process.on("message", (message) => {
  if (message?.type === "load") {
    queue = queue.then(() => load().then(() => process.send({ id: message.id, result: { loaded: true } }), (error) => process.send({ id: message.id, error: String(error?.stack ?? error) })));
    return;
  }
  if (message?.type === "stats") {
    // maxRSS is in kilobytes: this process's peak resident memory so far.
    process.send({ id: message.id, result: { peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024) } });
    return;
  }
  if (message?.type !== "analyse") return;
  queue = queue.then(async () => {
    try {
      process.send({ id: message.id, result: await analyse(message) });
    } catch (error) {
      process.send({ id: message.id, error: String(error?.message ?? error) });
    }
  });
});
process.on("disconnect", () => process.exit(0));
process.send?.({ type: "started" });
