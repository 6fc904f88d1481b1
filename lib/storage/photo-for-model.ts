import "server-only";
import sharp from "sharp";
import { absoluteMediaPath } from "./media-paths";

/** A stored photo as models see it: a 1024 px JPEG data URL, enough detail at a fraction of the original's size. */
export async function photoDataUrlForModel(originalPath: string): Promise<string> {
  const jpeg = await sharp(absoluteMediaPath(originalPath)).rotate().resize(1024, 1024, { fit: "inside", withoutEnlargement: true }).jpeg({ quality: 82 }).toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
}
