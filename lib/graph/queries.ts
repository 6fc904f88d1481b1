// The graph's Cypher, in the subset Kuzu 0.11 and Neo4j 5 share. Every statement is a
// constant and parameterised: no value is ever put into the text. Every statement that
// reads or writes one user's graph names $userId, except three that are about all users by
// design (queries.test.ts keeps this list true): `memoryOwner` (which user a memory id
// belongs to, so a write over another user's memory is refused before upsertMemory, whose
// MERGE is keyed by the memory id alone), `userIdsWithMemories` (reconcile: graphs of users
// who no longer exist) and `countUncountedThemes` (a one-time fill of counts on opening an
// older graph).
// Kuzu quirks respected here: a statement must use every parameter it is given, and a
// parameter may not appear both in ON CREATE and ON MATCH (so upserts use MERGE ... SET);
// it does not look a primary key up per row of an UNWIND, so per-memory lookups start from
// one `{id: $param}` match. Relationship nodes carry their memory count (memoryCount),
// kept exact by the write transactions: counting at read time cost a traversal per theme.

export const MEMORY_FIELDS = ["id", "userId", "title", "summary", "occurredAt", "place"] as const;
export const THEME_FIELDS = ["id", "userId", "kind", "key", "matchKey", "name", "description", "aliases", "descriptors", "surname"] as const;
export const SEMANTIC_FIELDS = ["id", "userId", "memoryId", "kind", "value"] as const;
/** Separates packed fields; written values never contain it (the store replaces it). */
export const FIELD_SEP = "\u001e";

/**
 * A node's string fields packed into one column, `<v>_packed`, joined by $fieldSep: Kuzu's
 * Node.js binding converts result values one at a time, so one column per node instead of
 * ten makes big reads (every theme, a subgraph) several times faster.
 */
const packed = (v: string, fields: readonly string[]) => `${fields.map((f) => `coalesce(${v}.${f}, '')`).join(" + $fieldSep + ")} AS ${v}_packed`;
const memoryFields = (v: string) => packed(v, MEMORY_FIELDS);
const themeFields = (v: string) => packed(v, THEME_FIELDS);
const semanticFields = (v: string) => packed(v, SEMANTIC_FIELDS);
const memoryCountOf = (v: string) => `coalesce(${v}.memoryCount, 0) AS memoryCount`;

/** The memory's owner, of any user: to refuse writing over another user's memory. */
export const memoryOwner = `
MATCH (m:Memory {id: $memoryId}) RETURN m.userId AS userId`;

export const upsertMemory = `
MERGE (m:Memory {id: $memoryId})
SET m.userId = $userId, m.title = $title, m.summary = $summary, m.occurredAt = $occurredAt,
    m.place = $place, m.contentHash = $contentHash, m.builtAt = $builtAt`;

export const deleteSemanticOfMemory = `
MATCH (m:Memory {id: $memoryId})-[:HAS_DETAIL]->(s:Semantic) WHERE m.userId = $userId DETACH DELETE s`;

/**
 * The memory node and its new semantic nodes in one statement (a separate MATCH of the
 * memory cost as much as the writes). Only for semantic ids the memory does not have yet:
 * ids derive from the memory, kind and value, and a semantic node only ever exists with its
 * memory's edge, so CREATE is safe. $semantic is never empty (use upsertMemory then).
 */
export const upsertMemoryWithSemanticNodes = `${upsertMemory}
WITH m
UNWIND $semantic AS d
CREATE (m)-[:HAS_DETAIL]->(:Semantic {id: d.id, userId: m.userId, memoryId: m.id, kind: d.kind, value: d.value})`;

export const semanticIdsOfMemory = `
MATCH (m:Memory {id: $memoryId})-[:HAS_DETAIL]->(s:Semantic) WHERE m.userId = $userId RETURN s.id AS id`;

