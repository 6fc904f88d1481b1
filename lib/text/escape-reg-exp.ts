/** The text as a regular expression that matches it literally ("St. Mary's" -> "St\. Mary's"). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
