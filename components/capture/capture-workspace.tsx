"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { addMemoryDetailAction, removeMemoryDetailAction, updateMemoryFieldsAction, type MemoryActionResult } from "@/app/(app)/memories/actions";
import { answerFaceSuggestionAction, nameFaceAction, refreshWorkspaceAction, requestFirstDraftAction, retryAssistantAction, saveMemoryAction, sendCaptureMessageAction, type CaptureActionResult } from "@/app/(app)/memories/new/actions";
import { MemoryFieldsForm } from "@/components/memories/memory-fields-form";
import type { CaptureWorkspace as Workspace } from "@/lib/capture/get-capture-workspace";
import type { MemoryView } from "@/lib/memories/get-memory-view";
import { CaptureChat } from "./capture-chat";
import { DetailEditor } from "./detail-editor";
import { EngineNotice } from "./engine-notice";
import { FaceNames } from "./face-names";
import { PhotoUploader } from "./photo-uploader";
import { PhotoViewer } from "./photo-viewer";

const ANALYSIS_POLL_MS = 1_500;
const ANALYSIS_WAIT_MS = 60_000;

/** A memory action's fresh memory, into the workspace (the chat and assistant state stay). */
const withMemory = (w: Workspace, m: MemoryView): Workspace => ({ ...w, title: m.title, summary: m.summary, occurredOn: m.occurredOn, endedOn: m.endedOn, place: m.place, photos: m.photos, details: m.details });

export function CaptureWorkspace({ initial, engine }: { initial: Workspace; engine: "offline" | "api" }) {
  const router = useRouter();
  const [workspace, setWorkspace] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const firstDraftAsked = useRef(false);
  const [analysisWaitOver, setAnalysisWaitOver] = useState(false);
  const waitingForAnalysis = workspace.assistant === "not_started" && workspace.status === "DRAFT" && workspace.photoAnalysis === "pending" && !analysisWaitOver;

  const run = useCallback(async (action: () => Promise<CaptureActionResult | MemoryActionResult>, optimistic?: (w: Workspace) => Workspace) => {
    setBusy(true);
    setError(null);
    if (optimistic) setWorkspace((w) => optimistic(w));
    try {
      const result = await action();
      const fresh = result.data;
      if (fresh) setWorkspace((w) => ("assistant" in fresh ? fresh : withMemory(w, fresh)));
      if (!result.ok) setError(result.error);
      return result;
    } catch {
      setError("We couldn't reach the server. Nothing you typed was lost; check your connection and try again.");
      return { ok: false as const, code: "unavailable" as const, error: "network" };
    } finally {
      setBusy(false);
    }
  }, []);

  // The first draft waits for the offline photo analysis (faces, things, text), polling the
  // workspace, at most ANALYSIS_WAIT_MS: after that it drafts from what is known.
  useEffect(() => {
    if (!waitingForAnalysis) return;
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started > ANALYSIS_WAIT_MS) {
        setAnalysisWaitOver(true);
        return;
      }
      void refreshWorkspaceAction({ memoryId: workspace.id }).then((r) => r.data && setWorkspace(r.data), () => undefined);
    }, ANALYSIS_POLL_MS);
    return () => clearInterval(timer);
  }, [waitingForAnalysis, workspace.id]);

  useEffect(() => {
    if (waitingForAnalysis) return;
    if (workspace.assistant === "not_started" && workspace.status === "DRAFT" && !firstDraftAsked.current) {
      firstDraftAsked.current = true;
      void run(() => requestFirstDraftAction({ memoryId: workspace.id }), (w) => ({
        ...w,
        assistant: "pending",
        messages: [...w.messages, { id: "pending-first", role: "assistant", content: "", status: "pending", error: null }],
      }));
    }
  }, [workspace.assistant, workspace.id, workspace.status, waitingForAnalysis, run]);

  async function send(text: string) {
    const result = await run(() => sendCaptureMessageAction({ memoryId: workspace.id, text }), (w) => ({
      ...w,
      assistant: "pending",
      messages: [...w.messages, { id: `local-${Date.now()}`, role: "user", content: text.trim(), status: "complete", error: null }, { id: "pending", role: "assistant", content: "", status: "pending", error: null }],
    }));
    // The text is stored once the server answered with the workspace, even if the model then failed.
    return !!result.data && "assistant" in result.data && result.data.messages.some((m) => m.role === "user" && m.content === text.trim());
  }

  async function save() {
    const result = await run(() => saveMemoryAction({ memoryId: workspace.id }));
    if (result.ok) {
      setSaved(true);
      router.push("/memories");
      router.refresh();
    }
  }

  const captured = workspace.status === "CAPTURED";
  return (
    <div data-testid="capture-workspace" data-status={workspace.status} className="space-y-4">
      <EngineNotice engine={engine} />
      {error && (
        <p role="alert" data-testid="capture-error" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="space-y-4">
          <PhotoViewer photos={workspace.photos} />
          {workspace.photos.length < 20 && (
            <details className="text-sm">
              <summary className="cursor-pointer text-stone-600">Add more photos</summary>
              <div className="mt-2">
                <PhotoUploader memoryId={workspace.id} existingCount={workspace.photos.length} compact onUploaded={() => void refreshWorkspaceAction({ memoryId: workspace.id }).then((r) => r.data && setWorkspace(r.data))} />
              </div>
            </details>
          )}
          {waitingForAnalysis && (
            <p data-testid="photo-analysis-pending" role="status" className="rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-600">
              Looking at your photos…
            </p>
          )}
          <CaptureChat messages={workspace.messages} assistant={workspace.assistant} sending={busy} onSend={send} onRetry={() => void run(() => retryAssistantAction({ memoryId: workspace.id }))} />
        </div>
        <div className="space-y-5 rounded-2xl border border-stone-200 bg-white p-4">
          <FaceNames
            faces={workspace.faces}
            disabled={busy}
            onName={async (face, name) => (await run(() => nameFaceAction({ memoryId: workspace.id, photoId: face.photoId, faceIndex: face.faceIndex, name }))).ok}
            onAnswer={async (face, name, answer) => (await run(() => answerFaceSuggestionAction({ memoryId: workspace.id, photoId: face.photoId, faceIndex: face.faceIndex, name, answer }))).ok}
          />
          <MemoryFieldsForm memory={workspace} disabled={busy} onSave={async (fields) => (await run(() => updateMemoryFieldsAction({ memoryId: workspace.id, fields }))).ok} />
          <DetailEditor
            details={workspace.details}
            disabled={busy}
            onAdd={async (key, value) => (await run(() => addMemoryDetailAction({ memoryId: workspace.id, detail: { key, value } }))).ok}
            onRemove={(id) => void run(() => removeMemoryDetailAction({ memoryId: workspace.id, detailId: id }))}
          />
          <div className="flex items-center justify-between gap-3 border-t border-stone-200 pt-4">
            <p className="text-xs text-stone-500">{captured ? "Saved. Changes are saved as you make them." : "Draft: saved automatically, come back any time."}</p>
            {!captured && (
              <button type="button" data-testid="save-memory" onClick={save} disabled={busy || saved} className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60">
                Save memory
              </button>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