export const themeIdsOfMemory = `
MATCH (m:Memory {id: $memoryId})-[:IN_THEME]->(r:Relationship)
WHERE m.userId = $userId AND r.userId = $userId
RETURN r.id AS id`;

export const unlinkThemesOfMemory = `
MATCH (m:Memory {id: $memoryId})-[e:IN_THEME]->(r:Relationship)
WHERE m.userId = $userId AND r.userId = $userId AND r.id IN $themeIds
DELETE e
SET r.memoryCount = r.memoryCount - 1`;

export const deleteSemanticNodes = `
MATCH (m:Memory {id: $memoryId})-[:HAS_DETAIL]->(s:Semantic)
WHERE m.userId = $userId AND s.id IN $semanticIds
DETACH DELETE s`;

/**
 * `t.added` is 1 for a theme this write links the memory to, else 0 (its count stays). The
 * MERGE is keyed by user and id: the id's unique constraint (Neo4j) or primary key (Kuzu)
 * makes two jobs writing the same new theme at once meet on one node, and an id of another
 * user's theme fails the write instead of touching that node. A
 * theme's id fixes its user, kind and keys, so they are written once, and its name,
 * description, aliases, relation words and surname only when they change (contentHash):
 * Kuzu keeps updates per column, and a column nobody rewrote scans fast
 * (themesByMatchKeys scans userId/matchKey for every memory built).
 */
export const upsertThemes = `
UNWIND $themes AS t
MERGE (r:Relationship {id: t.id, userId: $userId})
ON CREATE SET r.kind = t.kind, r.key = t.key, r.matchKey = t.matchKey
SET r.memoryCount = coalesce(r.memoryCount, 0) + t.added
WITH r, t
WHERE r.contentHash IS NULL OR r.contentHash <> t.contentHash
SET r.name = t.name, r.description = t.description, r.aliases = t.aliases, r.descriptors = t.descriptors, r.surname = t.surname,
    r.contentHash = t.contentHash`;

export const linkMemoryToThemes = `
MATCH (m:Memory {id: $memoryId}) WHERE m.userId = $userId
UNWIND $themeIds AS themeId
MATCH (r:Relationship {id: themeId}) WHERE r.userId = $userId
CREATE (m)-[:IN_THEME]->(r)`;

export const deleteOrphanThemes = `
MATCH (r:Relationship)
WHERE r.userId = $userId AND r.id IN $themeIds AND NOT EXISTS { MATCH (:Memory)-[:IN_THEME]->(r) }
DETACH DELETE r`;

export const uncountThemesOfMemory = `
MATCH (m:Memory {id: $memoryId})-[:IN_THEME]->(r:Relationship)
WHERE m.userId = $userId AND r.userId = $userId
SET r.memoryCount = r.memoryCount - 1`;

/** Counts memories for themes written before counts were stored (a store opened on an older graph). */
export const countUncountedThemes = `
MATCH (r:Relationship) WHERE r.memoryCount IS NULL
OPTIONAL MATCH (m:Memory)-[:IN_THEME]->(r)
WITH r, count(m) AS n
SET r.memoryCount = n`;

/**
 * A user's graph revision: a fresh random token on every write, so readers can tell whether
 * what they read before is still current (from any process, Neo4j included).
 */
export const graphRevision = `MATCH (g:UserGraph {id: $userId}) RETURN g.revision AS revision`;
export const touchGraphRevision = `MERGE (g:UserGraph {id: $userId}) SET g.revision = $revision`;
export const deleteGraphRevision = `MATCH (g:UserGraph {id: $userId}) DELETE g`;

export const deleteMemory = `MATCH (m:Memory {id: $memoryId}) WHERE m.userId = $userId DETACH DELETE m`;
export const deleteUserSemantic = `MATCH (s:Semantic) WHERE s.userId = $userId DETACH DELETE s`;
export const deleteUserMemories = `MATCH (m:Memory) WHERE m.userId = $userId DETACH DELETE m`;
export const deleteUserThemes = `MATCH (r:Relationship) WHERE r.userId = $userId DETACH DELETE r`;

