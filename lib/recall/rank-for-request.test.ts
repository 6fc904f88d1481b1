import { describe, expect, it } from "vitest";
import { conceptById } from "@/lib/nlp/concepts";
import { analyzeRequest } from "./analyze-request";
import { queryTermFor } from "./gather-signals";
import { buildLexicalIndex, type MemoryDocument } from "./lexical-index";
import { rankForRequest, withHistory } from "./rank-for-request";
import { selectRelationshipNodesOffline, type CandidateNode } from "./select-relationship-nodes";

// Retrieval end to end without a database: a small life of relationship nodes, the memories
// they link and the memories' own words.

const asOf = new Date("2025-11-15T12:00:00Z");
type Life = { nodes: (CandidateNode & { memories: string[] })[]; memories: { id: string; date: string; text: string; place?: string; title?: string }[] };

const person = (id: string, name: string, memories: string[], extra: Partial<CandidateNode> = {}) => ({
  id, kind: "person", name, aliases: [], descriptors: [], surname: null, memoryCount: memories.length, memories, ...extra,
});
const other = (id: string, kind: string, name: string, memories: string[]) => ({
  id, kind, name, aliases: [], descriptors: [], surname: null, memoryCount: memories.length, memories,
});

const life: Life = {
  memories: [
    { id: "jim1", date: "2025-02-01", text: "Fishing with Jim at the reservoir, he caught nothing" },
    { id: "jim2", date: "2025-03-04", text: "James and I painted the garden fence green" },
    { id: "jim3", date: "2025-04-11", text: "Jim's barbecue, too many sausages" },
    { id: "jim4", date: "2025-05-20", text: "Quiz night at the pub, our team came third" },
    { id: "jim5", date: "2025-06-02", text: "Helped my neighbour move his piano" },
    { id: "jim6", date: "2024-07-15", text: "Jimmy taught me to play chess in the park" },
    { id: "jim7", date: "2024-09-09", text: "Long walk by the canal, talked about his new job" },
    { id: "lis1", date: "2024-05-03", text: "Trip to Lisbon: trams, tiles and custard tarts", place: "Lisbon, Portugal" },
    { id: "kyo1", date: "2023-10-12", text: "Trip to Kyoto: temples and maple leaves", place: "Kyoto, Japan" },
    { id: "por1", date: "2024-08-20", text: "Weekend in Porto, walked along the river", place: "Porto, Portugal" },
    { id: "ann1", date: "2025-01-12", text: "Anna's birthday dinner at the ramen bar", place: "Porto, Portugal" },
    { id: "ann2", date: "2024-12-26", text: "Boxing Day with Anna and Ben, board games all afternoon" },
    { id: "ben1", date: "2025-03-30", text: "Climbing with Ben at the indoor wall" },
    { id: "theo1", date: "2025-02-15", text: "Theo's wedding, my cousin finally married" },
    { id: "theo2", date: "2024-11-02", text: "Theo and his kids came round for pancakes" },
    { id: "theo3", date: "2025-05-05", text: "Theo from the office organised the team lunch" },
    { id: "sail1", date: "2025-07-12", text: "Sailing on the bay, calm water and sun" },
    { id: "sail2", date: "2025-01-18", text: "Freezing sailing race on the bay, we capsized" },
    { id: "kay1", date: "2025-08-03", text: "Kayaking on the bay, a seal followed us on the water" },
    { id: "sam1", date: "2025-03-08", text: "Bouldering at the climbing gym with Sam, she topped the blue route" },
    { id: "sam2", date: "2025-04-02", text: "Sam's christening party for her son at the church hall" },
    { id: "pip1", date: "2025-05-09", text: "Pretzel dug a hole on the beach and stole a sandwich" },
    { id: "pip2", date: "2025-06-21", text: "Pretz at the vet for her leg operation, brave girl" },
    { id: "kr1", date: "2024-06-01", text: "Club walk on the beach with Krystyna, we talked the whole bus ride" },
    { id: "kr2", date: "2024-09-14", text: "Krystyna and I cooked pierogi for the club dinner" },
    { id: "kr3", date: "2025-02-11", text: "Krysia came to the allotment and brought seedlings" },
    { id: "gk1", date: "2025-04-20", text: "Video call with the grandchildren in Dublin, they showed me their drawings" },
    { id: "dz1", date: "2025-06-14", text: "Hail tore the tunnel at the działka, the tomatoes survived" },
    { id: "aur1", date: "2025-02-02", text: "A green aurora danced over the fjord until two in the morning" },
    { id: "ice1", date: "2024-08-02", text: "Ice cream on the pier, pistachio and lemon" },
    { id: "ice2", date: "2024-08-09", text: "Strawberries and cream at the garden party" },
    { id: "ice3", date: "2024-12-30", text: "The ice on the pond was thick enough to walk on" },
    { id: "drv1", date: "2024-01-13", text: "First driving lesson with the instructor, I hit the kerb twice" },
    { id: "drv2", date: "2024-09-21", text: "Passed my driving test on the second attempt" },
    { id: "bd70", date: "2024-10-05", text: "Surprise 70th birthday lunch for my aunt, the parish choir sang" },
    { id: "bd40", date: "2023-10-05", text: "My 40th birthday, a quiet dinner at home" },
    { id: "aq1", date: "2025-06-14", text: "Steered the narrowboat over the aqueduct at Berriew, four hours at walking pace" },
    { id: "daf1", date: "2024-06-01", text: "Tidied Dafydd's grave and told him about the bees" },
    { id: "daf2", date: "2025-04-27", text: "A year without Dafydd, I lit a candle in the chapel" },
    { id: "rose1", date: "2025-02-22", text: "Coffee with Rose at the market, she brought her new puppy" },
    { id: "thr1", date: "2025-05-17", text: "My therapist moved her practice to the harbour, a longer bus ride" },
    { id: "flk1", date: "2025-03-02", text: "The storm took thirty sheep from the flock on the hill" },
    { id: "pt1", date: "2025-09-14", text: "Churrasco na casa da vó com a Duda, comemos demais" },
    { id: "esp1", date: "2025-07-12", text: "The van's air conditioning died in 41 degrees, a workshop in Zaragoza fixed it" },
    { id: "esp2", date: "2024-05-01", text: "Tapas crawl in Madrid, far too much jamón", place: "Madrid, Spain" },
    { id: "esp3", date: "2024-08-22", text: "Sardines by the river with a couple from Seville", place: "Porto, Portugal" },
    { id: "van1", date: "2024-04-02", text: "The campervan broke down outside Inverness, towed to a garage" },
    { id: "shed1", date: "2024-05-11", text: "Painted the shed sage green with Marta" },
    { id: "pum1", date: "2024-09-14", text: "Weighed the giant pumpkin at the village show: 312 kg, second prize" },
    { id: "pum2", date: "2024-10-31", text: "Carved a pumpkin lantern for Halloween" },
    { id: "xmas1", date: "2024-12-25", text: "Christmas dinner at home, the goose was a triumph" },
    { id: "lin1", date: "2025-03-12", title: "Linda phoned after the snowstorm", text: "Linda phoned after the snowstorm. Is your husband Rodel home yet, I asked her" },
  ],
  nodes: [
    person("p-jim", "Jim", ["jim1", "jim2", "jim3", "jim4", "jim5", "jim6", "jim7"], { aliases: ["James", "Jimmy"], descriptors: ["neighbour"] }),
    person("p-anna", "Anna", ["por1", "ann1", "ann2"], { descriptors: ["sister"] }),
    person("p-ben", "Ben", ["ann2", "ben1"], { descriptors: ["friend"] }),
    person("p-theo-c", "Theo", ["theo1", "theo2"], { descriptors: ["cousin"] }),
    person("p-theo-w", "Theo Marsh", ["theo3"], { surname: "Marsh", descriptors: ["coworker"] }),
    person("p-sam-a", "Sam", ["sam1"], { descriptors: ["coworker"] }),
    person("p-sam-b", "Sam", ["sam2"], { descriptors: ["neighbour"] }),
    person("p-pretzel", "Pretzel", ["pip1"]),
    person("p-pretz", "Pretz", ["pip2"]),
    person("p-krystyna", "Krystyna", ["kr1", "kr2", "kr3"]),
    person("p-dafydd", "Dafydd", ["daf1", "daf2"]),
    person("p-rose", "Rose", ["rose1"]),
    other("a-beach", "event_series", "Beach days", ["pip1"]),
    other("pl-lisbon", "place", "Lisbon", ["lis1"]),
    other("pl-kyoto", "place", "Kyoto", ["kyo1"]),
    other("pl-porto", "place", "Porto", ["por1", "ann1"]),
    other("pl-spain", "place", "Spain", ["esp2"]),
    other("a-sail", "activity", "Sailing", ["sail1", "sail2"]),
    other("a-kayak", "activity", "Kayaking", ["kay1"]),
    other("a-travel", "event_series", "Trips", ["lis1", "kyo1", "por1"]),
    other("pe-xmas", "period", "Christmas", ["xmas1"]),
  ],
};

