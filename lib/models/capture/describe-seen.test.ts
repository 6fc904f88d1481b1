import { describe, expect, it } from "vitest";
import type { PhotoFacts } from "./capture-model";
import { offlineCaptureModel } from "./offline-capture-model";

const photo = (seen?: PhotoFacts["seen"]): PhotoFacts => ({ takenAt: new Date("2026-07-12T15:00:00Z"), place: "Yosemite Valley, California, United States", latitude: 37.7, longitude: -119.6, seen });

describe("the offline draft uses what the photo analysis saw", () => {
  it("mentions the people and things seen, offers them and the text read as Things, and asks about the people", async () => {
    const draft = await offlineCaptureModel.draftMemoryFromPhotos({
      photos: [photo({ people: 3, objects: ["cake", "cup"], textLines: ["HAPPY BIRTHDAY"] }), photo({ people: 2, objects: ["cake"], textLines: [] })],
      sceneDescription: null,
      knownPeople: [],
    });
    expect(draft.title).toBe("Three people with a cake and a cup at Yosemite Valley");
    expect(draft.summary).toContain("The photos show three people with a cake and a cup.");
    expect(draft.summary).toContain("Text in them reads “HAPPY BIRTHDAY”.");
    expect(draft.details.objects).toEqual(["cake", "cup", "“HAPPY BIRTHDAY”"]);
    expect(draft.details.people).toEqual([]); // counted, never named by the engine
    expect(draft.nextQuestion).toBe("Who are the three people in the photos with a cake? Tell me their names and how you know them.");
  });

  it("reads a ticket without people, and asks the usual questions", async () => {
    const draft = await offlineCaptureModel.draftMemoryFromPhotos({ photos: [photo({ people: 0, objects: [], textLines: ["EUROSTAR", "LONDON-PARIS"] })], sceneDescription: null, knownPeople: [] });
    expect(draft.summary).toContain("Text in it reads “EUROSTAR” and “LONDON-PARIS”.");
    expect(draft.details.objects).toEqual(["“EUROSTAR”", "“LONDON-PARIS”"]);
    expect(draft.nextQuestion).toBe("Who is with you here? Tell me their names and how you know them.");
  });

  it("drafts as before while nothing was analysed, and does not ask about the people seen twice", async () => {
    const plain = await offlineCaptureModel.draftMemoryFromPhotos({ photos: [photo()], sceneDescription: null, knownPeople: [] });
    expect(plain.title).toBe("Yosemite Valley, July 2026");
    expect(plain.details.objects).toEqual([]);
    const seen = photo({ people: 1, objects: ["dog"], textLines: [] });
    const first = await offlineCaptureModel.draftMemoryFromPhotos({ photos: [seen], sceneDescription: null, knownPeople: [] });
    const refined = await offlineCaptureModel.refineDraftFromChat({
      photos: [seen],
      sceneDescription: null,
      knownPeople: [],
      conversation: [
        { role: "assistant", content: first.nextQuestion },
        { role: "user", content: "I'm not sure, a stranger who lent us his map." },
      ],
      current: { title: first.title, summary: first.summary, details: first.details, titleEdited: false, summaryEdited: false },
    });
    expect(first.nextQuestion).toMatch(/^Who is the person in the photo with a dog\?/);
    expect(refined.nextQuestion).not.toMatch(/^Who is the person/);
    expect(refined.summary).toContain("The photo shows one person with a dog.");
  });
});
