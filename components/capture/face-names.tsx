"use client";

import { useState, type FormEvent } from "react";
import type { WorkspaceFace } from "@/lib/capture/get-capture-workspace";
import { cropStyle } from "./face-crop";

type Props = {
  faces: WorkspaceFace[];
  disabled: boolean;
  onName: (face: WorkspaceFace, name: string) => Promise<boolean>;
};

function FaceName({ face, disabled, onName }: { face: WorkspaceFace; disabled: boolean; onName: Props["onName"] }) {
  const [value, setValue] = useState(face.name ?? "");
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (value.trim() && value.trim() !== face.name) await onName(face, value.trim());
  }
  return (
    <li data-testid="face" data-named={face.name ? "true" : "false"} className="flex w-24 flex-col items-center gap-1">
      <div role="img" aria-label={face.name ? `Face of ${face.name}` : "A face in the photo"} style={cropStyle(face)} className="size-16 rounded-full border border-stone-200 bg-stone-100 bg-no-repeat" />
      <form onSubmit={submit} className="w-full">
        <input
          data-testid="face-name"
          aria-label="Who is this?"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          maxLength={80}
          placeholder="Who is this?"
          disabled={disabled}
          className="w-full rounded-md border border-stone-300 px-1.5 py-0.5 text-center text-xs outline-none focus:border-brand-500"
        />
        <button type="submit" disabled={disabled || !value.trim()} className="sr-only">
          Name this face
        </button>
      </form>
    </li>
  );
}

/** Faces found in the photos: the person names them; a name becomes a person of the memory. */
export function FaceNames({ faces, disabled, onName }: Props) {
  if (!faces.length) return null;
  return (
    <section data-testid="faces" aria-label="Faces in the photos" className="space-y-1">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-stone-500">Faces in the photos</h3>
      <ul className="flex flex-wrap gap-2">
        {faces.map((face) => (
          <FaceName key={`${face.photoId}-${face.faceIndex}-${face.name ?? ""}`} face={face} disabled={disabled} onName={onName} />
        ))}
      </ul>
    </section>
  );
}
