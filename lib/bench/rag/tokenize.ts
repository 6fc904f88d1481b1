import type { ItemToken, ItsFunction, WinkMethods } from "wink-nlp";
import { wink } from "@/lib/nlp/tokens";

// Words and numbers, stop words dropped, Porter-stemmed by wink-nlp ("hiking" -> "hike",
// "birthdays" -> "birthday"), with the app's one wink instance.

// wink-nlp 2.4's typings declare its.stem with a parameter list `out()` does not accept.
const stemOf = (its: WinkMethods["its"]) => its.stem as unknown as ItsFunction<string>;

export function stemmedTerms(text: string): string[] {
  const nlp = wink();
  const its = nlp.its;
  const terms: string[] = [];
  nlp
    .readDoc(text)
    .tokens()
    .each((token: ItemToken) => {
      const type = token.out(its.type);
      if ((type !== "word" && type !== "number") || token.out(its.stopWordFlag)) return;
      const stem = String(token.out(stemOf(its))).toLowerCase();
      // Drop clitics such as the possessive "'s", which wink-nlp keeps as their own tokens.
      if (/^[\p{L}\p{N}]/u.test(stem)) terms.push(stem);
    });
  return terms;
}
