import { describe, expect, it } from "vitest";
import { analyzeRequest } from "./analyze-request";

const asOf = new Date("2025-11-15T12:00:00Z");
const content = (text: string) => analyzeRequest(text, asOf).contentWords.map((w) => w.lemma);

describe("analyzeRequest", () => {
  it("reads 'from the start until now' as the whole span asked for, not a start to find ('the start of the project' is one)", () => {
    expect(content("the whole story of the herder project from the start until now")).toEqual(["herder", "project"]);
    expect(content("my garden from the beginning")).toEqual(["garden"]);
    expect(content("the boat restoration from beginning to end")).toEqual(["boat", "restoration"]);
    expect(content("what happened at the start of the project")).toContain("start");
    expect(content("how did we play to the end of the season")).toContain("end");
  });

  it("reads verbs of telling as how the request is asked, not what it is about", () => {
    expect(content("When did I mention the allotment?")).toEqual(["allotment"]);
    expect(content("What did I say about the new kitchen?")).toEqual(["kitchen"]);
    expect(content("What does the tattoo mean, according to me?")).not.toContain("according");
  });

  it("reads 'fall' as a time word only as the season: falling ('fell off', 'his fall') is what happened", () => {
    expect(content("What did we do last fall?")).toEqual([]);
    expect(content("every fall we go apple picking")).not.toContain("fall");
    expect(content("When did grandpa fall off the ladder?")).toEqual(["grandpa", "fall", "ladder"]);
    expect(content("when grandpa fell in the garden")).toEqual(["grandpa", "fall", "garden"]);
    expect(content("how did grandpa recover from his fall")).toContain("fall");
    // In an idiom it says how the rest is put.
    expect(content("restaurant plans that fell thru")).toEqual(["restaurant", "plan"]);
    expect(content("when did I fall asleep on the train")).not.toContain("fall");
  });

  it("reads a given name that is also a preposition as the name it must be ('Per's grave'), and 'per' as the preposition", () => {
    expect(content("When did I visit Per's grave?")).toContain("per");
    expect(content("How much did the tickets cost per person?")).not.toContain("per");
  });

  it("reads 'show' and 'find' as how to ask when verbs, as things to find when nouns ('TV shows', 'the art show')", () => {
    expect(content("Show me my hikes")).toEqual(["hike"]);
    expect(content("show me all the memories with my pup in them")).toEqual(["pup"]);
    expect(content("Can you find the photos of the lake?")).toEqual(["lake"]);
    expect(content("What is one of my favorite fantasy TV shows?")).toEqual(["favorite", "fantasy", "tv", "show"]);
    expect(content("How was the show?")).toEqual(["show"]);
    expect(content("What was my favorite dish from the cooking show she hosted?")).toEqual(expect.arrayContaining(["cooking", "show"]));
  });

  it("reads 'list' as how to ask when it asks for a list ('List the ...', 'a list of'), as a thing to find otherwise ('my bucket list')", () => {
    expect(content("List the woodworking pieces I've made")).toEqual(["woodworking", "piece"]);
    expect(content("give me a list of my trips")).not.toContain("list");
    expect(content("when did I write my bucket list")).toEqual(expect.arrayContaining(["bucket", "list"]));
  });

  it("reads a slip of the keys on a function word as that word, not a word to find ('iwth', 'des')", () => {
    expect(content("What kind of food did I have on her dinner spread iwth her mother?")).toEqual(["dinner", "spread", "mother"]);
    expect(content("What items des I mention having as a child?")).toEqual(["child"]);
    // A capitalised word is someone's name, however short.
    expect(content("When did I meet Teh?")).toContain("teh");
  });

  it("reads a season asked about as a rule or with 'every' as that season in any year, and a season naming a thing as no window", () => {
    const rule = analyzeRequest("What do the grandkids and I usually get up to during the summer holidays?", asOf);
    expect(rule.timeWindow).toBeNull();
    expect(rule.excludedTime?.label).toBe("summer, any year");
    expect(rule.excludedTime?.excludes("2021-07-10T12:00:00Z")).toBe(false);
    expect(rule.excludedTime?.excludes("2025-10-10T12:00:00Z")).toBe(true);
    // The summer holidays are the summer's time: a memory of them need not say "holiday".
    expect(content("What do the grandkids and I usually get up to during the summer holidays?")).toEqual(["grandkids"]);
    expect(content("what do the kids do every winter break?")).toEqual(["kid"]);
    expect(content("our summer holiday in Crete")).toEqual(["holiday", "crete"]);
    expect(analyzeRequest("what did we do every winter?", asOf).excludedTime?.label).toBe("winter, any year");
    const august = analyzeRequest("What do I usually do in August?", asOf);
    expect([august.timeWindow, august.excludedTime?.label]).toEqual([null, "August, any year"]);
    expect(august.excludedTime?.excludes("2019-08-14T00:00:00Z")).toBe(false);
    expect(august.excludedTime?.excludes("2025-07-30T00:00:00Z")).toBe(true);
    expect(content("What do I usually do in August?")).toEqual([]);
    expect(analyzeRequest("the market every March", asOf).excludedTime?.label).toBe("March, any year");
    expect(analyzeRequest("what did I do in August?", asOf).excludedTime).toBeNull();
    // "the summer party" in a list of firefighting things: the party, whichever year, and nothing else ruled out.
    const party = analyzeRequest("all my firefighting stuff - real fires, exercises, the summer party", asOf);
    expect([party.timeWindow, party.excludedTime]).toEqual([null, null]);
    // Seasons in the plural are what the memories tell of ("how the bees got through the winters").
    const winters = analyzeRequest("how have my bees been getting through the winters?", asOf);
    expect([winters.timeWindow, winters.excludedTime]).toEqual([null, null]);
    expect(content("how have my bees been getting through the winters?")).toEqual(["bee", "winter"]);
    expect(analyzeRequest("What did I do last summer?", asOf).excludedTime).toBeNull();
  });

  it("reads getting married as a wedding", () => {
    expect(analyzeRequest("Nika getting married and then the news", asOf).concepts.map((c) => c.concept.id)).toContain("wedding");
    expect(analyzeRequest("when did we marry?", asOf).concepts.map((c) => c.concept.id)).toContain("wedding");
  });

  it("reads someone's last weeks as part of their life, not a week before the request", () => {
    expect(analyzeRequest("everything from my mum's last weeks, the hospital and then the burial", asOf).timeWindow).toBeNull();
    expect(analyzeRequest("what did I do last week?", asOf).timeWindow?.label).toBe("5 November to 11 November 2025");
  });

  it("reads 'outside' as ruling something out only before what it rules out", () => {
    expect(content("every day i climbed outside on real rock, not the gym")).toEqual(["climb", "real", "rock", "gym"]);
    expect([...analyzeRequest("every day i climbed outside on real rock, not the gym", asOf).negated]).toEqual([9, 10]);
    expect(analyzeRequest("which places outside cdmx have i been", asOf).negated.size).toBeGreaterThan(0);
    expect([...analyzeRequest("what did I do outside of work", asOf).negated]).toEqual([5, 6]);
    expect(analyzeRequest("Please find the old picture of my father outside his shop.", asOf).negated.size).toBe(0);
    expect(content("Please find the old picture of my father outside his shop.")).toContain("shop");
    expect(content("Tell me the whole story of restoring my Peugeot.")).toEqual(["restore", "peugeot"]);
    expect(content("pics from our wedding day")).toEqual(["wedding"]);
    expect(content("every time my best friend shows up")).not.toContain("show");
    expect(content("the TV shows we watched")).toContain("show");
    expect(analyzeRequest("last christmas when ivan popped the question + finding the dress", asOf).text).toBe("last christmas when ivan popped the question and finding the dress");
    expect(analyzeRequest("my driving lessons + the test", asOf).collective).toBe(true);
  });

  it("gathers what 'which of my memories' asks for, not 'childhood memories'", () => {
    expect(analyzeRequest("Which of my memories involve my former colleagues from the airline?", asOf).collective).toBe(true);
    expect(analyzeRequest("What did I get from her brother that brought back childhood memories?", asOf).collective).toBe(false);
  });

  it("reads a slip of 'everything' as everything: the request gathers, and the slip is no word to find", () => {
    const analysis = analyzeRequest("evrything with biscuit in it", asOf);
    expect(analysis.collective).toBe(true);
    expect(analysis.contentWords.map((w) => w.word)).toEqual(["biscuit"]);
  });

  it("takes no word the index never keeps ('call-outs' is no 'out'), and no 'type of' as a word to find", () => {
    expect(content("the real call-outs I went on with the brigade")).toEqual(["real", "call", "brigade"]);
    expect(content("Tell me about the type of diet my turtles have")).toEqual(["diet", "turtle"]);
  });

  it("takes a parent's word for the user's own only when nobody else's ('their mum and dad', 'Nika's dad')", () => {
    expect(analyzeRequest("trips with mum and dad", asOf).relationWords).toEqual(["mom", "mum", "dad"]);
    expect(analyzeRequest("How have the children been coping with their mum and dad living so far away?", asOf).relationWords).toEqual([]);
    expect(analyzeRequest("What did Nika's dad say?", asOf).relationWords).toEqual([]);
  });

  it("reads a time word that is a function word of the request's language as that word ('may selfie ako dun': there is)", () => {
    const tagalog = analyzeRequest("kelan kami dumaan sa canal sa panama? may selfie ako dun", asOf, ["tgl", "ceb"]);
    expect([tagalog.language, tagalog.timeWindow]).toEqual(["tgl", null]);
    expect(analyzeRequest("ano ginawa ko nung May 2025", asOf, ["tgl"]).timeWindow?.label).toBe("May 2025");
  });

  it("reads 'my little brother', 'my big sister' as the user's brother and sister", () => {
    expect(analyzeRequest("the day i gave my lil bro his first board", asOf).relationWords).toEqual(["bro"]);
    expect(analyzeRequest("what did I do with my big sister", asOf).relationWords).toEqual(["sister"]);
    expect(analyzeRequest("my little sisters wedding", asOf).relationWords).toEqual(["sister"]);
    expect(analyzeRequest("a little brother for the dog", asOf).relationWords).toEqual([]);
  });

  it("reads a bare season before a kind of thing as part of the kind, not a time ('winter sports')", () => {
    expect(analyzeRequest("What winter sports have I done?", asOf).timeWindow).toBeNull();
    expect(analyzeRequest("What winter sports have I done?", asOf).kindNouns.map((k) => k.lemma)).toEqual(["sport"]);
    expect(analyzeRequest("What did I do last winter?", asOf).timeWindow?.label).toBe("winter 2024");
    expect(analyzeRequest("hiking in the summer", asOf).timeWindow?.label).toBe("summer 2025");
  });

  it("reads two kinds joined by 'and' after 'which' as both asked for ('which festivals and holidays')", () => {
    expect(analyzeRequest("Which festivals and holidays did I celebrate last year?", asOf).kindNouns.map((k) => k.lemma)).toEqual(["festival", "holiday"]);
    expect(analyzeRequest("Which cafes and bars did we try in Lyon?", asOf).kindNouns.map((k) => k.lemma)).toEqual(["cafe", "bar"]);
    expect(analyzeRequest("Which cafe and when?", asOf).kindNouns.map((k) => k.lemma)).toEqual(["cafe"]);
  });

  it("reads a kind WordNet names in two words as one kind ('martial arts', 'board games')", () => {
    const arts = analyzeRequest("What martial arts have I done?", asOf);
    expect(arts.kindNouns.map((k) => k.lemma)).toEqual(["martial art"]);
    expect(arts.contentWords).toEqual([]);
    expect(analyzeRequest("What board games have I played?", asOf).kindNouns.map((k) => k.lemma)).toEqual(["board game"]);
    expect(analyzeRequest("What old games have I played?", asOf).kindNouns.map((k) => k.lemma)).toEqual(["game"]);
  });

  it("reads a place's short name as the place ('nz', 'NYC'), not a shouted pronoun or an English word", () => {
    expect(content("which places in nz have i been")).toEqual(["zealand"]);
    expect(analyzeRequest("my trips to NYC", asOf).words).toEqual(["my", "trips", "to", "new", "york"]);
    expect(analyzeRequest("tell US about it", asOf).words).toContain("us");
    expect(analyzeRequest("la la land night", asOf).words).toEqual(["la", "la", "land", "night"]);
  });

  it("keeps the asked-for kind out of the words to match", () => {
    const analysis = analyzeRequest("Which sports did I try with Lena?", asOf);
    expect(analysis.kindNouns.map((k) => [k.lemma, k.plural])).toEqual([["sport", true]]);
    expect(analysis.contentWords.map((w) => w.lemma)).not.toContain("sport");
    expect(analysis.collective).toBe(true);
  });

  it("reads two things joined by 'and' or 'or' as a request for several memories", () => {
    expect(analyzeRequest("my driving lessons and the test", asOf).collective).toBe(true);
    expect(analyzeRequest("the recital or the rehearsal", asOf).collective).toBe(true);
    expect(analyzeRequest("What did Marcus and I eat in Lyon?", asOf).collective).toBe(false);
    expect(analyzeRequest("the driving test", asOf).collective).toBe(false);
  });

  it("reads 'walk me through', 'run us through', 'give me', 'how it turned out', 'end up' as the asking, not words or pastimes to find", () => {
    const walk = analyzeRequest("Walk me through everything to do with the narrowboat, from buying her to the latest trip.", asOf);
    expect(walk.contentWords.map((w) => w.lemma)).not.toContain("walk");
    expect(walk.concepts.map((c) => c.concept.id)).not.toContain("walking");
    expect(content("Run me through the notable birds I've seen")).not.toContain("run");
    expect(content("taking the bees up the mountain for the heather and how that turned out")).toEqual(["bee", "mountain", "heather"]);
    expect(content("give me the whole story of the herder training project")).not.toContain("give");
    expect(content("how did Baavgai end up being my dog")).toEqual(["baavgai", "dog"]);
    // A gift is no asking, nor a walk someone took.
    expect(content("what did she give me for my birthday")).toContain("give");
    expect(analyzeRequest("When did I walk the West Highland Way?", asOf).concepts.map((c) => c.concept.id)).toContain("walking");
  });

  it("takes a pastime's word used as a verb with its object for no pastime ('what keeps drawing me back')", () => {
    expect(analyzeRequest("What is it that keeps drawing me back to Dolanog?", asOf).concepts).toEqual([]);
    expect(analyzeRequest("When did I take up drawing?", asOf).concepts.map((c) => c.concept.id)).toContain("painting");
    // Running a thing keeps it going; running a race is a run.
    expect(analyzeRequest("everything to do with running the orchard", asOf).concepts.map((c) => c.concept.id)).not.toContain("running");
    expect(analyzeRequest("when did I run the marathon", asOf).concepts.map((c) => c.concept.id)).toContain("running");
    expect(analyzeRequest("running on the beach with Ana", asOf).concepts.map((c) => c.concept.id)).toContain("running");
  });

  it("reads 'the dzud winter', 'that Covid summer' as the season a thing names, not the last one", () => {
    expect(analyzeRequest("the dzud winter at home and what we did", asOf).timeWindow).toBeNull();
    expect(analyzeRequest("that Covid summer with the kids", asOf).timeWindow).toBeNull();
    expect(analyzeRequest("What did we do last winter?", asOf).timeWindow?.label).toBe("winter 2024");
    expect(analyzeRequest("skiing in the winter", asOf).timeWindow?.label).toBe("winter 2024");
  });

  it("knows 'pop the question' and 'tie the knot' as proposing and marrying", () => {
    expect(analyzeRequest("Where exactly did Bilguun pop the question?", asOf).concepts.map((c) => c.concept.id)).toContain("engagement");
    expect(analyzeRequest("when he popped the question", asOf).concepts.map((c) => c.concept.id)).toContain("engagement");
    expect(analyzeRequest("the year we tied the knot", asOf).concepts.map((c) => c.concept.id)).toContain("wedding");
  });

  it("reads chat shorthand as the words it stands for: a time, 'with', a relation, the asking", () => {
    expect(analyzeRequest("st-jean this yr what was diff", asOf).timeWindow?.label).toBe("2025 so far");
    expect(content("st-jean this yr what was diff")).toEqual(["st", "jean"]);
    expect(content("2025 recap pls, whole yr")).toEqual([]);
    expect(content("when i hurt the hand how long til i was back at the shop")).not.toContain("til");
    expect(analyzeRequest("the weeks around my MIL's knee operation", asOf).relationWords).toEqual(["mother in law"]);
    expect(content("fête nationale then vs now, what changed for me")).toEqual(["fete", "nationale"]);
  });

  it("reads the ties people say with 'the' as the user's own ('all pics w the boss'), not any sister", () => {
    expect(analyzeRequest("all pics w the boss", asOf).relationWords).toEqual(["boss"]);
    expect(analyzeRequest("the sister of the bride", asOf).relationWords).toEqual([]);
  });

  it("reads the request without what the user says of now ('my colleague is asking', 'making a photobook')", () => {
    const a = analyzeRequest("which temple did we take the kids to for their first tonsure, my colleague is asking and i totally blanked", asOf);
    expect(a.relationWords).not.toContain("colleague");
    expect(a.contentWords.map((w) => w.lemma)).not.toContain("ask");
    expect(content("what all happened last year, like full 2025, priya is making a family newsletter and wants stuff from me")).toEqual([]);
    expect(analyzeRequest("i found a big issue at the last minute, what was it", asOf).timeWindow).toBeNull();
  });
});
