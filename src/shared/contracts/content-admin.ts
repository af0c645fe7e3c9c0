import { z } from 'zod';
import { isIsoDate } from '../dates';
import { okReply } from './common';

/**
 * Content management in the back office (ADR 164): the kinds of public content a content editor
 * (or an admin) lists, creates, edits and publishes. Each kind is described once here (its
 * fields, labels and rules); the server validates with the schema made from it and the edit form
 * is drawn from it, so both always agree.
 */
export const CONTENT_KINDS = [
  'notices',
  'tenders',
  'destinations',
  'tours',
  'advertorials',
  'officials',
  'videos',
] as const;
export const contentKind = z.enum(CONTENT_KINDS, { message: 'Unknown kind of content.' });
export type ContentKind = z.infer<typeof contentKind>;

export type FieldType = 'text' | 'textarea' | 'date' | 'number' | 'lines' | 'checkbox';
export type ContentField = {
  name: string;
  label: string;
  type: FieldType;
  required: boolean;
  max?: number;
  hint?: string;
  /** 'hi': the Hindi sibling of a text (ADR 180), optional; empty: the Hindi page shows the English */
  lang?: 'hi';
};
export type ContentKindInfo = {
  label: string;
  singular: string;
  /** the kind has a PDF (notices, tenders): created and edited through multipart */
  pdf: boolean;
  fields: ContentField[];
};

const text = (name: string, label: string, max = 300, required = true): ContentField => ({
  name,
  label,
  type: 'text',
  required,
  max,
});
const area = (name: string, label: string, max = 5000, required = true): ContentField => ({
  name,
  label,
  type: 'textarea',
  required,
  max,
});
/** The optional Hindi sibling of a text field: `titleHi`, labelled "Title (Hindi)". */
const hi = (f: ContentField): ContentField => ({
  name: `${f.name}Hi`,
  label: `${f.label.replace(/ \(.*\)$/, '')} (Hindi)`,
  type: f.type,
  required: false,
  ...(f.max ? { max: f.max } : {}),
  lang: 'hi',
});
const withHi = (f: ContentField): ContentField[] => [f, hi(f)];

const day = (name: string, label: string, required = true, hint?: string): ContentField => ({
  name,
  label,
  type: 'date',
  required,
  ...(hint ? { hint } : {}),
});
const num = (name: string, label: string, max: number, hint?: string): ContentField => ({
  name,
  label,
  type: 'number',
  required: true,
  max,
  ...(hint ? { hint } : {}),
});
const image = (name: string, label: string): ContentField => ({
  ...text(name, label, 300),
  hint: 'A path on this site, e.g. /media/tours/1.svg',
});

export const CONTENT_KIND_INFO: Record<ContentKind, ContentKindInfo> = {
  notices: {
    label: 'Notices',
    singular: 'notice',
    pdf: true,
    fields: [
      ...withHi(text('title', 'Title')),
      day('date', 'Publish date', true, 'The notice shows on the public page from this date.'),
      text('letterNo', 'Letter number', 100, false),
    ],
  },
  tenders: {
    label: 'Tenders',
    singular: 'tender',
    pdf: true,
    fields: [
      ...withHi(text('title', 'Title')),
      text('tenderNo', 'Tender number', 100),
      day('publishDate', 'Publish date', false, 'Empty: shown as soon as it is published.'),
      day('closingDate', 'Closing date (last date of submission)'),
      day('openingDate', 'Opening date of technical bids'),
    ],
  },
  destinations: {
    label: 'Destinations',
    singular: 'destination',
    pdf: false,
    fields: [
      ...withHi(text('title', 'Title', 120)),
      image('image', 'Image'),
      ...withHi(text('imageAlt', 'Image description (alt text)')),
      ...withHi(area('desc1', 'First paragraph')),
      ...withHi(area('desc2', 'Second paragraph')),
    ],
  },
  tours: {
    label: 'Tours',
    singular: 'tour',
    pdf: false,
    fields: [
      ...withHi(text('title', 'Title', 150)),
      ...withHi(text('location', 'Location', 150)),
      text('category', 'Category', 100, true),
      num('price', 'Price (₹)', 10_000_000),
      num('discount', 'Discount (%)', 90, '0 for none'),
      ...withHi(text('duration', 'Duration', 60)),
      text('guests', 'Group size', 60),
      image('image', 'Image'),
      text('imageAlt', 'Image description (alt text)'),
      ...withHi(area('description', 'Description')),
      {
        name: 'includes',
        label: 'Includes (one per line)',
        type: 'lines',
        required: false,
        max: 2000,
      },
      {
        name: 'includesHi',
        label: 'Includes (Hindi, one per line)',
        type: 'lines',
        required: false,
        max: 2000,
        lang: 'hi',
      },
      { name: 'featured', label: 'Featured', type: 'checkbox', required: false },
    ],
  },
  advertorials: {
    label: 'Advertorials',
    singular: 'advertorial',
    pdf: false,
    fields: [
      ...withHi(text('title', 'Title', 200)),
      day('publishedOn', 'Date'),
      ...withHi(area('summary', 'Summary', 600)),
      ...withHi(area('body', 'Text', 20_000)),
      image('image', 'Image'),
      text('imageAlt', 'Image description (alt text)'),
    ],
  },
  officials: {
    label: 'Officials',
    singular: 'official',
    pdf: false,
    fields: [
      text('name', 'Name', 150),
      text('title', 'Designation', 150),
      text('department', 'Department', 150),
      image('photo', 'Photo'),
      num('sortOrder', 'Order on the page', 1000),
    ],
  },
  videos: {
    label: 'Home videos and banners',
    singular: 'video',
    pdf: false,
    fields: [
      text('title', 'Title', 150),
      { ...text('url', 'Video file'), hint: 'A path on this site, e.g. /media/videos/clip-1.mp4' },
      image('poster', 'Poster image'),
      num('sortOrder', 'Order on the page', 1000),
    ],
  },
};

