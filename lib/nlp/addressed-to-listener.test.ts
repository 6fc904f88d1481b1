import { describe, expect, it } from "vitest";
import { addressedSentences, ownStory } from "./addressed-to-listener";

// A sentence the user says *to* someone about that person ("your garden looks lovely") tells
// that person's story, not the user's own: recall counts its words as weaker evidence.

const words = (s: { tokens: { value: string; pos: string }[] }) =>
  s.tokens
    .filter((t) => t.pos !== "PUNCT" && t.pos !== "SPACE")
    .map((t) => t.value)
    .join(" ");

describe("addressedSentences", () => {
  it("says which sentences speak in the user's own voice ('I', 'my', 'we')", () => {
    const own = addressedSentences("The poor dog. We walked my dog Biscuit. Good dog!").map((s) => s.ownVoice);
    expect(own).toEqual([false, true, false]);
  });

  it("hears the user's own voice in a sentence that leaves its subject out ('Walked the dog ...')", () => {
    const own = addressedSentences("Walked the dog along the canal. Took the boat out at dawn. Spending the day at the beach. Look at this dog!").map((s) => s.ownVoice);
    expect(own).toEqual([true, true, true, false]);
  });

  const addressed = (text: string) => addressedSentences(text).filter((s) => s.addressed).map(words);

  it("finds sentences about the listener, in the second person", () => {
    expect(addressed("We baked bread on Sunday. Your garden looks lovely! How did you grow those tomatoes?")).toEqual([
      "Your garden looks lovely",
      "How did you grow those tomatoes",
    ]);
  });

  it("keeps the user's own sentences, even when they mention the listener in passing", () => {
    expect(addressed("I planted beans with my brother. I told you about my new greenhouse. I'm so proud of you!")).toEqual([]);
  });

  it("counts a sentence that is more about the listener than about the user", () => {
    expect(addressed("Glad you and your kids loved the zoo trip, I think.")).toEqual(["Glad you and your kids loved the zoo trip I think"]);
  });

  it("counts a question asked of the listener, which tells nothing the user did", () => {
    expect(addressed("We went to the fair. Any plans for the weekend? How did they like the fair? Did I ever show my quilt?")).toEqual([
      "Any plans for the weekend",
      "How did they like the fair",
    ]);
  });

  it("counts a question the user reports asking, framed by 'I asked her', as said to the listener", () => {
    expect(addressed("Linda called after. Is your husband Rodel home yet, I asked her. I said to Ana, your garden is lovely.")).toEqual([
      "Is your husband Rodel home yet I asked her",
      "I said to Ana your garden is lovely",
    ]);
  });

  it("reads each quoted chat turn of a summary as a sentence of its own, ended or not", () => {
    const summary = "A call with Linda. In your words: “Linda called after the snowstorm, we talked for an hour” “Is your husband Rodel home yet, I asked her. I shovelled the drive.”";
    expect(addressed(summary)).toEqual(["In your words", "Is your husband Rodel home yet I asked her"]);
    expect(ownStory(summary)).not.toContain("husband");
    expect(ownStory(summary)).toContain("we talked for an hour");
  });

  it("reads each line of the user's chat turns as a sentence of its own, ended or not", () => {
    const turns = "Linda called after the snowstorm, we talked for an hour\nIs your husband Rodel home yet, I asked her. I shovelled the drive.";
    expect(addressed(turns)).toEqual(["Is your husband Rodel home yet I asked her"]);
    expect(ownStory(turns)).toBe("Linda called after the snowstorm, we talked for an hour\nI shovelled the drive.");
  });

  it("keeps a sentence the frame does not stand apart from, or that tells of the user", () => {
    expect(addressed("I asked her about your plan. Is my husband home yet, I asked her. I told you my knee hurt, I said.")).toEqual([]);
  });

  it("keeps every word of the text, in order, across the two kinds", () => {
    const all = addressedSentences("Hi Sam! Your dog is cute. I adopted a cat.");
    // "Hi Sam!" calls the listener by name: it tells nothing the speaker did.
    expect(all.map((s) => s.addressed)).toEqual([true, true, false]);
    expect(all.map(words).join(" ")).toBe("Hi Sam Your dog is cute I adopted a cat");
  });

  it("counts calling the listener by a name the text greets them with as speaking to them", () => {
    expect(addressed("Hey Mel! That charity race sounds great, Mel! The kids look so cute, Mel. I ran a race too, Mel!")).toEqual([
      "Hey Mel",
      "That charity race sounds great Mel",
      "The kids look so cute Mel",
    ]);
  });

  it("never takes a place or a person named after a comma for the listener", () => {
    expect(addressed("We went to Lisbon, Portugal. It rained in Porto, Portugal! Dinner was with my sister, Anna.")).toEqual([]);
    // Nobody was greeted as Anna: a name at the end is no one spoken to.
    expect(addressed("The cake was baked by Anna. It was lovely, Anna!")).toEqual([]);
  });

  it("counts replies to the listener's news said without 'I' (sympathy, congratulations, how it sounds)", () => {
    expect(addressed("Oops, sorry 'bout the accident! Congrats on the new job! Sounds like a blast. Sorry I was late to the party.")).toEqual([
      "Oops sorry bout the accident",
      "Congrats on the new job",
      "Sounds like a blast",
    ]);
    expect(addressed("That mountaineering trip sounds amazing! The case smells of cigars but it sounds sweet.")).toEqual(["That mountaineering trip sounds amazing"]);
    // Congratulations and sympathy reply to the listener's news even when the speaker speaks of themselves.
    expect(addressed("Congrats on the cooking show, I'll be tuning in! I'm so sorry about Max. I'm sorry I forgot the cake.")).toEqual([
      "Congrats on the cooking show I 'll be tuning in",
      "I'm so sorry about Max",
    ]);
  });

  it("tells the speaker's own story as written, without what was said to the listener", () => {
    expect(ownStory("Hey Mel! Your race sounds great. We hiked up Ben Nevis on Saturday. How did the kids like it?")).toBe("We hiked up Ben Nevis on Saturday.");
    expect(ownStory("")).toBe("");
  });

  it("reads text without sentences or words", () => {
    expect(addressedSentences("")).toEqual([]);
    expect(addressed("100% 🎉 ...")).toEqual([]);
  });
});
