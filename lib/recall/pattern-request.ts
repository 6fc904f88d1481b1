// Pattern questions (the benchmark's level 4) ask how something went over time: "how has my
// fiddle playing come along", "how has my PhD been going", "who do I usually spend Christmas
// with". Their answer is every memory of it, so the request is collective (rank-memories.ts
// keeps more of the ranking). "How did the surgery go" asks about one event and is not one.

const PERFECT_COURSE = /\bhow\s+(has|have|'s|'ve)\b.*\b(go|going|gone|come along|coming along|progress|progressed|progressing|develop|developed|grow|grown|growing|evolve|evolved|improve|improved|turned out|been part)\b/i;
const HABIT = /\b(usually|typically|normally|how often|over the years|over time|part of my life)\b/i;

export function asksForPattern(text: string): boolean {
  return PERFECT_COURSE.test(text) || HABIT.test(text);
}
