// Minimal typings for wink-bm25-text-search 3.x (the package ships none).
declare module "wink-bm25-text-search" {
  type PrepTask = (input: any) => any;
  type SearchResult = [id: string, score: number];
  type BM25Engine = {
    defineConfig(config: { fldWeights: Record<string, number>; bm25Params?: { k1?: number; b?: number; k?: number }; ovFldNames?: string[] }): boolean;
    definePrepTasks(tasks: PrepTask[], field?: string): number;
    addDoc(doc: Record<string, string>, id: string | number): number;
    consolidate(fp?: number): boolean;
    search(text: string, limit?: number, filter?: (fieldValues: Record<string, unknown>, params: unknown) => boolean, params?: unknown): SearchResult[];
    getTotalDocs(): number;
    reset(): boolean;
  };
  function bm25(): BM25Engine;
  export = bm25;
}
