import { describe, expect, it } from "vitest";
import { extractDates } from "./extract-dates";
import { extractMemoryFacts } from "./extract-memory-facts";
import { extractPeople, formatPerson, parsePerson } from "./extract-people";
import { extractPlaces } from "./extract-places";
import { findPeople } from "./people";

const photoDay = { date: new Date("2024-03-31T12:00:00Z"), fromPhoto: true };

describe("offline extraction from the user's words", () => {
  it("finds lower-case names through relations and lists, with the relation", () => {
    expect(extractPeople("me, my girlfriend lena and my best friend okonkwo at the beach")).toEqual([
      { name: "Lena", relation: "girlfriend" },
      { name: "Okonkwo", relation: "best friend" },
    ]);
    expect(extractPeople("My grandson Mateo and our dog Pepper came too. Mateo loved it")).toEqual([
      { name: "Mateo", relation: "grandson" },
      { name: "Pepper", relation: "dog" },
    ]);
    expect(extractPeople("just me and my brother")).toEqual([{ name: null, relation: "brother" }]);
  });

  it("takes a capitalised word shown to be an occasion for no one ('Naadam, our great summer festival', 'For Naadam 2024', 'since Naadam last summer')", () => {
    expect(extractPeople("This is Naadam, our great summer festival of the three manly games")).toEqual([]);
    expect(extractPeople("For Naadam 2024 Batbayar took Oyuka to the opening")).toEqual([
      { name: "Batbayar", relation: null },
      { name: "Oyuka", relation: null },
    ]);
    expect(extractPeople("she has wanted a horse ever since Naadam last summer")).toEqual([]);
    expect(findPeople(["We cooked for the Pongal festival with Amma"]).map((p) => p.name)).toEqual(["Amma"]);
    // A person in apposition is still one: "Priya, my friend from the carnival".
    expect(extractPeople("Priya, my friend from the carnival, came too")).toEqual([{ name: "Priya", relation: "friend" }]);
    expect(findPeople(["I saw Anna last summer at the fair"]).map((p) => p.name)).toEqual(["Anna"]);
  });

  it("takes no one for an animal because of an event named after one ('the horse races', 'the dog show')", () => {
    expect(extractPeople("I took Oyuka and Temka to the horse races at the stadium")).toEqual([
      { name: "Oyuka", relation: null },
      { name: "Temka", relation: null },
    ]);
    expect(findPeople(["I took Oyuka and Temka to the horse races at the stadium"]).map((p) => p.maybePet)).toEqual([false, false]);
    // An animal named beside it is still one: "terrier mix", "our dog".
    expect(extractPeople("this is Pickles, we adopted her. terrier mix")).toEqual([{ name: "Pickles", relation: "dog" }]);
    expect(extractPeople("Walked Nala, our rescue dog, along the beach")).toEqual([{ name: "Nala", relation: "dog" }]);
  });

  it("reads a name followed by the relation, with or without a comma, as that person ('Obinna my husband')", () => {
    expect(extractPeople("Obinna my husband sat in front with his phone")).toEqual([{ name: "Obinna", relation: "husband" }]);
    expect(extractPeople("we drove out with Tamsin my sister and the dog")).toEqual([{ name: "Tamsin", relation: "sister" }]);
    expect(extractPeople("Priya, my best friend, came too")).toEqual([{ name: "Priya", relation: "best friend" }]);
    // The relation's own possession is not a name's relation.
    expect(extractPeople("I lent Kwame my brother's bike")).not.toContainEqual({ name: "Kwame", relation: "brother" });
  });

  it("takes a parent's word said bare ('with Mom', 'Dad drove') for the user's own, never 'her mom' or 'a dad'", () => {
    expect(extractPeople("Christmas Eve at the beach with Mom, swimming")).toEqual([{ name: null, relation: "mom" }]);
    expect(extractPeople("Dad drove us to the lake")).toEqual([{ name: null, relation: "dad" }]);
    expect(extractPeople("her mom came too, and a dad at the park waved")).toEqual([]);
    expect(extractPeople("Mother's Day brunch at the diner")).toEqual([]);
  });

  it("takes what follows a tie's possessive for the relative's thing, never their name ('my grandfather's ceinture fléchée')", () => {
    expect(extractPeople("I wore my grandfather's ceinture fléchée on stage")).toEqual([{ name: null, relation: "grandfather" }]);
    expect(extractPeople("we took my brother's Jeep up the pass")).toEqual([{ name: null, relation: "brother" }]);
    expect(extractPeople("my brother Sam's Jeep broke down")).toContainEqual({ name: "Sam", relation: "brother" });
  });

  it("does not take places, titles of things or shouting for people", () => {
    const people = extractPeople("We drove to Zermatt with Ingrid. The Rolling Stones played Angie. It was MY idea").map((p) => p.name);
    expect(people).toContain("Ingrid");
    expect(people).not.toContain("Zermatt");
    expect(people).not.toContain("MY");
  });

  it("takes no chat shorthand for a name, capitalised where a sentence starts ('Ppl kept asking')", () => {
    expect(extractPeople("Ppl kept asking to take photos. Mati carried one too").map((p) => p.name)).toEqual(["Mati"]);
    expect(findPeople(["Ppl kept asking to take photos. Mati carried one too"]).map((p) => p.name)).toEqual(["Mati"]);
  });

  it("reads a saint's name as a place or a feast, not a person ('St. Mary's', 'Saint Lucia')", () => {
    expect(extractPeople("Our daughter was born at St. Mary's hospital with Obinna there")).toEqual([{ name: "Obinna", relation: null }, { name: null, relation: "daughter" }]);
    expect(extractPeople("we had lunch near St Paul's Cathedral")).toEqual([]);
    expect(extractPeople("sailed to Saint Lucia with Ingrid")).toEqual([{ name: "Ingrid", relation: null }]);
    // Other titles still introduce a person.
    expect(extractPeople("dinner cooked by Chef Marco")).toEqual([{ name: "Marco", relation: null }]);
  });

  it("needs evidence of a name, not just a capital letter", () => {
    expect(extractPeople("We saw Blossom trees in the New park with Jess")).toEqual([{ name: "Jess", relation: null }]);
    expect(extractPeople("Cherry Blossom festival in New York with my sister")).toEqual([{ name: null, relation: "sister" }]);
    expect(extractPeople("Walking along the river, Running late as usual")).toEqual([]);
    // A given name on its own, a name no dictionary has, and a relation word still count.
    expect(extractPeople("we met Blossom at the gate").map((p) => p.name)).toEqual(["Blossom"]);
    expect(extractPeople("Kwame opened the gift").map((p) => p.name)).toEqual(["Kwame"]);
  });

  it("does not take a capitalised word naming a kind of thing for a person in the graph's finder either", () => {
    expect(findPeople(["We saw Blossom trees in the New park with Jess"]).map((p) => p.name)).toEqual(["Jess"]);
  });

  it("takes a name that is also a preposition for a name where only a name can stand ('Per's grave', 'the way Per taught me')", () => {
    expect(findPeople(["Per's grave. I waxed the skis the way Per taught me, then went skiing with Per and Kari."]).map((p) => p.name).sort()).toEqual(["Kari", "Per"]);
    expect(findPeople(["We paid 20 kroner per person. Rise up In the morning, Jess!"]).map((p) => p.name)).toEqual(["Jess"]);
    // Capture's people too.
    expect(extractMemoryFacts("We went kayaking with Per. Per's old paddle still works.", { reference: photoDay }).people).toEqual([{ name: "Per", relation: null }]);
    expect(extractMemoryFacts("We paid 20 kroner per person.", { reference: photoDay }).people).toEqual([]);
  });

  it("reads a friend named like a month as the friend, never as the month", () => {
    const facts = extractMemoryFacts("a long video call with my friend Jun, who moved to Helsinki", { reference: photoDay });
    expect(facts.people).toEqual([{ name: "Jun", relation: "friend" }]);
    expect(facts.dates).toEqual([]);
    expect(facts.resolvedDate).toBeNull();
    expect(extractMemoryFacts("my sister May came over in June", { reference: photoDay }).people).toEqual([{ name: "May", relation: "sister" }]);
  });

  it("takes neither a dictionary word opening a sentence, nor slang or a weekday's short form, for a person", () => {
    const texts = ["Gonna continue my edu. Fri was fun and Tues too. Music is my escape. Change is hard. Art is coming over with Priya."];
    expect(findPeople(texts).map((p) => p.name).sort()).toEqual(["Art", "Priya"]);
    // A given name that is also a word the user writes in lower case is that word.
    expect(findPeople(["Art gives me so much joy. My art show is next week."]).map((p) => p.name)).toEqual([]);
  });

  it("gives a person no tie the user says of the listener's people ('your husband Rodel')", () => {
    const descriptors = (text: string) => Object.fromEntries(findPeople([text], { exclude: ["Callum"] }).map((p) => [p.given, p.descriptors]));
    expect(descriptors("Is your husband Rodel home yet?").Rodel).toEqual([]);
    expect(descriptors("Callum and his husband Rodel went to Orkney.").Rodel).toEqual(["husband"]);
  });

  it("takes no pronoun or interjection standing as a sentence for a person, but a name alone is one", () => {
    expect(extractPeople("Everything. Cut it open on the ice. Nothing. Anyway, how is Priya?").map((p) => p.name)).toEqual(["Priya"]);
    expect(extractPeople("Who took it? Obinna!").map((p) => p.name)).toEqual(["Obinna"]);
    // A language's name may be a person's: "Shona was pregnant".
    expect(findPeople(["Shona was pregnant, due in November."]).map((p) => p.name)).toEqual(["Shona"]);
  });

  it("takes no phrase linking a thing to a place for a place's name", () => {
    expect(extractPlaces("a photo of a beach, a blanket in a park, the top of a mountain, then Humboldt Park")).toEqual(["Humboldt Park"]);
  });

  it("ends a name at a possessive and never takes an article for a name, even one seen before", () => {
    expect(extractPeople("Serralves in Porto, the day after Tomás's Communion").map((p) => p.name)).toEqual(["Tomás"]);
    expect(extractPeople("The Santo António party up in Graça, with Rui", ["The"]).map((p) => p.name)).not.toContain("The");
  });

  it("recognises a name the user used in other memories, even in lower case", () => {
    expect(extractPeople("went out with tobiah again", ["Tobiah"])).toEqual([{ name: "Tobiah", relation: null }]);
  });

  it("reads activities from verbs and event nouns, leaving general verbs out", () => {
    const { activities } = extractMemoryFacts("we kayaked all morning, then went fishing and had a barbecue. I guess it was fine", { reference: photoDay });
    expect(activities).toEqual(expect.arrayContaining(["kayaking", "fishing", "barbecue"]));
    expect(activities).not.toContain("guessing");
  });

  it("counts an activity once whichever way it is said, and leaves out things and negations", () => {
    const { activities } = extractMemoryFacts("we hiked the ridge and the hike was long. Marcus grilled, we swam. The car broke down, we bought fudge and counted shooting stars. We didn't ski.", { reference: photoDay });
    expect(activities).toEqual(expect.arrayContaining(["hiking", "grilling", "swimming"]));
    expect(activities).not.toContain("hike");
    for (const junk of ["breaking", "fudging", "shooting", "skiing"]) expect(activities).not.toContain(junk);
  });

  it("takes verbs of thinking, feeling, saying and having for no activity, pastimes WordNet or the lexicon knows for one", () => {
    const { activities } = extractMemoryFacts(
      "The group accepted me and it reminded me how far I've come. Thanks for supporting me! I handled it, I shared my story and I appreciated it. We kayaked, then we baked a cake, went birdwatching and I read a lot.",
      { reference: photoDay },
    );
    expect(activities).toEqual(expect.arrayContaining(["kayaking", "baking", "birdwatching", "reading"]));
    for (const junk of ["accepting", "reminding", "supporting", "handling", "sharing", "appreciating"]) expect(activities).not.toContain(junk);
  });

  it("does not take -ing words that name things or general verbs for activities", () => {
    const { activities } = extractMemoryFacts("we kept going, carrying shopping bags and picnic blankets to the concert", { reference: photoDay });
    expect(activities).toEqual(["concert"]);
  });

  it("takes no activity or thing from what the user says of the listener's doings", () => {
    const facts = extractMemoryFacts(
      "Hey Mel! That charity race sounds great, Mel! How was your solo trip? Wow, your new hair color looks amazing! We went kayaking on Saturday with my new paddle.",
      { reference: photoDay },
    );
    expect(facts.activities).toEqual(["kayaking"]);
    expect(facts.objects).toContain("paddle");
    expect(facts.objects).not.toContain("hair color");
  });

  it("takes no activity from what someone else does these days, only from what the user does or someone did then", () => {
    const them = extractMemoryFacts("My grandchildren called. He is learning to swim at school, she loves hiking and my brother plays rugby every Sunday.", { reference: photoDay });
    expect(them.activities).toEqual([]);
    const us = extractMemoryFacts("I'm learning to swim. We are kayaking tomorrow. Dad dived off the pier and Marcus grilled.", { reference: photoDay });
    expect(us.activities).toEqual(expect.arrayContaining(["swimming", "kayaking", "diving", "grilling"]));
  });

  it("names an event by its nouns and adjectives only, never by a determiner or a pronoun before it", () => {
    const { activities } = extractMemoryFacts("What concert did we see? A rock concert! Our solo trip was fun - a road trip to Wales.", { reference: photoDay });
    expect(activities).toEqual(expect.arrayContaining(["rock concert", "solo trip", "road trip"]));
    expect(activities.filter((a) => /^(what|our|a|-) /.test(a))).toEqual([]);
  });

  it("takes no activity from words wink tags as verbs that are none, nor from what was done to the user", () => {
    const { activities } = extractMemoryFacts(
      "Family's everything. I chose them 'cause they help folks. Have fun! They keep me motivated and it really pushed me to keep going. Then we snorkeled.",
      { reference: photoDay },
    );
    expect(activities).toEqual(["snorkeling"]);
  });

  it("names emotions and skips negated ones", () => {
    expect(extractMemoryFacts("I was so proud and a bit nervous, not sad at all", { reference: photoDay }).emotions).toEqual(["proud", "nervous"]);
  });

  it("resolves holidays, seasons and occasions against the photo's date, or today's", () => {
    expect(extractDates("this was last Easter, my 40th birthday", photoDay).labels).toEqual(["Easter 2024", "40th birthday"]);
    expect(extractDates("one cold morning in the winter", { date: new Date("2025-01-10T12:00:00Z"), fromPhoto: true }).labels).toEqual(["winter 2024"]);
    const today = { date: new Date("2025-11-15T12:00:00Z"), fromPhoto: false };
    const lastEaster = extractDates("last Easter at grandma's", today);
    expect(lastEaster.labels).toEqual(["Easter 2025"]);
    expect(lastEaster.resolvedDate?.toISOString().slice(0, 10)).toBe("2025-04-20");
    expect(extractDates("Thanksgiving dinner", today).labels).toEqual(["Thanksgiving 2024"]);
  });

  it("keeps the person format readable both ways", () => {
    for (const p of [{ name: "Ana", relation: "sister" }, { name: "Ana", relation: null }, { name: null, relation: "sister" }]) {
      expect(parsePerson(formatPerson(p))).toEqual(p);
    }
  });
});

