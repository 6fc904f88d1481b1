import cssColors from "color-name";

// Questions whose answer is a value of one kind: "What colour is my campervan?" is answered
// only by a memory that says a colour, "How much did my pumpkin weigh?" only by one that says
// a weight. A memory of the campervan that names no colour is no answer; saying so is honest.

/** CSS's colour names (one word each) and the everyday ones CSS lacks. */
const EVERYDAY_COLOURS = [
  "grey", "golden", "cream", "ginger", "blonde", "blond", "auburn", "mauve", "scarlet", "emerald", "burgundy", "lilac", "amber",
  "copper", "bronze", "rust", "charcoal", "mustard", "peach", "rose", "ruby", "sapphire", "jade", "cobalt", "crimson", "magenta",
  "cyan", "indigo", "navy", "lime", "mint", "olive", "tan", "caramel", "pastel", "multicoloured", "multicolored", "rainbow",
];
/** CSS names that in a memory are mostly the thing itself ("the snow", "a salmon"). */
const MOSTLY_THINGS = new Set(["tomato", "chocolate", "salmon", "wheat", "snow", "linen", "peru", "moccasin", "bisque", "seashell", "thistle"]);
export const COLOUR_WORDS: readonly string[] = [...new Set([...Object.keys(cssColors).filter((name) => !MOSTLY_THINGS.has(name)), ...EVERYDAY_COLOURS])];

/** Units a weight is said in ("312 kg", "forty pounds", "a stone heavier"). */
export const WEIGHT_WORDS: readonly string[] = ["kg", "kgs", "kilo", "kilos", "kilogram", "kilogramme", "gram", "gramme", "g", "lb", "lbs", "pound", "stone", "ounce", "oz", "ton", "tonne"];

export type AnswerKind = { kind: "colour" | "weight"; words: readonly string[]; asked: string; said: ReadonlySet<string> };

const SAID: Record<AnswerKind["kind"], ReadonlySet<string>> = { colour: new Set(["colour", "color", "shade"]), weight: new Set(["weigh", "weight", "heavy"]) };

/**
 * The kind of value a request asks for, from its lemmas: "what colour / which color is …",
 * "how much did … weigh", "what did … weigh", "how heavy …", "what was the weight of …".
 * `asked` is the request's own word for it ("colour").
 */
export function askedAnswerKind(lemmas: readonly string[]): AnswerKind | null {
  const text = ` ${lemmas.join(" ")} `;
  const colour = / (?:what|which) (colour|color|shade)s? /.exec(text);
  if (colour) return { kind: "colour", words: COLOUR_WORDS, asked: colour[1]!, said: SAID.colour };
  if (/ how (?:much|heavy) (?:do|be|have)\b[^?]*\bweigh /.test(text) || / what (?:do|be|have)\b[^?]*\bweigh /.test(text)) return { kind: "weight", words: WEIGHT_WORDS, asked: "weigh", said: SAID.weight };
  if (/ how heavy /.test(text) || / what be the weight /.test(text)) return { kind: "weight", words: WEIGHT_WORDS, asked: text.includes(" weight ") ? "weight" : "heavy", said: SAID.weight };
  return null;
}