export type ContentValue = string | number | boolean | string[] | null;
export type ContentValues = Record<string, ContentValue>;

/** A site path (no scheme, no "//"): content pictures and clips come from this site. */
const sitePath = /^\/(?!\/)[A-Za-z0-9._~!$&'()*+,;=:@%/-]*$/;
const IMAGE_FIELDS = new Set(['image', 'photo', 'poster', 'url']);

function fieldSchema(f: ContentField): z.ZodType<ContentValue> {
  const base = f.label.replace(/ \(.*\)$/, '');
  if (f.lang === 'hi') {
    // a Hindi text may be absent, empty or null (none: the English shows)
    const s = typeOf(f, `${base} in Hindi`);
    return z.preprocess((v) => (v === null ? undefined : v), s);
  }
  return typeOf(f, base);
}

function typeOf(f: ContentField, label: string): z.ZodType<ContentValue> {
  switch (f.type) {
    case 'checkbox':
      return z.boolean().default(false);
    case 'number':
      return z.coerce
        .number({ message: `${label} must be a number.` })
        .int(`${label} must be a whole number.`)
        .min(0, `${label} cannot be negative.`)
        .max(f.max ?? 1_000_000, `${label} is too large.`);
    case 'lines':
      return z
        .array(z.string().trim().min(1).max(200, `Each line of ${label} is too long.`))
        .max(30, `${label} has too many lines.`)
        .default([]);
    case 'date': {
      const d = z
        .string({ message: `${label} is required.` })
        .refine(isIsoDate, `${label} must be a date (YYYY-MM-DD).`);
      return f.required
        ? d
        : z.preprocess((v) => (v === '' ? null : v), d.nullable().default(null));
    }
    default: {
      let s = z
        .string({ message: `${label} is required.` })
        .trim()
        .max(f.max ?? 300, `${label} is too long.`);
      if (IMAGE_FIELDS.has(f.name))
        s = s.regex(sitePath, `${label} must be a path on this site, starting with /.`);
      return f.required ? s.min(1, `${label} is required.`) : s.default('');
    }
  }
}

/** The body of a create or an edit of one kind (every field, as the form sends them). */
export function contentBody(kind: ContentKind) {
  const shape: Record<string, z.ZodType<ContentValue>> = {};
  for (const f of CONTENT_KIND_INFO[kind].fields) shape[f.name] = fieldSchema(f);
  return z.object(shape).extend({ published: z.boolean().default(false) });
}

export const contentItem = z.object({
  id: z.number(),
  published: z.boolean(),
  values: z.record(
    z.string(),
    z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]),
  ),
  /** the PDF the public page links (notices, tenders) */
  pdfUrl: z.string().nullable(),
  /** where the public sees it */
  publicUrl: z.string(),
});
export type ContentItem = z.infer<typeof contentItem>;
export const contentListReply = okReply(z.array(contentItem));
export const contentItemReply = okReply(contentItem);

export const publishBody = z.object({ published: z.boolean() });

/** Largest PDF a notice or tender may carry. */
export const MAX_PDF_BYTES = 10 * 1024 * 1024;
export const CONTENT_MSG = {
  notPdf: 'The file is not a PDF. Upload a PDF document (.pdf).',
  tooLarge: `The PDF is larger than ${MAX_PDF_BYTES / 1024 / 1024} MB. Upload a smaller file.`,
  fileRequired: 'Choose the PDF file to upload.',
  notMultipart: 'Send the form as multipart/form-data with the PDF as "file".',
  notFound: 'This content was not found.',
} as const;
