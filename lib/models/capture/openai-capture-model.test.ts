import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { addCaptureTurn } from "@/lib/capture/add-capture-turn";
import { addPhotoToDraft } from "@/lib/capture/add-photo-to-draft";
import { getCaptureWorkspace } from "@/lib/capture/get-capture-workspace";
import { requestFirstDraft } from "@/lib/capture/request-first-draft";
import { retryAssistantTurn } from "@/lib/capture/retry-assistant-turn";
import { makePhoto } from "@/lib/testing/make-photo";
import { useFakeOpenAI } from "@/lib/testing/use-fake-openai";
import { useTestDatabase } from "@/lib/testing/test-database";
import { captureModelForEnv } from "./capture-model-for-env";

const db = useTestDatabase();
const fake = useFakeOpenAI({ timeoutMs: 1500, maxRetries: 1 });

beforeAll(async () => {
  process.env.DATA_DIR = await mkdtemp(path.join(os.tmpdir(), "tobu-openai-capture-"));
});

const draft = {
  title: "Picnic by the lagoon",
  summary: "Three friends picnic by a lagoon on a hot afternoon.",
  details: { dates: ["summer 2023"], locations: ["Humboldt Park"], people: [], activities: ["picnic"], emotions: ["happy"], objects: ["grill"] },
  nextQuestion: "Who is with you?",
  sceneDescription: "Three adults on a plaid blanket beside a lagoon, a small grill smoking.",
};

async function newDraft(email: string) {
  const user = await db.prisma().user.create({ data: { email } });
  const { memoryId } = await addPhotoToDraft({ userId: user.id, bytes: await makePhoto({ width: 1600, height: 1200, takenAt: "2023:06:24 14:30:00", gps: { latitude: 41.9, longitude: -87.7 } }), fileName: "a.jpg" });
  return { userId: user.id, memoryId };
}

