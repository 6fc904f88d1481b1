// The HEIC decode of lib/storage/decode-heic.ts, in a worker thread (plain JavaScript, loaded
// by path): libheif compiled to WebAssembly (`heic-decode`) takes a CPU-bound half second for
// a 12 MP photo, which must never hold up the server's request handling. Receives
// { id, bytes, maxPixels }, answers { id, width, height, data } (RGBA pixels, transferred),
// { id, tooLarge: { width, height } } or { id, error }.
import { parentPort } from "node:worker_threads";
import heicDecode from "heic-decode";

parentPort.on("message", async ({ id, bytes, maxPixels }) => {
  let images;
  try {
    images = await heicDecode.all({ buffer: new Uint8Array(bytes) });
    const image = images[0];
    if (!image) throw new Error("no image in the HEIF file");
    const { width, height } = image;
    if (width * height > maxPixels) {
      parentPort.postMessage({ id, tooLarge: { width, height } });
      return;
    }
    const { data } = await image.decode();
    const pixels = data.byteOffset === 0 && data.byteLength === data.buffer.byteLength ? data.buffer : data.slice().buffer;
    parentPort.postMessage({ id, width, height, data: pixels }, [pixels]);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  } finally {
    images?.dispose?.();
  }
});
