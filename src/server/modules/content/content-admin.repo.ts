import { asc, desc, eq, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  advertorials,
  contentFiles,
  destinations,
  notices,
  officials,
  tenders,
  tours,
  videos,
} from '../../db/schema/index';
import type { ContentKind } from '../../../shared/contracts/content-admin';

/** The back office's writes of the content tables (ADR 164); the public reads are content.repo. */

const TABLES = {
  notices,
  tenders,
  destinations,
  tours,
  advertorials,
  officials,
  videos,
} as const;

export type Rows = { [K in ContentKind]: (typeof TABLES)[K]['$inferSelect'] };
export type Inserts = { [K in ContentKind]: (typeof TABLES)[K]['$inferInsert'] };

/**
 * The table of a kind, typed as one of them for the query builder: every content table has an
 * integer `id`, and the rows are given back typed by kind.
 */
const table = (kind: ContentKind) => TABLES[kind] as unknown as typeof videos;

const ORDER = {
  notices: [desc(notices.date), desc(notices.id)],
  tenders: [desc(tenders.closingDate), desc(tenders.id)],
  destinations: [asc(destinations.id)],
  tours: [desc(tours.id)],
  advertorials: [desc(advertorials.publishedOn), desc(advertorials.id)],
  officials: [asc(officials.sortOrder), asc(officials.id)],
  videos: [asc(videos.sortOrder), asc(videos.id)],
} as const;

/** Every row of a kind, drafts too. */
export async function listAll<K extends ContentKind>(db: DbOrTx, kind: K): Promise<Rows[K][]> {
  const t = table(kind);
  return (await db
    .select()
    .from(t)
    .orderBy(...ORDER[kind])
    .limit(500)) as unknown as Rows[K][];
}

export async function findAny<K extends ContentKind>(
  db: DbOrTx,
  kind: K,
  id: number,
  lock = false,
): Promise<Rows[K] | null> {
  const t = table(kind);
  const q = db.select().from(t).where(eq(t.id, id)).limit(1);
  const rows = (lock ? await q.for('update') : await q) as unknown as Rows[K][];
  return rows[0] ?? null;
}

export async function insertRow<K extends ContentKind>(
  db: DbOrTx,
  kind: K,
  values: Inserts[K],
): Promise<Rows[K]> {
  const t = table(kind);
  let v = values;
  if (kind === 'destinations') {
    // destination ids are chosen, not generated (the footer links use them): the next one
    const [m] = await db.select({ n: max(destinations.id) }).from(destinations);
    v = { ...values, id: (m?.n ?? 0) + 1 } as Inserts[K];
  }
  const [row] = (await db
    .insert(t)
    .values(v as never)
    .returning()) as unknown as Rows[K][];
  return row!;
}

export async function updateRow<K extends ContentKind>(
  db: DbOrTx,
  kind: K,
  id: number,
  values: Partial<Inserts[K]>,
): Promise<Rows[K]> {
  const t = table(kind);
  const [row] = (await db
    .update(t)
    .set(values as never)
    .where(eq(t.id, id))
    .returning()) as unknown as Rows[K][];
  return row!;
}

export async function insertFile(
  db: DbOrTx,
  f: { storedName: string; contentType: string; data: Buffer; uploadedBy: number },
): Promise<number> {
  const [row] = await db
    .insert(contentFiles)
    .values({ ...f, sizeBytes: f.data.length })
    .returning({ id: contentFiles.id });
  return row!.id;
}
