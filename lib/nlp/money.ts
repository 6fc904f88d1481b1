// Amounts of money as people write them: "$300", "€45", "three hundred bucks", "50 quid".
// The index reads a currency sign as its word ("$" is a dollar), and a question of price ("How
// much did I pay for my fiddle?", "What did the hotel cost?") is answered by the memory that
// names an amount.

/** Currency signs and the word each stands for. */
export const CURRENCY_SIGNS: Readonly<Record<string, string>> = {
  $: "dollar",
  "€": "euro",
  "£": "pound",
  "¥": "yen",
  "₹": "rupee",
  "₦": "naira",
  "₱": "peso",
  "₩": "won",
  "₺": "lira",
  "₪": "shekel",
  "฿": "baht",
  "₽": "ruble",
  "₴": "hryvnia",
  "₫": "dong",
  "₡": "colon",
};

/** Words for money and its common currencies, as a memory names an amount ("300 bucks", "45 euros", "20 quid"). */
export const MONEY_WORDS: readonly string[] = [
  ...new Set([
    ...Object.values(CURRENCY_SIGNS).filter((w) => !["won", "dong", "colon"].includes(w)),
    "buck", "quid", "cent", "penny", "pence", "yuan", "renminbi", "rand", "franc", "krona", "krone", "kronor", "kroner",
    "zloty", "forint", "dirham", "ringgit", "rupiah", "shilling", "cedi", "kwacha", "reais",
    "usd", "eur", "gbp", "aud", "cad", "nzd", "chf", "sek", "nok", "dkk", "jpy", "inr", "zar", "mxn", "brl",
    "price", "cost", "fee", "fare",
  ]),
];

/** Words a question of price asks with, whose answer is an amount: what was paid, spent, charged; the price, the fee. */
export const PRICE_WORDS: ReadonlySet<string> = new Set(["pay", "spend", "cost", "charge", "fork", "price", "fee", "fare"]);

/**
 * Whether a request asks for an amount of money: "How much did I pay for my fiddle?", "how much
 * was the hotel", "What did the boat trip cost?", "what was the price of the tickets". "How much
 * did I enjoy it?", "how much time" ask for no amount.
 */
export function asksPrice(lemmas: readonly string[]): boolean {
  const text = ` ${lemmas.join(" ")} `;
  if (/ how much (do|be|have) [^?]*\b(pay|spend|cost|charge|fork)\b/.test(text)) return true;
  if (/ how much be (the|a|an|my|our|it|that|this|those|these|they) /.test(text) && !/ how much be [^?]*\b(time|worth)\b/.test(text)) return true;
  if (/ how (expensive|cheap) /.test(text)) return true;
  if (/ what (do|be) [^?]* cost /.test(text)) return true;
  return / what be the (price|cost|fee|fare) /.test(text);
}
