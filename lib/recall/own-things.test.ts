import { describe, expect, it } from "vitest";
import { buildLexicalIndex, searchLexical, termKey } from "@/lib/recall/lexical-index";
import { answerOffline, memoryDocument } from "@/lib/testing/offline-recall";

// "What's my dog's name?" asks about the user's own dog. A memory where the user only mentions
// one ("The poor dog.", "Good dog."), as people do of a friend's dog in a chat, is no evidence
// that the user has one; the user saying "my dog" or "we" is, and so are the user's own photos.

const asOf = new Date("2026-02-01T12:00:00Z");

const friendsDog = memoryDocument("call", {
  title: "Catching up with Jun",
  summary: "A long call with Jun about her new flat in Helsinki and the trams.",
  userWords: "A tapeworm treatment? The poor dog.\nGood dog. How's the flat?",
  scene: "a photo of a tram in the snow",
});
const ownDog = memoryDocument("walk", {
  title: "Canal walk",
  summary: "A morning walk along the canal.",
  userWords: "Took my dog Biscuit along the canal, he chased the ducks the whole way.",
  scene: "a photo of a brown dog by a canal",
});

describe("a thing the request calls the user's own", () => {
  it("abstains when the user only mentions one, without saying it is theirs", async () => {
    const index = buildLexicalIndex([friendsDog]);
    expect((await answerOffline(index, "What's my dog's name?", asOf)).outcome).toBe("nothing_found");
    expect((await answerOffline(index, "What did I name our dog?", asOf)).outcome).toBe("nothing_found");
  });

  it("answers when the user's own words say it is theirs", async () => {
    const index = buildLexicalIndex([friendsDog, ownDog]);
    expect(await answerOffline(index, "What's my dog's name?", asOf)).toEqual({ outcome: "answered", ids: ["walk"] });
  });

  it("reads the user's turns the summary quotes as the user's turns", async () => {
    const drafted = memoryDocument("drafted", {
      title: "Call with Jun",
      summary: "With my friend at Helsinki on October 4, 2025. In your words: “a long video call with my friend Jun” “A tapeworm treatment? The poor dog. Good dog though.”",
      userWords: "a long video call with my friend Jun\nA tapeworm treatment? The poor dog. Good dog though.",
    });
    const index = buildLexicalIndex([drafted]);
    expect(index.docs.get("drafted")?.seenOnly.has(termKey("dog"))).toBe(true);
    expect((await answerOffline(index, "What's my dog's name?", asOf)).outcome).toBe("nothing_found");
  });

  it("answers when the user tells it with the subject left out, as people write of themselves", async () => {
    const walked = memoryDocument("dawn", { summary: "An early start along the canal.", userWords: "Walked the dog along the canal at dawn. Foggy and cold." });
    const index = buildLexicalIndex([friendsDog, walked]);
    expect(await answerOffline(index, "What's my dog's name?", asOf)).toEqual({ outcome: "answered", ids: ["dawn"] });
  });

  it("answers from the user's own photos, whatever word their own words use for it", async () => {
    const adopted = memoryDocument("cab", {
      summary: "Adopted Poutine from the humane society; she rides in the truck.",
      userWords: "Meet Poutine. I adopted her last week. Grey tabby, about two years old.",
      scene: "a grey tabby cat sitting on the dashboard of a truck cab",
    });
    const index = buildLexicalIndex([friendsDog, adopted]);
    expect(await answerOffline(index, "What is my cat called?", asOf)).toEqual({ outcome: "answered", ids: ["cab"] });
  });

  it("still finds what the user mentions when the request does not call it theirs", async () => {
    const index = buildLexicalIndex([friendsDog]);
    expect(await answerOffline(index, "When did we talk about the poor dog?", asOf)).toEqual({ outcome: "answered", ids: ["call"] });
  });

  it("marks a word found only where the user mentions it without 'I' or 'we'", () => {
    const index = buildLexicalIndex([friendsDog, ownDog]);
    const dog = { term: "dog", keys: [termKey("dog")], relatedKeys: [] };
    const hits = new Map(searchLexical(index, [dog]).map((h) => [h.id, h.perTerm.get("dog")]));
    expect(hits.get("call")).toMatchObject({ direct: true, seen: true });
    expect(hits.get("walk")?.seen).toBeUndefined();
  });
});
