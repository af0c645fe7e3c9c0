import { randomBytes } from 'node:crypto';
import {
  CONTENT_KIND_INFO,
  CONTENT_MSG,
  type ContentItem,
  type ContentKind,
  type ContentValues,
} from '../../../shared/contracts/content-admin';
import { rupeesToPaise, paiseToRupees } from '../../../shared/money';
import type { Db, DbOrTx } from '../../db/client';
import { changePublicData } from '../../db/public-changes';
import { HttpError, badRequest, notFound } from '../../http-errors';
import { recordAudit } from '../audit/audit.service';
import * as repo from './content-admin.repo';

/**
 * Content editing in the back office (ADR 164): list (drafts too), create, edit, publish and
 * unpublish every kind of public content, notices' and tenders' PDFs uploaded and checked. Each
 * change is written with its audit entry (before and after) in one transaction. The public
 * routes read the tables on every request (no cache); the pages rendered on the server are kept,
 * and every process drops them when a change commits (the event "content changed", ADR 246).
 */

const CONTENT_CHANGED = { kind: 'content' } as const;

type Rows = repo.Rows;
type Inserts = repo.Inserts;

const str = (v: ContentValues, k: string) => String(v[k] ?? '');
const int = (v: ContentValues, k: string) => Number(v[k] ?? 0);
const dateOrNull = (v: ContentValues, k: string) => (v[k] ? String(v[k]) : null);
/** An optional Hindi text (ADR 180): empty is none (the Hindi page shows the English). */
const hiText = (v: ContentValues, k: string) => str(v, k).trim() || null;
const hiLines = (v: ContentValues, k: string) => {
  const lines = v[k];
  return Array.isArray(lines) && lines.length > 0 ? lines : null;
};

/** A file's first bytes say whether it is a PDF; its name and declared type say nothing. */
export function isPdf(bytes: Buffer): boolean {
  return bytes.subarray(0, 5).toString('latin1') === '%PDF-';
}

const pdfUrl = (kind: 'notices' | 'tenders', id: number, fileId: number | null) =>
  `/api/${kind}/${id}/pdf${fileId ? `?v=${fileId}` : ''}`;

/** One row as the editor sees it: its form values, state and public links. */
function toItem<K extends ContentKind>(kind: K, row: Rows[K]): ContentItem {
  const base = { id: row.id, published: row.published, pdfUrl: null };
  switch (kind) {
    case 'notices': {
      const r = row as Rows['notices'];
      return {
        ...base,
        values: {
          title: r.headline,
          titleHi: r.headlineHi,
          date: r.date,
          letterNo: r.letterNo,
        },
        pdfUrl: r.pdfUrl,
        publicUrl: '/notice',
      };
    }
    case 'tenders': {
      const r = row as Rows['tenders'];
      return {
        ...base,
        values: {
          title: r.title,
          titleHi: r.titleHi,
          tenderNo: r.tenderNo,
          publishDate: r.publishDate,
          closingDate: r.closingDate,
          openingDate: r.openingDate,
        },
        pdfUrl: r.pdfUrl,
        publicUrl: '/tenders',
      };
    }
    case 'destinations': {
      const r = row as Rows['destinations'];
      return {
        ...base,
        values: {
          title: r.title,
          titleHi: r.titleHi,
          image: r.image,
          imageAlt: r.imageAlt,
          imageAltHi: r.imageAltHi,
          desc1: r.desc1,
          desc1Hi: r.desc1Hi,
          desc2: r.desc2,
          desc2Hi: r.desc2Hi,
        },
        publicUrl: `/destination/${r.id}`,
      };
    }
    case 'tours': {
      const r = row as Rows['tours'];
      return {
        ...base,
        values: {
          title: r.title,
          titleHi: r.titleHi,
          location: r.location,
          locationHi: r.locationHi,
          category: r.category,
          price: paiseToRupees(r.pricePaise),
          discount: r.discount ?? 0,
          duration: r.duration,
          durationHi: r.durationHi,
          guests: r.guests,
          image: r.image,
          imageAlt: r.imageAlt,
          description: r.description,
          descriptionHi: r.descriptionHi,
          includes: r.includes,
          includesHi: r.includesHi,
          featured: r.featured,
        },
        publicUrl: `/tour-details/${r.id}`,
      };
    }
    case 'advertorials': {
      const r = row as Rows['advertorials'];
      return {
        ...base,
        values: {
          title: r.title,
          titleHi: r.titleHi,
          publishedOn: r.publishedOn,
          summary: r.summary,
          summaryHi: r.summaryHi,
          body: r.body,
          bodyHi: r.bodyHi,
          image: r.image,
          imageAlt: r.imageAlt,
        },
        publicUrl: `/advertorial/${r.id}`,
      };
    }
    case 'officials': {
      const r = row as Rows['officials'];
      return {
        ...base,
        values: {
          name: r.name,
          title: r.title,
          department: r.department,
          photo: r.photo,
          sortOrder: r.sortOrder,
        },
        publicUrl: '/About',
      };
    }
    default: {
      const r = row as Rows['videos'];
      return {
        ...base,
        values: { title: r.title, url: r.url, poster: r.poster, sortOrder: r.sortOrder },
        publicUrl: '/',
      };
    }
  }
}

