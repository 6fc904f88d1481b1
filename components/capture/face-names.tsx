"use client";

import { useState, type FormEvent } from "react";
import type { WorkspaceFace } from "@/lib/capture/get-capture-workspace";
import { cropStyle } from "./face-crop";

type Props = {
  faces: WorkspaceFace[];
  disabled: boolean;
  onName: (face: WorkspaceFace, name: string) => Promise<boolean>;
  /** The answer to "Is this Jim?": yes names the face, no never offers that name for it again. */
  onAnswer: (face: WorkspaceFace, name: string, answer: "yes" | "no") => Promise<boolean>;
};

function FaceSuggestion({ face, name, disabled, onAnswer }: { face: WorkspaceFace; name: string; disabled: boolean; onAnswer: Props["onAnswer"] }) {
  return (
    <div data-testid="face-suggestion" className="flex flex-col items-center gap-0.5 text-center text-xs text-stone-700">
      <span>Is this {name}?</span>
      <span className="flex gap-1">
        <button type="button" data-testid="face-suggestion-yes" disabled={disabled} onClick={() => onAnswer(face, name, "yes")} className="rounded border border-stone-300 px-1.5 hover:border-brand-500">
          Yes
        </button>
        <button type="button" data-testid="face-suggestion-no" disabled={disabled} onClick={() => onAnswer(face, name, "no")} className="rounded border border-stone-300 px-1.5 hover:border-brand-500">
          No
        </button>
      </span>
    </div>
  );
}

function FaceName({ face, disabled, onName, onAnswer }: { face: WorkspaceFace; disabled: boolean; onName: Props["onName"]; onAnswer: Props["onAnswer"] }) {
  const [value, setValue] = useState(face.name ?? "");
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (value.trim() && value.trim() !== face.name) await onName(face, value.trim());
  }
  return (
    <li data-testid="face" data-named={face.name ? "true" : "false"} className="flex w-24 flex-col items-center gap-1">
      <div role="img" aria-label={face.name ? `Face of ${face.name}` : "A face in the photo"} style={cropStyle(face)} className="size-16 rounded-full border border-stone-200 bg-stone-100 bg-no-repeat" />
      {!face.name && face.suggestedName ? <FaceSuggestion face={face} name={face.suggestedName} disabled={disabled} onAnswer={onAnswer} /> : null}
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
export function FaceNames({ faces, disabled, onName, onAnswer }: Props) {
  if (!faces.length) return null;
  return (
    <section data-testid="faces" aria-label="Faces in the photos" className="space-y-1">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-stone-500">Faces in the photos</h3>
      <ul className="flex flex-wrap gap-2">
        {faces.map((face) => (
          <FaceName key={`${face.photoId}-${face.faceIndex}-${face.name ?? ""}`} face={face} disabled={disabled} onName={onName} onAnswer={onAnswer} />
        ))}
      </ul>
    </section>
  );
}
