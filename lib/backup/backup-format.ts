import { z } from "zod";

/** What an archive of the embedded stack holds, under these names, beside `manifest.json`. */
export const BACKUP_PARTS = ["pglite", "graph", "media", "auth-secret"] as const;

export const backupManifestSchema = z.object({
  format: z.literal("tobu-backup", { message: "This is not a Tobu Memories backup (manifest.json has another format)." }),
  version: z.literal(1, { message: "This backup was made by a newer version of the app." }),
  createdAt: z.iso.datetime(),
  parts: z.array(z.enum(BACKUP_PARTS)),
  migrations: z.array(z.string()),
});

export type BackupManifest = z.infer<typeof backupManifestSchema>;
