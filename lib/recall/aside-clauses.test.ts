import { describe, expect, it } from "vitest";
import { withoutAsides } from "./aside-clauses";

const asOf = new Date("2025-11-15T12:00:00Z");

describe("withoutAsides", () => {
  it("drops what the user says of now: who is asking, what they want to do with the answer, how they feel", () => {
    expect(withoutAsides("that night we went live with the banking project, what time did we finally go live? new joinee is asking for war stories lol", asOf)).toBe(
      "that night we went live with the banking project, what time did we finally go live?",
    );
    expect(withoutAsides("in kodai who refused to get into the boat and what did she say, i want to tease her lol", asOf)).toBe("in kodai who refused to get into the boat and what did she say,");
    expect(withoutAsides("when did my amma appa come stay with us, making a photobook for appa's bday", asOf)).toBe("when did my amma appa come stay with us,");
    expect(withoutAsides("what happened last year, priya is making a family newsletter and wants stuff from me", asOf)).toBe("what happened last year,");
    expect(withoutAsides("how has my career gone since i came back from leave, feeling reflective today", asOf)).toBe("how has my career gone since i came back from leave,");
    expect(withoutAsides("how do Amma and my mom get along whenever they are together, they are so funny", asOf)).toBe("how do Amma and my mom get along whenever they are together,");
    expect(withoutAsides("My daughter is asking, what did we do at Easter?", asOf)).toBe("what did we do at Easter?");
    expect(withoutAsides("How has my mother's condition changed across my visits? I would like an honest picture.", asOf)).toBe("How has my mother's condition changed across my visits?");
    // A subject said with which one it is, a clause after "and", and the present perfect of now.
    expect(withoutAsides("Show me when I flunked my checkride and when I passed it. My friend from church is about to do hers and she's a nervous wreck.", asOf)).toBe("Show me when I flunked my checkride and when I passed it.");
    expect(withoutAsides("Can you pull up the send-off for Lou? I want to send him a picture, he's been a bit down lately", asOf)).toBe("Can you pull up the send-off for Lou?");
  });

  it("keeps clauses that tell the past, a time, a guess or the thing itself", () => {
    for (const text of [
      "the trip to Lisbon, I think with Anna",
      "the beach day, it was 2023 I guess",
      "photos of the house we own, the garden",
      "what did we eat in Rome, making pasta with Nonna was the best",
      "the concert, my brother was there",
      "I'm looking for the photos of the beach, where was that?",
      "what did Joseph read to me, once he could see again",
      "the festival in July, we camped by the river",
      "every memory I have with mami in it, or about her",
      "There's an old snapshot of Neto in his shop, the one I found digging for the papers. Where did that go?",
      "Does Tomás make it home for the holidays? It feels like he's always away on that ship",
      "I should like to see the whole story of the boat restoration, from beginning to end.",
      "I'd love to see the beach days, the ones with Ana",
      "everything we own from grandma, and where it came from",
      "the dinner in Lisbon, my friend from work was there",
      "what did we do in Porto, we've been there twice",
      "my birthday cake, the guy from the bakery is the one who baked it",
      "when did Sam and I go bouldering",
      "the dinner where Anna cooked and we talk about it still",
    ]) {
      expect(withoutAsides(text, asOf)).toBe(text);
    }
  });

  it("never leaves a request empty", () => {
    expect(withoutAsides("my colleague is asking, i want to tease her", asOf)).toBe("my colleague is asking, i want to tease her");
    expect(withoutAsides("they are so funny", asOf)).toBe("they are so funny");
  });
});
