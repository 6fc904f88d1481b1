import type { Neo4jConfig } from "./neo4j-store";

/** The Neo4j server named by NEO4J_URI (and NEO4J_USER, NEO4J_PASSWORD, NEO4J_DATABASE), or undefined when none is: for tests and benchmarks. */
export function neo4jConfigFromEnv(env: NodeJS.ProcessEnv = process.env): Neo4jConfig | undefined {
  const uri = env.NEO4J_URI?.trim();
  if (!uri) return undefined;
  return {
    uri,
    user: env.NEO4J_USER?.trim() || "neo4j",
    password: env.NEO4J_PASSWORD?.trim() || undefined,
    database: env.NEO4J_DATABASE?.trim() || undefined,
  };
}