/** The columns of a kind from the form's values (validated by the contract). */
function toColumns(kind: ContentKind, v: ContentValues): Partial<Inserts[ContentKind]> {
  switch (kind) {
    case 'notices':
      return {
        headline: str(v, 'title'),
        headlineHi: hiText(v, 'titleHi'),
        date: str(v, 'date'),
        letterNo: str(v, 'letterNo') || `JTDC/NOTICE/${str(v, 'date')}`,
      } satisfies Partial<Inserts['notices']>;
    case 'tenders':
      if (str(v, 'openingDate') < str(v, 'closingDate')) {
        throw badRequest('The opening date of the bids must not be before the closing date.');
      }
      return {
        title: str(v, 'title'),
        titleHi: hiText(v, 'titleHi'),
        tenderNo: str(v, 'tenderNo'),
        publishDate: dateOrNull(v, 'publishDate'),
        closingDate: str(v, 'closingDate'),
        openingDate: str(v, 'openingDate'),
      } satisfies Partial<Inserts['tenders']>;
    case 'destinations':
      return {
        title: str(v, 'title'),
        titleHi: hiText(v, 'titleHi'),
        image: str(v, 'image'),
        imageAlt: str(v, 'imageAlt'),
        imageAltHi: hiText(v, 'imageAltHi'),
        desc1: str(v, 'desc1'),
        desc1Hi: hiText(v, 'desc1Hi'),
        desc2: str(v, 'desc2'),
        desc2Hi: hiText(v, 'desc2Hi'),
      } satisfies Partial<Inserts['destinations']>;
    case 'tours':
      return {
        title: str(v, 'title'),
        titleHi: hiText(v, 'titleHi'),
        location: str(v, 'location'),
        locationHi: hiText(v, 'locationHi'),
        category: str(v, 'category'),
        pricePaise: rupeesToPaise(int(v, 'price')),
        discount: int(v, 'discount') || null,
        duration: str(v, 'duration'),
        durationHi: hiText(v, 'durationHi'),
        guests: str(v, 'guests'),
        image: str(v, 'image'),
        imageAlt: str(v, 'imageAlt'),
        description: str(v, 'description'),
        descriptionHi: hiText(v, 'descriptionHi'),
        includes: Array.isArray(v.includes) ? v.includes : [],
        includesHi: hiLines(v, 'includesHi'),
        featured: v.featured === true,
      } satisfies Partial<Inserts['tours']>;
    case 'advertorials':
      return {
        title: str(v, 'title'),
        titleHi: hiText(v, 'titleHi'),
        publishedOn: str(v, 'publishedOn'),
        summary: str(v, 'summary'),
        summaryHi: hiText(v, 'summaryHi'),
        body: str(v, 'body'),
        bodyHi: hiText(v, 'bodyHi'),
        image: str(v, 'image'),
        imageAlt: str(v, 'imageAlt'),
      } satisfies Partial<Inserts['advertorials']>;
    case 'officials':
      return {
        name: str(v, 'name'),
        title: str(v, 'title'),
        department: str(v, 'department'),
        photo: str(v, 'photo'),
        sortOrder: int(v, 'sortOrder'),
      } satisfies Partial<Inserts['officials']>;
    default:
      return {
        title: str(v, 'title'),
        url: str(v, 'url'),
        poster: str(v, 'poster'),
        sortOrder: int(v, 'sortOrder'),
      } satisfies Partial<Inserts['videos']>;
  }
}

/** What the audit log keeps of a row: its values and state, never file bytes. */
const snapshot = (kind: ContentKind, row: repo.Rows[ContentKind]) => {
  const item = toItem(kind, row);
  return { ...item.values, published: item.published, pdfUrl: item.pdfUrl };
};

const entityOf = (kind: ContentKind) => CONTENT_KIND_INFO[kind].singular;

export async function list(db: DbOrTx, kind: ContentKind): Promise<ContentItem[]> {
  return (await repo.listAll(db, kind)).map((r) => toItem(kind, r));
}

export async function getOne(db: DbOrTx, kind: ContentKind, id: number): Promise<ContentItem> {
  const row = await repo.findAny(db, kind, id);
  if (!row) throw notFound(CONTENT_MSG.notFound);
  return toItem(kind, row);
}