export const themesByMatchKeys = `
MATCH (r:Relationship) WHERE r.userId = $userId AND r.matchKey IN $matchKeys
RETURN ${themeFields("r")}, ${memoryCountOf("r")}`;

/** Co-occurring context of one theme, from its `$sampleSize` most recent memories only (bounded cost for popular themes). */
export const themeNeighbours = `
MATCH (r:Relationship {id: $themeId})<-[:IN_THEME]-(m:Memory)
WHERE r.userId = $userId AND m.userId = $userId AND m.id <> $excludeMemoryId
WITH m ORDER BY m.occurredAt DESC LIMIT $sampleSize
MATCH (m)-[:IN_THEME]->(o:Relationship)
WHERE o.userId = $userId AND o.id <> $themeId
RETURN DISTINCT o.matchKey AS otherKey`;

export const memoryStamps = `
MATCH (m:Memory) WHERE m.userId = $userId RETURN m.id AS id, m.contentHash AS contentHash`;

export const userIdsWithMemories = `MATCH (m:Memory) RETURN DISTINCT m.userId AS userId`;

export const listThemes = `
MATCH (r:Relationship) WHERE r.userId = $userId
RETURN ${themeFields("r")}, ${memoryCountOf("r")}
ORDER BY memoryCount DESC, r.name, r.id`;

export const themeById = `
MATCH (r:Relationship {id: $themeId}) WHERE r.userId = $userId RETURN ${themeFields("r")}`;

export const memoriesOfThemes = `
MATCH (r:Relationship)<-[:IN_THEME]-(m:Memory)
WHERE r.id IN $themeIds AND r.userId = $userId AND m.userId = $userId
RETURN ${memoryFields("m")}, r.id AS viaId`;
// (Flat rows, grouped and sorted by the caller: Kuzu's grouped aggregate over the memory
// fields costs several times more than the traversal.)

/** The same memories as ids and dates only, one packed column: what recall's ranking needs. */
export const memoryRefsOfThemes = `
MATCH (r:Relationship)<-[:IN_THEME]-(m:Memory)
WHERE r.id IN $themeIds AND r.userId = $userId AND m.userId = $userId
RETURN DISTINCT m.id + $fieldSep + coalesce(m.occurredAt, '') AS ref`;

export const memoryById = `
MATCH (m:Memory {id: $memoryId}) WHERE m.userId = $userId RETURN ${memoryFields("m")}`;

export const semanticOfMemory = `
MATCH (m:Memory {id: $memoryId})-[:HAS_DETAIL]->(s:Semantic)
WHERE m.userId = $userId AND s.userId = $userId
RETURN ${semanticFields("s")} ORDER BY s.kind, s.value`;

export const themesOfMemory = `
MATCH (m:Memory {id: $memoryId})-[:IN_THEME]->(r:Relationship)
WHERE m.userId = $userId AND r.userId = $userId
RETURN ${themeFields("r")} ORDER BY r.kind, r.name`;

/** The `$limit` most recent memories (an integer: the Neo4j runner sends whole numbers as Integers). */
export const recentMemories = `
MATCH (m:Memory) WHERE m.userId = $userId
RETURN ${memoryFields("m")} ORDER BY m.occurredAt DESC, m.id LIMIT $limit`;

export const semanticOfMemories = `
MATCH (m:Memory)-[:HAS_DETAIL]->(s:Semantic)
WHERE m.userId = $userId AND s.userId = $userId AND m.id IN $memoryIds
RETURN ${semanticFields("s")}`;

export const themeLinksOfMemories = `
MATCH (m:Memory)-[:IN_THEME]->(r:Relationship)
WHERE m.userId = $userId AND r.userId = $userId AND m.id IN $memoryIds
RETURN m.id AS memoryId, r.id AS themeId`;
// (Theme content comes from the user's theme list, once per theme rather than once per link.)
