import { RELATION_WORDS } from "./relations";

// Word lists the extractors match against (data, not patterns). Kept general: relations,
// emotion words, activity and occasion nouns that recur in personal memories.

// Relationship words come from the one table in relations.ts; capture also reads plurals
// ("my kids"), hyphenated spellings ("mother-in-law") and pets ("our dog Pepper").
const relationPlurals = ["kids", "children", "parents", "friends", "siblings", "cousins", "grandkids", "grandchildren", "grandparents"];
const petWords = ["dog", "puppy", "cat", "kitten", "pup"];
export const relationWords = [
  ...new Set([...RELATION_WORDS, ...RELATION_WORDS.filter((w) => w.includes(" ")).map((w) => w.replace(/ /g, "-")), ...relationPlurals, ...petWords]),
];

/** Adjectives allowed between "my" and the relation ("my best friend", "my little sister"). */
export const relationModifiers = ["best", "little", "big", "older", "younger", "oldest", "youngest", "new", "old", "late", "baby", "twin", "dear", "closest"] as const;

/** Canonical emotion → words (lemmas) that express it. */
export const emotionLexicon: Record<string, string[]> = {
  happy: ["happy", "happiness", "glad", "cheerful", "fun", "lovely", "wonderful", "delighted", "laugh", "laughing", "smile", "smiling", "amazing", "best"],
  joyful: ["joy", "joyful", "elated", "ecstatic", "thrilled", "overjoyed", "euphoric"],
  excited: ["excited", "exciting", "excitement", "pumped", "buzzing", "thrilling", "adrenaline"],
  proud: ["proud", "pride", "accomplished", "achievement"],
  grateful: ["grateful", "thankful", "gratitude", "blessed", "lucky"],
  loved: ["love", "loved", "loving", "adore", "cherish", "affection"],
  peaceful: ["peaceful", "calm", "relaxed", "relaxing", "serene", "quiet", "chill", "tranquil", "restful", "lazy", "easy"],
  nostalgic: ["nostalgic", "nostalgia", "reminisce", "bittersweet"],
  sad: ["sad", "sadness", "grief", "grieving", "heartbroken", "lonely", "mourn", "devastated"],
  nervous: ["nervous", "anxious", "anxiety", "worried", "scared", "terrified", "afraid", "nerves", "jittery", "stressed", "stressful"],
  tired: ["tired", "exhausted", "exhausting", "sore", "drained", "wiped"],
  surprised: ["surprise", "surprised", "shocked", "unexpected", "amazed", "astonished"],
  frustrated: ["frustrated", "annoyed", "angry", "furious", "irritated"],
  embarrassed: ["embarrassed", "embarrassing", "awkward", "mortified"],
  relieved: ["relieved", "relief"],
  moved: ["touching", "emotional", "overwhelmed", "cry", "cried", "crying", "tears", "teary"],
  awe: ["awe", "awestruck", "breathtaking", "stunning", "majestic", "magical"],
  content: ["content", "cozy", "cosy", "comfortable", "satisfied"],
};

/** Event and activity nouns ("a picnic", "the concert") that name what people did. */
export const activityNouns = [
  "picnic", "barbecue", "bbq", "cookout", "party", "birthday party", "wedding", "reception", "graduation", "concert", "gig", "festival", "game", "match",
  "race", "marathon", "half marathon", "hike", "trek", "climb", "swim", "surf", "dive", "ride", "road trip", "trip", "vacation", "holiday", "getaway",
  "camping", "dinner", "lunch", "brunch", "breakfast", "feast", "tasting", "class", "lesson", "workshop", "course", "tour", "visit", "show", "play",
  "musical", "exhibition", "museum visit", "parade", "ceremony", "reunion", "sleepover", "date", "date night", "honeymoon", "retreat", "cruise",
  "shopping", "karaoke", "movie", "movie night", "game night", "trivia", "yoga", "run", "walk", "bike ride", "ski trip", "fishing trip", "christening", "baptism", "funeral",
] as const;

/** Verbs too general to name an activity on their own. */
export const lightVerbs = new Set([
  "be", "have", "do", "get", "go", "come", "make", "take", "say", "tell", "think", "know", "want", "feel", "guess", "seem", "look", "see", "let", "give",
  "put", "keep", "try", "need", "use", "find", "end", "end up", "turn", "turn out", "insist", "remember", "forget", "mean", "like", "love", "start", "begin",
  "become", "leave", "bring", "call", "ask", "show", "sign", "sign up", "hang", "hang out", "buy", "pay", "spend", "stay", "happen", "realise", "realize",
  "learn", "decide", "manage", "agree", "hope", "wish", "wait", "work", "live", "set", "set up", "gang up", "promise", "swear", "plan", "will", "can", "could",
  "would", "should", "might", "must", "may", "hold", "sit", "stand", "meet", "help", "lose", "win", "understand", "follow", "redo", "burst", "light", "hug",
  "stop", "move", "laugh", "cry", "smile", "enjoy", "fight", "tease", "surprise", "pick", "drop", "check", "open", "close", "grow", "change", "run out",
  "suppose", "stick", "hate", "expect", "recognise", "recognize", "bear", "pass", "spill", "convince", "blur", "shake", "time", "amaze", "starve", "peak",
  "seem", "sound", "wonder", "miss", "care", "matter", "belong", "happen", "allow", "include", "fit", "cost", "last", "reach", "add", "mention", "notice",
  "drag", "retire", "discover", "scream", "shout", "trust", "own", "talk", "speak", "write", "wear", "feed", "hear", "watch", "wake", "sleep",
  "carry", "count", "hurry", "rush",
]);

/** Nouns that head a place name ("humboldt park", "lake tahoe"). */
export const placeHeadNouns = new Set([
  "park", "lake", "beach", "river", "mountain", "mountains", "mount", "falls", "valley", "canyon", "island", "bay", "coast", "forest", "woods", "trail",
  "museum", "stadium", "field", "arena", "garden", "gardens", "square", "street", "avenue", "market", "church", "cathedral", "castle", "palace", "bridge",
  "zoo", "aquarium", "harbor", "harbour", "pier", "peak", "national park", "state park", "airport", "station", "hotel", "resort", "cafe", "restaurant",
]);

/** Nouns too vague to be a memory's object. */
export const vagueNouns = new Set([
  "time", "day", "thing", "things", "lot", "way", "people", "person", "everyone", "everybody", "someone", "something", "anything", "nothing", "part", "bit",
  "kind", "sort", "year", "years", "month", "week", "weekend", "night", "morning", "afternoon", "evening", "moment", "minute", "hour", "place", "side",
  "end", "start", "first", "one", "ones", "front", "background", "foreground", "edge", "frame", "scene", "photo", "picture", "shot", "selfie", "light",
  "sun", "sky", "air", "group", "crowd", "adult", "adults", "man", "woman", "men", "women", "child", "kid", "boy", "girl", "couple", "lol", "haha", "honestly",
  "here", "there", "all", "work", "treat", "call", "joke", "test", "summer", "winter", "spring", "autumn", "birthday", "holiday", "life", "home", "house",
  "fun", "idea", "reason", "question", "answer", "story", "memory", "feeling", "mood", "present", "gift", "trip", "surprise", "tbh", "charge", "course",
]);
