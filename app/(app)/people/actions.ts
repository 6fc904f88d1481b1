"use server";

import { revalidatePath } from "next/cache";
import { defineAction } from "@/lib/edge/define-action";
import { mergePeople } from "@/lib/people/merge-people";
import { renamePerson } from "@/lib/people/rename-person";
import { mergePeopleSchema, renamePersonSchema } from "@/lib/people/schemas";

const signedOut = "Your session ended. Sign in again; nothing was changed.";
const failure = "Something went wrong on our side; nothing was changed. Try again.";

export const renamePersonAction = defineAction({
  input: renamePersonSchema,
  signedOut,
  failure,
  queuesGraphJobs: true,
  run: async ({ from, to }, user) => {
    const result = await renamePerson(user.id, from, to);
    revalidatePath("/people");
    return result;
  },
});

export const mergePeopleAction = defineAction({
  input: mergePeopleSchema,
  signedOut,
  failure,
  queuesGraphJobs: true,
  run: async ({ from, into }, user) => {
    const result = await mergePeople(user.id, from, into);
    revalidatePath("/people");
    return result;
  },
});