const docs: MemoryDocument[] = life.memories.map((m) => ({
  id: m.id,
  occurredAt: `${m.date}T12:00:00.000Z`,
  fields: { title: m.title ?? m.text.split(/[,:]/)[0]!, summary: m.text, place: m.place ?? "", details: "", userWords: "", scene: "" },
}));
const index = buildLexicalIndex(docs);
const graph = {
  async memoriesForRelationshipNodes(_userId: string, ids: string[]) {
    const found = new Set(life.nodes.filter((n) => ids.includes(n.id)).flatMap((n) => n.memories));
    return life.memories.filter((m) => found.has(m.id)).map((m) => ({ id: m.id, occurredAt: `${m.date}T12:00:00.000Z` }));
  },
};

async function ask(request: string, history: string[] = []) {
  const analysis = analyzeRequest(withHistory(request, history), asOf);
  const selection = selectRelationshipNodesOffline(analysis, life.nodes);
  const base = { timeWindow: analysis.timeWindow, suggestions: [], usage: { promptTokens: 0, completionTokens: 0 } };
  return rankForRequest({ userId: "u", analysis, selection, candidates: life.nodes, graph, index, base });
}
const found = async (request: string, history: string[] = []) => (await ask(request, history)).memoryIds.sort();

describe("rankForRequest", () => {
  it("reads two things joined by 'and' that no memory is both of as alternatives ('every christmas and every trip to Kyoto')", async () => {
    expect(await found("every christmas and every trip to Kyoto")).toEqual(["kyo1", "xmas1"]);
    expect(await found("my christmas or my time in Kyoto")).toEqual(["kyo1", "xmas1"]);
    // Said apart, both are asked of one memory: none is.
    expect((await ask("christmas in Kyoto")).outcome).toBe("nothing_found");
  });

  it("answers a question for a colour or a weight only from a memory that says one, and says nothing is found when none does", async () => {
    expect((await ask("What colour is my campervan?")).outcome).toBe("nothing_found");
    expect(await found("what color did I paint the shed")).toEqual(["shed1"]);
    expect(await found("How much did my giant pumpkin weigh at the village show?")).toEqual(["pum1"]);
    expect(await found("how heavy was the pumpkin")).toEqual(["pum1"]);
    // Not asked for a weight, the lantern is a pumpkin too.
    expect(await found("when did I carve a pumpkin")).toEqual(["pum2"]);
  });

  it("takes no other animal for the one asked about as a weaker word ('dog' is not the kitten)", () => {
    const pets = conceptById.get("pets")!.terms;
    const dog = queryTermFor("dog", "dog", false, pets);
    expect(dog.relatedKeys).toEqual(expect.arrayContaining(["puppi", "terrier"]));
    expect(dog.relatedKeys).not.toEqual(expect.arrayContaining(["kitten"]));
    expect(dog.relatedKeys).not.toContain("cat");
    expect(queryTermFor("kitten", "kitten", false, pets).relatedKeys).not.toContain("dog");
  });

  it("reads a nickname in a follow-up question as the person the graph merged (James = Jim)", async () => {
    const all = ["jim1", "jim2", "jim3", "jim4", "jim5", "jim6", "jim7"];
    expect(await found("What have I done with James?", ["Where did I go last summer?"])).toEqual(all);
    expect(await found("What have I done with Jimmy?")).toEqual(all);
  });

  it("reads a short follow-up as refining the previous request, and a short question naming its own subject as new", () => {
    expect(withHistory("in Lisbon?", ["my trips last year"])).toBe("my trips last year in Lisbon?");
    expect(withHistory("what about the baseball game?", ["What have I done with Marcus?"])).toBe("What have I done with Marcus? what about the baseball game?");
    expect(withHistory("Who was there?", ["the picnic in June"])).toBe("the picnic in June Who was there?");
    expect(withHistory("How was Elin's wedding?", ["when did the hail wreck the allotment"])).toBe("How was Elin's wedding?");
    expect(withHistory("What are my hobbies?", ["What have I done with Marcus since the surgery?"])).toBe("What are my hobbies?");
    // "and my sister?", "what about my sister?" still refine.
    expect(withHistory("and my sister?", ["What have I done with Marcus?"])).toBe("What have I done with Marcus? and my sister?");
    expect(withHistory("what about my sister?", ["What have I done with Marcus?"])).toBe("What have I done with Marcus? what about my sister?");
    // A whole gathering of its own is a new request, typed as people type; "all of them", "all the ones" refer back.
    expect(withHistory("evrything with tita Lorna", ["ano niluto ko nung birthday ni pare Boyet"])).toBe("evrything with tita Lorna");
    expect(withHistory("all my trips to Kyoto", ["the picnic in June"])).toBe("all my trips to Kyoto");
    expect(withHistory("all of them?", ["my trips last year"])).toBe("my trips last year all of them?");
    expect(withHistory("all the ones?", ["my trips last year"])).toBe("my trips last year all the ones?");
  });

  it("reads a diminutive as the person, not as a word their memories must contain (Krysia = Krystyna)", async () => {
    expect(await found("how have krysia and I grown closer over the years")).toEqual(["kr1", "kr2", "kr3"]);
  });

  it("reads a round decade's ordinal spelt out as the digits a memory wrote ('seventieth' is '70th')", async () => {
    expect(await found("Who sang at the seventieth birthday?")).toEqual(["bd70"]);
    expect(await found("what did I do for my fortieth")).toEqual(["bd40"]);
    // A birthday of another number is none of these.
    expect((await ask("who sang at my aunt's 80th birthday lunch")).memoryIds).toEqual([]);
    expect((await ask("the choir at the 60th birthday")).memoryIds).toEqual([]);
  });

  it("takes two places named together as a union", async () => {
    expect(await found("my trips to Lisbon and to Kyoto")).toEqual(["kyo1", "lis1"]);
    expect(await found("Show me Lisbon and Kyoto")).toEqual(["kyo1", "lis1"]);
  });

  it("requires both people asked for together", async () => {
    expect(await found("What did I do with Anna and Ben?")).toEqual(["ann2"]);
    // "or" asks for either.
    expect(await found("memories w Anna or Ben")).toEqual(["ann1", "ann2", "ben1", "por1"]);
  });

  it("reads a kind word as what to list, never as a word to match", async () => {
    expect(await found("Which places did I visit with my sister?")).toEqual(["ann1", "ann2", "por1"]);
  });

  it("reaches a person through the relation word the user gave them", async () => {
    expect(await found("What have I done with my sister?")).toEqual(["ann1", "ann2", "por1"]);
  });

  it("reaches everyone the user gave a family tie through 'my family' or 'my relatives'", async () => {
    const family = ["ann1", "ann2", "por1", "theo1", "theo2"];
    expect(await found("What have I done with my family?")).toEqual(family);
    expect(await found("times with my relatives")).toEqual(family);
    expect(await found("what did I do with my family in 2025")).toEqual(["ann1", "theo1"]);
    // The other Theo (from work) does not come in through the name's text.
    expect(await found("what did I do with my cousin")).toEqual(["theo1", "theo2"]);
  });

  it("excludes what a contrast rules out", async () => {
    expect(await found("What did I do with Theo, my cousin, not Theo from work?")).toEqual(["theo1", "theo2"]);
    expect(await found("the day on the water, that wasn't sailing")).toEqual(["kay1"]);
    expect(await found("my sailing trips, not the winter one")).toEqual(["sail1"]);
  });

  it("lists the rest when a request only rules things out", async () => {
    const rest = await found("which places have I been, apart from Porto and Lisbon");
    expect(rest).toHaveLength(life.memories.length - 3);
    expect(rest).not.toContain("por1");
    expect(rest).not.toContain("lis1");
  });

  it("reads a misspelt name as the user's own word nearest to it instead of vetoing", async () => {
    expect(await found("my trips to lisbn")).toEqual(["lis1"]);
    expect((await ask("my trip to Lisbonia")).outcome).toBe("nothing_found");
  });

  it("takes a full name as found when the memories call the person by one part of it", async () => {
    expect(await found("What did I cook with Krystyna Nowak?")).toEqual(["kr2"]);
    expect(await found("bouldering with Sam Okafor")).toEqual(["sam1"]);
    // Two names, the second unknown to every memory, is still a person nothing is called.
    expect((await ask("bouldering with Sam and Priya")).outcome).not.toBe("answered");
  });

  it("abstains when the word that says which thing is meant is in no memory ('my knee operation' is not the dog's leg operation)", async () => {
    const knee = await ask("How did my knee operation go?");
    expect(knee.outcome).toBe("nothing_found");
    expect(knee.unknownTerms).toEqual(["knee"]);
    expect(await found("How did the leg operation go?")).toEqual(["pip2"]);
    // The head noun missing is no veto: "driving sessions" are the driving memories.
    expect(await found("all my driving sessions")).toEqual(["drv1", "drv2"]);
  });

  it("reads a slip of the keys (two letters swapped, one left out or changed) as the dictionary word the memories use", async () => {
    expect(await found("the sialing race")).toEqual(["sail2"]);
    expect(await found("my drving test")).toEqual(["drv2"]);
    // Asked as a kind ("which X"), the slip is still that word.
    expect(await found("which lessn did I have with the instructor")).toEqual(["drv1"]);
    expect(await found("Which rcae did we capsize in?")).toEqual(["sail2"]);
    expect(await found("which christenign party did I go to")).toEqual(["sam2"]);
    expect(await found("when did I paint the garden fense")).toEqual(["jim2"]);
    // A misspelt word the memories do not use is that common word, never a name nothing is called.
    expect(await found("the sailing race where we capsized, what a challange")).toEqual(["sail2"]);
  });

  it("takes verbs and adjectives no memory uses for how the request is put, once the person it insists on is found", async () => {
    expect(await found("How have I kept Krystyna's memory alive?")).toEqual(["kr1", "kr2", "kr3"]);
    // A thing asked about that none of the person's memories tells of still counts against them.
    expect((await ask("What did Ben give me for the wardrobe?")).outcome).toBe("nothing_found");
  });

  it("reads a word no dictionary has before a noun as an unknown name, even typed in lower case ('the rottnest swim')", async () => {
    const result = await ask("when did i do the rottnest swim");
    expect(result.outcome).toBe("nothing_found");
    expect(result.unknownTerms).toEqual(["rottnest"]);
    // A known adjective before the noun is no name: "the cold sailing race" still looks for sailing races.
    expect((await ask("the cold sailing race")).outcome).toBe("answered");
  });

  it("abstains when the one-off event asked about is in none of the person's memories ('How was Anna's wedding?')", async () => {
    expect((await ask("How was Anna's wedding?")).outcome).toBe("nothing_found");
    expect((await ask("What did I do at Ben's graduation?")).outcome).toBe("nothing_found");
    expect(await found("How was Theo's wedding?")).toEqual(["theo1"]);
  });

  it("takes a question the user reports asking the listener as theirs, not the user's ('Is your husband home yet, I asked her')", async () => {
    expect((await ask("When did my husband get back?")).outcome).toBe("nothing_found");
    expect(await found("when did Linda phone after the snowstorm")).toEqual(["lin1"]);
  });

  it("never takes a relation word for an unknown name", async () => {
    expect(await found("video calls with the grandkids")).toEqual(["gk1"]);
  });

  it("matches a word typed without a diacritic Unicode cannot decompose (ł)", async () => {
    expect(await found("when did the hail wreck the tunnel at the dzialka")).toEqual(["dz1"]);
  });

  it("asks which person a shared name means unless the rest of the request decides", async () => {
    expect((await ask("What did I do with Sam?")).outcome).toBe("clarify");
    expect(await found("when did Sam and I go bouldering")).toEqual(["sam1"]);
    expect(await found("Sam's christening")).toEqual(["sam2"]);
  });

  it("takes a name and its short form as one, when the rest of the request fits both", async () => {
    expect(await found("when did pretz have her leg operation")).toEqual(["pip2"]);
    expect(await found("what did pretz do at the beach")).toEqual(["pip1"]);
    expect((await found("everything pretz did in 2025")).sort()).toEqual(["pip1", "pip2"]);
  });

  it("reads 'abroad' as away from the country most memories are in", async () => {
    expect(await found("which places abroad have I been")).toEqual(["esp2", "kyo1"]);
  });

  it("answers when the place or person insisted on is found and only one common word of the rest is not", async () => {
    expect(await found("what did I buy in Kyoto")).toEqual(["kyo1"]);
    expect(await found("what did Krystyna cost me")).toEqual(["kr1", "kr2", "kr3"]);
    // Two words no memory of Kyoto has, or an activity the lexicon knows, are evidence of absence.
    expect((await ask("what did I buy at the flea market in Kyoto")).outcome).toBe("nothing_found");
    expect((await ask("when did I go sailing with Anna")).outcome).toBe("nothing_found");
  });

  it("reads an activity opening the request with a capital as the activity, not a name (Sailing with Anna)", async () => {
    // "Sailing" at the start is capitalised, and the concept's words are explained by its facet:
    // it must still narrow the person's memories instead of being dropped.
    expect(await found("Sailing trips with Jim")).toEqual([]);
    expect(await found("Kayaking days on the bay")).toEqual(["kay1"]);
    expect(await found("Climbing with Ben")).toEqual(["ben1"]);
    expect(await found("Boxing Day with Anna")).toEqual(["ann2"]);
  });

  it("finds a thing by WordNet's name for it in two words, and never takes a lower-case adjective for a name", async () => {
    // "northern lights" is one WordNet noun, a kind of aurora; "northern" alone is only a
    // proper noun to WordNet (a dialect), which must not make it an unknown name.
    expect(await found("when did we see the northern lights")).toEqual(["aur1"]);
    // Words the memories use are searched as themselves: a memory of lemon ice with whipped
    // cream is no answer to "ice cream" that the memories also say outright.
    expect(await found("when did I have ice cream")).toEqual(["ice1"]);
  });

  it("reads words joined by 'and' as alternatives: a memory with either answers the pair", async () => {
    expect(await found("my driving lessons and the test")).toEqual(["drv1", "drv2"]);
    expect(await found("the driving test")).toEqual(["drv2"]);
  });

  it("answers a question of inference from the closest memory, where a question of fact with as little in common abstains", async () => {
    expect((await ask("When did I play the cello at the concert by the canal?")).outcome).toBe("nothing_found");
    expect(await found("Would I likely enjoy a cello concert by the canal?")).toEqual(["jim7"]);
    // A named thing no memory knows still means nothing to go on.
    expect((await ask("Would I likely enjoy a trip to Zanzibar?")).outcome).toBe("nothing_found");
  });

  it("says why each memory was found", async () => {
    const r = await ask("my sailing trips in 2025");
    expect(r.found?.map((m) => m.id).sort()).toEqual(["sail1", "sail2"]);
    for (const m of r.found ?? []) {
      expect(m.nodes).toContain("Sailing");
      expect(m.window).toBe("2025");
    }
  });

  it("takes a common noun of a name for no part of it: 'the Pontcysyllte Aqueduct' is unknown when the memories only say 'aqueduct'", async () => {
    const unknown = await ask("When did I take the boat across the Pontcysyllte Aqueduct?");
    expect(unknown.outcome).toBe("nothing_found");
    expect(unknown.explanation).toContain("pontcysyllte");
    expect(await found("When did I take the narrowboat across the aqueduct?")).toEqual(["aq1"]);
    // A given name that is also a common noun is still a name the memories know.
    const rose = await ask("When did I have coffee with Rose Whitfield?");
    expect([rose.outcome, rose.memoryIds]).toEqual(["answered", ["rose1"]]);
  });

  it("reads a lower-case verb form no dictionary lists as a noun ('my grieving') as English, never an unknown name", async () => {
    const grieving = await ask("How has my grieving for Dafydd changed?");
    expect(grieving.outcome).toBe("answered");
    expect(grieving.memoryIds.sort()).toEqual(["daf1", "daf2"]);
  });

  it("finds nothing when the thing a request counts is in no memory ('how many camels'), and counts what is ('how many sheep')", async () => {
    const camels = await ask("how many camels did we lose in the storm");
    expect(camels.outcome).toBe("nothing_found");
    expect(await found("how many sheep did we lose in the storm")).toEqual(["flk1"]);
  });

  it("answers a one-off event of a tie only from a memory that has both ('my therapist's wedding': not the therapist's other news, not another wedding)", async () => {
    const wedding = await ask("How was my therapist's wedding?");
    expect(wedding.memoryIds).toEqual([]);
    expect(await found("Where did my therapist move to?")).toEqual(["thr1"]);
    expect(await found("How was Theo's wedding?")).toEqual(["theo1"]);
  });

  it("reaches a place the request insists on through the places within it that memories with no place of their own name ('in Spain': the workshop in Zaragoza; not the day in Porto with a couple from Seville)", async () => {
    expect(await found("how much did the air conditioning repair in Spain cost me")).toEqual(["esp1"]);
    expect(await found("everything I did in Spain")).toEqual(["esp1", "esp2"]);
  });

  it("reads a request in another language by the words the memories share with it, never vetoed by the words it cannot read", async () => {
    expect(analyzeRequest("mostra todos os churrascos com a duda", asOf).language).toBe("por");
    expect(await found("mostra todos os churrascos com a duda")).toEqual(["pt1"]);
    // The English tagger takes a word it does not know for a proper noun ("lançamento"): in another language, only a capital makes a name.
    expect(analyzeRequest("o churrasco do lançamento com a duda na casa da vó", asOf).language).toBe("por");
    expect(await found("o churrasco do lançamento com a duda na casa da vó")).toEqual(["pt1"]);
  });
});