describe("capture through an OpenAI-compatible API (fake server)", () => {
  it("is chosen when an API is configured", () => {
    expect(captureModelForEnv().kind).toBe("api");
  });

  it("sends the photo as a resized JPEG data URL with its EXIF facts and asks for a JSON schema", async () => {
    const { userId, memoryId } = await newDraft("a@example.com");
    fake().reply({ kind: "json", body: draft });
    expect(await requestFirstDraft(userId, memoryId)).toEqual({ ok: true });
    const request = fake().requests[0].body;
    expect(request.model).toBe("gpt-4o-mini");
    expect(request.response_format.type).toBe("json_schema");
    expect(request.response_format.json_schema.schema.required).toEqual(expect.arrayContaining(["title", "summary", "details", "nextQuestion", "sceneDescription"]));
    const content = request.messages[1].content;
    expect(content[0].text).toContain("2023-06-24T14:30");
    expect(content[0].text).toContain("41.9");
    expect(content[1].type).toBe("image_url");
    expect(content[1].image_url.url).toMatch(/^data:image\/jpeg;base64,\/9j\//);

    const ws = (await getCaptureWorkspace(userId, memoryId))!;
    expect(ws.title).toBe("Picnic by the lagoon");
    expect(ws.details.map((d) => d.value)).toEqual(expect.arrayContaining(["June 24, 2023", "summer 2023", "Humboldt Park", "picnic", "grill"]));
    expect(ws.messages.at(-1)).toMatchObject({ content: "Who is with you?", status: "complete" });
    expect((await db.prisma().memory.findUniqueOrThrow({ where: { id: memoryId } })).sceneDescription).toBe(draft.sceneDescription);
  });

  it("gives the model the offline analysis of the photo as extra context: people counted, text read", async () => {
    const { userId, memoryId } = await newDraft("vision@example.com");
    const photo = await db.prisma().mediaAsset.findFirstOrThrow({ where: { userId, memoryId } });
    const result = { width: 1024, height: 768, faces: [], objects: [{ label: "person", score: 0.7, box: { x: 0, y: 0, w: 0.5, h: 1 } }, { label: "cup", score: 0.6, box: { x: 0.5, y: 0.5, w: 0.2, h: 0.2 } }], textLines: [{ text: "EUROSTAR", confidence: 0.99 }], ms: {} };
    await db.prisma().photoAnalysis.update({ where: { mediaId: photo.id, userId }, data: { status: "DONE", result } });
    fake().reply({ kind: "json", body: draft });
    expect(await requestFirstDraft(userId, memoryId)).toEqual({ ok: true });
    const text: string = fake().requests.at(-1)!.body.messages[1].content[0].text;
    expect(text).toContain('"offlineAnalysis":{"peopleCount":1,"objects":["cup"],"textRead":["EUROSTAR"]}');
  });

  it("refines with the text model from the chat and the current draft, keeping a hand-written title", async () => {
    const { userId, memoryId } = await newDraft("b@example.com");
    fake().reply({ kind: "json", body: draft });
    await requestFirstDraft(userId, memoryId);
    await db.prisma().memory.update({ where: { id: memoryId }, data: { title: "My title", titleEdited: true } });
    fake().reply({ kind: "json", body: { ...draft, title: "Model title", summary: "Dana, Marcus and Priya picnic.", details: { ...draft.details, people: ["Marcus (boyfriend)", "Priya (best friend)"] }, nextQuestion: "How did it feel?" } });
    expect(await addCaptureTurn(userId, memoryId, "me, my boyfriend marcus and my best friend priya")).toEqual({ ok: true });
    const request = fake().requests.at(-1)!.body;
    expect(request.messages[1].content).toContain('"keepAsIs":["title"]');
    expect(request.messages.at(-1)).toEqual({ role: "user", content: "me, my boyfriend marcus and my best friend priya" });
    expect(request.messages.some((m: { content: unknown }) => Array.isArray(m.content))).toBe(false); // no images on refine
    const ws = (await getCaptureWorkspace(userId, memoryId))!;
    expect(ws.title).toBe("My title");
    expect(ws.summary).toBe("Dana, Marcus and Priya picnic.");
    expect(ws.details.filter((d) => d.key === "people").map((d) => d.value)).toEqual(["Marcus (boyfriend)", "Priya (best friend)"]);
  });

  it.each([
    ["malformed JSON", [{ kind: "text", content: "Sure! A lovely picnic." }], /unexpected format/],
    ["output missing fields", [{ kind: "json", body: { title: "x" } }], /unexpected format/],
    ["a server that hangs", [{ kind: "hang", ms: 5000 }, { kind: "hang", ms: 5000 }], /took too long/],
    ["rate limiting past the retries", [{ kind: "status", status: 429 }, { kind: "status", status: 429 }], /busy/],
  ] as const)("turns %s into a clear error, keeps the user's message, and retries", async (_name, replies, message) => {
    const { userId, memoryId } = await newDraft(`${_name.replace(/\W/g, "")}@example.com`);
    fake().reply({ kind: "json", body: draft });
    await requestFirstDraft(userId, memoryId);
    fake().reply(...replies);
    const outcome = await addCaptureTurn(userId, memoryId, "with my sister Ana at the lake");
    expect(outcome).toEqual({ ok: false, error: expect.stringMatching(message) });
    let ws = (await getCaptureWorkspace(userId, memoryId))!;
    expect(ws.messages.at(-2)).toMatchObject({ role: "user", content: "with my sister Ana at the lake" });
    expect(ws.messages.at(-1)).toMatchObject({ status: "failed", error: expect.stringMatching(/Your text is saved/) });
    expect(ws.assistant).toBe("failed");

    fake().reply({ kind: "json", body: { ...draft, details: { ...draft.details, people: ["Ana (sister)"] }, nextQuestion: "What were you doing?" } });
    expect(await retryAssistantTurn(userId, memoryId)).toEqual({ ok: true });
    ws = (await getCaptureWorkspace(userId, memoryId))!;
    expect(ws.messages.filter((m) => m.role === "user")).toHaveLength(1);
    expect(ws.messages.at(-1)).toMatchObject({ content: "What were you doing?", status: "complete" });
  });

  it("retries a 5xx with back-off inside one call", async () => {
    const { userId, memoryId } = await newDraft("c@example.com");
    fake().reply({ kind: "status", status: 503 }, { kind: "json", body: draft });
    expect(await requestFirstDraft(userId, memoryId)).toEqual({ ok: true });
    expect(fake().requests).toHaveLength(2);
  });
});
