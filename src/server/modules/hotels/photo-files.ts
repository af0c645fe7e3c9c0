import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { HttpError, badRequest } from '../../http-errors';
import { PHOTO_FORMATS, type PhotoVariant } from '../photos/photos.service';

/*
 * Uploaded photos (ADR 143, 213): the bytes are checked to be a picture (magic bytes, then the
 * header), its size is checked against the pixel cap and the output formats' limits before any
 * pixel is decoded, then it is turned upright, stripped of every metadata block (EXIF GPS, camera
 * serials), and encoded as AVIF, WebP and JPEG at a few widths under an id the server chooses.
 * The variants are returned, never written here: the photo store keeps them (ADR 240). At most
 * PHOTO_CONVERSIONS uploads are converted at once.
 */

/** Variant widths (px); a smaller original gets only the widths it covers (no upscaling). */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;
export const MAX_PHOTO_BYTES = 8 * 1024 * 1024;
/** Decoding bombs: a picture over this many pixels is refused from its header, never decoded. */
const MAX_PIXELS = 40_000_000;
/** The longest side each output format can hold (libvips' limits, checked by sharp). */
const FORMAT_MAX_SIDE: Record<(typeof PHOTO_FORMATS)[number], number> = {
  avif: 16384,
  webp: 16383,
  jpg: 65535,
};
const MAX_SIDE = Math.min(...Object.values(FORMAT_MAX_SIDE));
/** Uploads converted at once in one process; one more is answered 503 (ADR 213). */
const PHOTO_CONVERSIONS = 2;
const PHOTO_RETRY_AFTER_SECONDS = 5;

export const NOT_A_PICTURE = 'This file is not a picture. Upload a JPEG, PNG, WebP or AVIF photo.';
export const TOO_LARGE = `This photo is larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB. Upload a smaller one.`;
const TOO_MANY_PIXELS = `This photo has more than ${MAX_PIXELS / 1_000_000} megapixels. Make it smaller (for example 6000 × 4000) and upload it again.`;
const BAD_SHAPE = `This photo is too tall for its width: shown ${PHOTO_WIDTHS.at(-1)} pixels wide (or at its own width, when narrower), it would be more than ${MAX_SIDE} pixels tall. Crop it and upload it again.`;
const BUSY = 'Other photos are being processed. Try again in a few seconds.';

/** What the first bytes say the file is; null: none of the accepted picture formats. */
export function sniffPicture(buf: Buffer): 'jpeg' | 'png' | 'webp' | 'avif' | null {
  if (buf.length < 12) return null;
  if (buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  if (buf.toString('latin1', 4, 8) === 'ftyp' && /^avi[fs]$/.test(buf.toString('latin1', 8, 12)))
    return 'avif';
  return null;
}

/** The decoder sharp must pick for each sniffed format (AVIF is read by libheif). */
const DECODER = { jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'heif' } as const;

/**
 * A fixed number of slots, taken without waiting: when all are taken, `run` throws `busy()`
 * instead of queueing, so a burst of uploads never piles decoded pictures up in memory.
 */
class Slots {
  private taken = 0;
  constructor(private readonly size: number) {}

  async run<T>(work: () => Promise<T>, busy: () => Error): Promise<T> {
    if (this.taken >= this.size) throw busy();
    this.taken += 1;
    try {
      return await work();
    } finally {
      this.taken -= 1;
    }
  }
}

/** The process's photo conversions (one sharp pipeline per format and width each). */
export const photoConversions = new Slots(PHOTO_CONVERSIONS);

const busyError = () =>
  new HttpError(503, BUSY, undefined, undefined, {
    'retry-after': String(PHOTO_RETRY_AFTER_SECONDS),
  });

/**
 * The picture's upright size, read from its header alone (no pixel is decoded). Throws 415 when
 * sharp cannot read it or reads it as another format than its magic bytes say.
 */
async function uprightSize(buf: Buffer, sniffed: keyof typeof DECODER) {
  try {
    // no pixel limit here: a header costs nothing to read, and its size is checked by the caller
    const meta = await sharp(buf, { limitInputPixels: false, failOn: 'error' }).metadata();
    // autoOrient: the size a person sees (a portrait photo stored sideways with an EXIF turn)
    const width = meta.autoOrient?.width ?? meta.width;
    const height = meta.autoOrient?.height ?? meta.height;
    if (meta.format !== DECODER[sniffed] || !width || !height) throw new Error('not a picture');
    return { width, height };
  } catch {
    throw new HttpError(415, NOT_A_PICTURE);
  }
}

/**
 * Checks and converts an upload. Throws 413 for too many bytes or pixels, 415 for anything that
 * is not a decodable JPEG, PNG, WebP or AVIF, 400 for a shape the formats cannot hold and 503
 * when PHOTO_CONVERSIONS are already running. Returns the server-chosen id, the widths and every
 * variant's bytes (three formats per width).
 */
export async function convertPhoto(
  buf: Buffer,
): Promise<{ uploadId: string; widths: number[]; variants: PhotoVariant[] }> {
  if (buf.length > MAX_PHOTO_BYTES) throw new HttpError(413, TOO_LARGE);
  const sniffed = sniffPicture(buf);
  if (!sniffed) throw new HttpError(415, NOT_A_PICTURE);
  const { width, height } = await uprightSize(buf, sniffed);
  if (width * height > MAX_PIXELS) throw new HttpError(413, TOO_MANY_PIXELS);
  const widths: number[] = PHOTO_WIDTHS.filter((w) => w <= width);
  if (widths.length === 0) widths.push(width);
  // every variant's size against every format's limit, before any encode starts
  for (const w of widths) {
    const h = Math.ceil((height * w) / width);
    for (const ext of PHOTO_FORMATS)
      if (w > FORMAT_MAX_SIDE[ext] || h > FORMAT_MAX_SIDE[ext])
        throw badRequest(BAD_SHAPE, [{ path: 'file', message: BAD_SHAPE }]);
  }
  return photoConversions.run(
    async () => ({ uploadId: randomUUID(), widths, variants: await encodeVariants(buf, widths) }),
    busyError,
  );
}

/** Encodes each width's three formats; any encode that fails is 415. */
async function encodeVariants(buf: Buffer, widths: number[]): Promise<PhotoVariant[]> {
  const out: PhotoVariant[] = [];
  for (const width of widths) {
    const base = sharp(buf, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width, withoutEnlargement: true });
    // settled together: a format that fails never leaves the others' rejections unhandled
    const results = await Promise.allSettled([
      base.clone().avif({ quality: 50, effort: 2 }).toBuffer(),
      base.clone().webp({ quality: 78 }).toBuffer(),
      base.clone().jpeg({ quality: 80, mozjpeg: true }).toBuffer(),
    ]);
    const encoded = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    if (encoded.length !== PHOTO_FORMATS.length) throw new HttpError(415, NOT_A_PICTURE);
    for (const [i, data] of encoded.entries()) out.push({ width, format: PHOTO_FORMATS[i]!, data });
  }
  return out;
}
