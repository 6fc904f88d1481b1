/**
 * What a person typed, made safe to store and compare, once at the edge: NUL and other C0
 * control characters (but tab and newlines) removed, lone surrogate halves removed, Unicode
 * in NFC. PostgreSQL refuses NUL in text; lone surrogates are not valid UTF-8.
 */
export function cleanText(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, "")
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "")
    .normalize("NFC");
}

/** Every string inside plain input (objects, arrays) cleaned; other values as they are. */
export function cleanInput<T>(value: T): T {
  if (typeof value === "string") return cleanText(value) as T;
  if (Array.isArray(value)) return value.map(cleanInput) as T;
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cleanInput(v)])) as T;
  }
  return value;
}
