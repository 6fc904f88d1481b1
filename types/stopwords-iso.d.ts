declare module "stopwords-iso" {
  /** Function words per ISO 639-1 code. */
  const stopwords: Record<string, string[]>;
  export default stopwords;
}
