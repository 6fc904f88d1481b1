import type { CSSProperties } from "react";
import type { RelativeBox } from "@/lib/vision/photo-analysis";

/** A face found in a photo: its box and the photo's thumbnail (the capture page, the People page). */
export type FaceToCrop = { box: RelativeBox; thumbnailUrl: string; /** The photo's width / height. */ aspect: number };

/**
 * A square around the face, cut from the photo's thumbnail (boxes are fractions of the
 * photo's width and height, so the square's sides differ in fractions when the photo is not square).
 */
export function cropStyle(face: FaceToCrop): CSSProperties {
  const { x, y, w, h } = face.box;
  const sidePx = Math.max(w * face.aspect, h, 0.01); // in units of the photo's height
  const sideX = Math.min(1, sidePx / face.aspect);
  const sideY = Math.min(1, sidePx);
  const left = Math.min(Math.max(x + w / 2 - sideX / 2, 0), 1 - sideX);
  const top = Math.min(Math.max(y + h / 2 - sideY / 2, 0), 1 - sideY);
  const position = (start: number, side: number) => (side >= 1 ? 0 : (start / (1 - side)) * 100);
  return {
    backgroundImage: `url(${face.thumbnailUrl})`,
    backgroundSize: `${100 / sideX}% ${100 / sideY}%`,
    backgroundPosition: `${position(left, sideX)}% ${position(top, sideY)}%`,
  };
}
