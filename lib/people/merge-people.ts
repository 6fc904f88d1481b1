import "server-only";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { noOne, afterPeopleChanged, renameInTx } from "./rename-person";
import { mergePeopleSchema, personKey, type MergePeopleInput } from "./schemas";

/** The user says several names are one person: each becomes `into` (details and faces), in one transaction. */
export async function mergePeople(userId: string, fromNames: string[], intoName: string): Promise<{ memoryCount: number }> {
  const { from, into } = mergePeopleSchema.parse({ from: fromNames, into: intoName } satisfies MergePeopleInput);
  const merged = [...new Map(from.filter((name) => personKey(name) !== personKey(into)).map((name) => [personKey(name), name])).values()];
  if (!merged.length) throw new AppError("invalid", "Choose someone other than the person you merge into.", { field: "from" });
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const touched = new Set<string>();
    for (const name of merged) {
      const memories = await renameInTx(tx, userId, name, into);
      if (!memories) throw noOne(name);
      memories.forEach((id) => touched.add(id));
    }
    await afterPeopleChanged(tx, userId, touched);
    return { memoryCount: touched.size };
  });
}
