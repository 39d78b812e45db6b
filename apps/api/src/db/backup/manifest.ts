// The backup archive's manifest (format, migration level, tables, sequences, uploads) and the
// error every backup and restore step reports with. Apart because both directions and the
// archive code read the same description of a backup.
import { z } from 'zod';

export const BACKUP_FORMAT = 'prepward-backup';
export const BACKUP_FORMAT_VERSION = 1;

export const ZManifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.string(),
  appVersion: z.string(),
  postgresVersion: z.string(),
  schema: z.string(),
  migrations: z.object({
    count: z.number().int().min(1),
    /** The last migration's name in the journal of the version that made the backup. */
    lastTag: z.string().nullable(),
    lastHash: z.string(),
    /** The journal's `when` of the last migration: what drizzle compares to pick the next. */
    lastCreatedAt: z.number(),
    applied: z.array(z.object({ hash: z.string(), createdAt: z.number() })),
  }),
  tables: z.array(
    z.object({ name: z.string().min(1), columns: z.array(z.string()), rows: z.number().int() }),
  ),
  /** Values as text: a bigint does not fit a JSON number. */
  sequences: z.array(z.object({ name: z.string(), lastValue: z.string(), isCalled: z.boolean() })),
  uploads: z.object({ files: z.number().int(), bytes: z.number().int() }),
});

export type BackupManifest = z.infer<typeof ZManifest>;

/** A failure, or a refusal (`refused`), with the reason for the person running the command. */
export class BackupError extends Error {
  readonly refused: boolean;

  constructor(message: string, options?: ErrorOptions & { refused?: boolean }) {
    super(message, options);
    this.name = 'BackupError';
    this.refused = options?.refused ?? false;
  }
}
