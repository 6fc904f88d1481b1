// Pattern questions (the benchmark's level 4) ask how something went over time: "how has my
// fiddle playing come along", "how has my PhD been going", "who do I usually spend Christmas
// with". Their answer is every memory of it, so the request is collective (rank-memories.ts
// keeps more of the ranking). "How did the surgery go" asks about one event and is not one.

const PERFECT_COURSE = /\bhow(?:\s+(?:has|have)\b|['’](?:s|ve)\b).*\b(go|going|gone|come along|coming along|progress|progressed|progressing|develop|developed|grow|grown|growing|evolve|evolved|improve|improved|turned out|been part|getting on|got on|getting along|holding up|coping|shaped|affected|influenced|helped|changed)\b/i;
// "In what ways has my husband's engineering helped my projects?": the ways are the memories, all of them.
const IN_WHAT_WAYS = /\b(?:what|which)\s+ways\b/i;
const HABIT = /\b(usually|typically|normally|how often|over the years|over time|part of my life)\b/i;

// A story told through ("the whole story of my solo", "from start to finish", "go through the
// pregnancy with me, from the news to the birth", "run me through the birds I've seen", "from when he told me to the handover", "from
// sitting it to getting the result", "every time my best friend shows up"). (A trip from one
// named place to another, "from Lisbon to Porto", is no story told through.)
const WHOLE_STORY = /\b(whole\s+story|story\s+so\s+far|from\s+start\s+to\s+finish|from\s+(?:the\s+)?beginning\s+to\s+(?:the\s+)?end|(?:go|walk|take|run|talk)\s+(?:me\s+|us\s+)?through|onwards?|every\s+time|each\s+time|from\s+(?:the|my|his|her|our|their|when|\w+ing)\b[^,.;?!]{0,40}?\s(?:to|until|till)\s+\w+)\b/i;

export function asksForPattern(text: string): boolean {
  return PERFECT_COURSE.test(text) || HABIT.test(text) || WHOLE_STORY.test(text) || IN_WHAT_WAYS.test(text);
}
