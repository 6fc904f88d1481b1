// The graph's Cypher, in the subset Kuzu 0.11 and Neo4j 5 share. Every statement is
// parameterised and filtered by $userId; nothing here is built from user text.
// Kuzu quirks respected here: a statement must use every parameter it is given, and a
// parameter may not appear both in ON CREATE and ON MATCH (so upserts use MERGE ... SET).

const memoryFields = (v: string) =>
  ["id", "userId", "title", "summary", "occurredAt", "place"].map((f) => `${v}.${f} AS ${v}_${f}`).join(", ");
const themeFields = (v: string) =>
  ["id", "userId", "kind", "key", "matchKey", "name", "description", "aliases", "descriptors", "surname"]
    .map((f) => `${v}.${f} AS ${v}_${f}`)
    .join(", ");
const semanticFields = (v: string) => ["id", "userId", "memoryId", "kind", "value"].map((f) => `${v}.${f} AS ${v}_${f}`).join(", ");
const memoryCountOf = (v: string) => `COUNT { MATCH (:Memory)-[:IN_THEME]->(${v}) } AS memoryCount`;

/** The memory's owner (any user: to refuse writing over another user's memory) and its current themes. */
export const memoryOwnerAndThemes = `
MATCH (m:Memory {id: $memoryId})
OPTIONAL MATCH (m)-[:IN_THEME]->(r:Relationship)
RETURN m.userId AS userId, r.id AS id`;

export const upsertMemory = `
MERGE (m:Memory {id: $memoryId})
SET m.userId = $userId, m.title = $title, m.summary = $summary, m.occurredAt = $occurredAt,
    m.place = $place, m.contentHash = $contentHash, m.builtAt = $builtAt`;

export const deleteSemanticOfMemory = `
MATCH (m:Memory {id: $memoryId})-[:HAS_DETAIL]->(s:Semantic) WHERE m.userId = $userId DETACH DELETE s`;

/** Only for semantic ids the memory does not have yet (ids derive from kind and value). */
export const createSemanticNodes = `
MATCH (m:Memory {id: $memoryId}) WHERE m.userId = $userId
UNWIND $semantic AS d
MERGE (s:Semantic {id: d.id})
SET s.userId = m.userId, s.memoryId = m.id, s.kind = d.kind, s.value = d.value
CREATE (m)-[:HAS_DETAIL]->(s)`;

export const semanticIdsOfMemory = `
MATCH (m:Memory {id: $memoryId})-[:HAS_DETAIL]->(s:Semantic) WHERE m.userId = $userId RETURN s.id AS id`;

export const themeIdsOfMemory = `
MATCH (m:Memory {id: $memoryId})-[:IN_THEME]->(r:Relationship)
WHERE m.userId = $userId AND r.userId = $userId
RETURN r.id AS id`;

export const unlinkThemesOfMemory = `
MATCH (m:Memory {id: $memoryId})-[e:IN_THEME]->(r:Relationship)
WHERE m.userId = $userId AND r.userId = $userId AND r.id IN $themeIds
DELETE e`;

export const deleteSemanticNodes = `
MATCH (m:Memory {id: $memoryId})-[:HAS_DETAIL]->(s:Semantic)
WHERE m.userId = $userId AND s.id IN $semanticIds
DETACH DELETE s`;

export const upsertThemes = `
UNWIND $themes AS t
MERGE (r:Relationship {id: t.id})
SET r.userId = $userId, r.kind = t.kind, r.key = t.key, r.matchKey = t.matchKey, r.name = t.name,
    r.description = t.description, r.aliases = t.aliases, r.descriptors = t.descriptors, r.surname = t.surname`;

export const linkMemoryToThemes = `
MATCH (m:Memory {id: $memoryId}) WHERE m.userId = $userId
UNWIND $themeIds AS themeId
MATCH (r:Relationship {id: themeId}) WHERE r.userId = $userId
CREATE (m)-[:IN_THEME]->(r)`;

export const deleteOrphanThemes = `
MATCH (r:Relationship)
WHERE r.userId = $userId AND r.id IN $themeIds AND NOT EXISTS { MATCH (:Memory)-[:IN_THEME]->(r) }
DETACH DELETE r`;

export const deleteMemory = `MATCH (m:Memory {id: $memoryId}) WHERE m.userId = $userId DETACH DELETE m`;
export const deleteUserSemantic = `MATCH (s:Semantic) WHERE s.userId = $userId DETACH DELETE s`;
export const deleteUserMemories = `MATCH (m:Memory) WHERE m.userId = $userId DETACH DELETE m`;
export const deleteUserThemes = `MATCH (r:Relationship) WHERE r.userId = $userId DETACH DELETE r`;