export type Upload = { bytes: Buffer };
type Actor = { staffId: number; at: Date };

/** Checks an uploaded PDF: its bytes must start with %PDF- (a script renamed .pdf does not). */
export function checkPdf(file: Upload | null, required: boolean): Upload | null {
  if (!file || file.bytes.length === 0) {
    if (required) throw badRequest(CONTENT_MSG.fileRequired);
    return null;
  }
  if (!isPdf(file.bytes)) throw new HttpError(415, CONTENT_MSG.notPdf);
  return file;
}

async function storePdf(tx: DbOrTx, file: Upload, actor: Actor): Promise<number> {
  return repo.insertFile(tx, {
    // the stored name is the server's own; nothing of the uploaded name is kept
    storedName: `${randomBytes(16).toString('hex')}.pdf`,
    contentType: 'application/pdf',
    data: file.bytes,
    uploadedBy: actor.staffId,
  });
}

/** Creates a row (a draft unless `published`), with its PDF for notices and tenders. */
export async function create(
  db: Db,
  kind: ContentKind,
  body: ContentValues & { published: boolean },
  actor: Actor,
  file: Upload | null = null,
): Promise<ContentItem> {
  const pdf = CONTENT_KIND_INFO[kind].pdf ? checkPdf(file, true) : null;
  return changePublicData(db, CONTENT_CHANGED, async (tx) => {
    const cols = { ...toColumns(kind, body), published: body.published };
    let row: Rows[ContentKind];
    if (kind === 'notices' || kind === 'tenders') {
      const fileId = pdf ? await storePdf(tx, pdf, actor) : null;
      const created = await repo.insertRow(tx, kind, {
        ...(cols as Inserts['notices'] & Inserts['tenders']),
        pdfUrl: '',
        pdfFileId: fileId,
      });
      row = await repo.updateRow(tx, kind, created.id, {
        pdfUrl: pdfUrl(kind, created.id, fileId),
      });
    } else {
      // a new tour has no reviews yet; a new destination no places within it (the form does not
      // edit them, and the column may not be null)
      const extra =
        kind === 'tours'
          ? { rating: '0', reviews: 0 }
          : kind === 'destinations'
            ? { data: [] }
            : {};
      row = await repo.insertRow(tx, kind, { ...cols, ...extra } as Inserts[typeof kind]);
    }
    await recordAudit(tx, {
      staffId: actor.staffId,
      action: 'create',
      entity: entityOf(kind),
      entityId: row.id,
      before: null,
      after: snapshot(kind, row),
      at: actor.at,
    });
    return toItem(kind, row);
  });
}

/** Edits a row's fields and state; a notice or tender may get a new PDF (a new link, ADR 163). */
export async function update(
  db: Db,
  kind: ContentKind,
  id: number,
  body: ContentValues & { published: boolean },
  actor: Actor,
  file: Upload | null = null,
): Promise<ContentItem> {
  const pdf = CONTENT_KIND_INFO[kind].pdf ? checkPdf(file, false) : null;
  return changePublicData(db, CONTENT_CHANGED, async (tx) => {
    const before = await repo.findAny(tx, kind, id, true);
    if (!before) throw notFound(CONTENT_MSG.notFound);
    const cols: Partial<Inserts[ContentKind]> = {
      ...toColumns(kind, body),
      published: body.published,
    };
    if (pdf && (kind === 'notices' || kind === 'tenders')) {
      const fileId = await storePdf(tx, pdf, actor);
      Object.assign(cols, { pdfFileId: fileId, pdfUrl: pdfUrl(kind, id, fileId) });
    }
    const row = await repo.updateRow(tx, kind, id, cols);
    await recordAudit(tx, {
      staffId: actor.staffId,
      action: 'update',
      entity: entityOf(kind),
      entityId: id,
      before: snapshot(kind, before),
      after: snapshot(kind, row),
      at: actor.at,
    });
    return toItem(kind, row);
  });
}

/** Publishes or unpublishes (back to draft) a row. */
export async function setPublished(
  db: Db,
  kind: ContentKind,
  id: number,
  published: boolean,
  actor: Actor,
): Promise<ContentItem> {
  return changePublicData(db, CONTENT_CHANGED, async (tx) => {
    const before = await repo.findAny(tx, kind, id, true);
    if (!before) throw notFound(CONTENT_MSG.notFound);
    const row = await repo.updateRow(tx, kind, id, { published });
    await recordAudit(tx, {
      staffId: actor.staffId,
      action: published ? 'publish' : 'unpublish',
      entity: entityOf(kind),
      entityId: id,
      before: snapshot(kind, before),
      after: snapshot(kind, row),
      at: actor.at,
    });
    return toItem(kind, row);
  });
}