describe("extractMemoryFacts on odd text", () => {
  it("does not fail on symbols wink reads as no token", () => {
    const facts = extractMemoryFacts("terrier mix supposedly, we think terrier + potato. she's 3ish", { reference: { date: new Date("2024-05-01"), fromPhoto: true }, knownNames: [] });
    expect(facts.people).toEqual([]);
  });
});

describe("pets", () => {
  it("names an animal by the pet word near its name", () => {
    expect(extractPeople("YES. this is Pickles, we adopted her that morning from the shelter. terrier mix supposedly")).toEqual([{ name: "Pickles", relation: "dog" }]);
    expect(extractPeople("Lunch with Priya at the diner.")).toEqual([{ name: "Priya", relation: null }]);
    expect(extractPeople("Lunch with Marcus and his dog at the park.").map((p) => p.relation)).toEqual([null]);
  });

  it("names the pet a sentence opens with: “Biscuit, our dog, …”", () => {
    expect(extractPeople("Biscuit, our dog, loved the beach.")).toEqual([{ name: "Biscuit", relation: "dog" }]);
    expect(extractPeople("We took Biscuit, our dog, to the beach.")).toEqual([{ name: "Biscuit", relation: "dog" }]);
    // Not any capitalised opening word before a person relation.
    expect(extractPeople("Tired, my sister went home.")).toEqual([{ name: null, relation: "sister" }]);
  });
});