export const themesByMatchKeys = `
MATCH (r:Relationship) WHERE r.userId = $userId AND r.matchKey IN $matchKeys
RETURN ${themeFields("r")}`;

export const themesByMatchKeysWithCounts = `
MATCH (r:Relationship) WHERE r.userId = $userId AND r.matchKey IN $matchKeys
RETURN ${themeFields("r")}, ${memoryCountOf("r")}`;

export const memoryCounts = `
MATCH (r:Relationship) WHERE r.userId = $userId AND r.id IN $themeIds
RETURN r.id AS id, ${memoryCountOf("r")}`;

/** Co-occurring context of one theme, from its most recent memories only (bounded cost for popular themes). */
export function themeNeighbours(sampleSize: number): string {
  if (!Number.isInteger(sampleSize) || sampleSize < 1) throw new Error("themeNeighbours: sampleSize must be a positive integer");
  return `
MATCH (r:Relationship {id: $themeId})<-[:IN_THEME]-(m:Memory)
WHERE r.userId = $userId AND m.userId = $userId AND m.id <> $excludeMemoryId
WITH m ORDER BY m.occurredAt DESC LIMIT ${sampleSize}
MATCH (m)-[:IN_THEME]->(o:Relationship)
WHERE o.userId = $userId AND o.id <> $themeId
RETURN DISTINCT o.matchKey AS otherKey`;
}

export const memoryStamps = `
MATCH (m:Memory) WHERE m.userId = $userId RETURN m.id AS id, m.contentHash AS contentHash`;

export const userIdsWithMemories = `MATCH (m:Memory) RETURN DISTINCT m.userId AS userId`;

export const listThemes = `
MATCH (r:Relationship) WHERE r.userId = $userId
RETURN ${themeFields("r")}, ${memoryCountOf("r")}
ORDER BY memoryCount DESC, r_name`;

export const listThemesOfKinds = `
MATCH (r:Relationship) WHERE r.userId = $userId AND r.kind IN $kinds
RETURN ${themeFields("r")}, ${memoryCountOf("r")}
ORDER BY memoryCount DESC, r_name`;

export const themeById = `
MATCH (r:Relationship {id: $themeId}) WHERE r.userId = $userId RETURN ${themeFields("r")}`;

export const memoriesOfThemes = `
UNWIND $themeIds AS themeId
MATCH (r:Relationship {id: themeId})<-[:IN_THEME]-(m:Memory)
WHERE r.userId = $userId AND m.userId = $userId
RETURN ${memoryFields("m")}, r.id AS viaId`;
// (Flat rows, grouped and sorted by the caller: Kuzu's grouped aggregate over the memory
// fields costs several times more than the traversal.)

export const memoryById = `
MATCH (m:Memory {id: $memoryId}) WHERE m.userId = $userId RETURN ${memoryFields("m")}`;

export const semanticOfMemory = `
MATCH (m:Memory {id: $memoryId})-[:HAS_DETAIL]->(s:Semantic)
WHERE m.userId = $userId AND s.userId = $userId
RETURN ${semanticFields("s")} ORDER BY s_kind, s_value`;

export const themesOfMemory = `
MATCH (m:Memory {id: $memoryId})-[:IN_THEME]->(r:Relationship)
WHERE m.userId = $userId AND r.userId = $userId
RETURN ${themeFields("r")} ORDER BY r_kind, r_name`;

/** `limit` is a clamped integer from our own code, inlined because LIMIT parameters differ in type between the drivers. */
export function recentMemories(limit: number): string {
  if (!Number.isInteger(limit) || limit < 1) throw new Error("recentMemories: limit must be a positive integer");
  return `
MATCH (m:Memory) WHERE m.userId = $userId
RETURN ${memoryFields("m")} ORDER BY m_occurredAt DESC, m_id LIMIT ${limit}`;
}

export const semanticOfMemories = `
MATCH (m:Memory)-[:HAS_DETAIL]->(s:Semantic)
WHERE m.userId = $userId AND s.userId = $userId AND m.id IN $memoryIds
RETURN ${semanticFields("s")}`;

export const themeLinksOfMemories = `
MATCH (m:Memory)-[:IN_THEME]->(r:Relationship)
WHERE m.userId = $userId AND r.userId = $userId AND m.id IN $memoryIds
RETURN m.id AS memoryId, ${themeFields("r")}, ${memoryCountOf("r")}`;
