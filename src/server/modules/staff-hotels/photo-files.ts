import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { HttpError } from '../../http-errors';

/*
 * Uploaded photos (ADR 143): the bytes are checked to be a picture (magic bytes, then a full
 * decode), turned upright, stripped of every metadata block (EXIF GPS, camera serials), and written
 * as AVIF, WebP and JPEG at a few widths under a name the server chooses: <uuid>-<width>.<ext>.
 */

/** Variant widths (px); a smaller original gets only the widths it covers (no upscaling). */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;
export const PHOTO_FORMATS = ['avif', 'webp', 'jpg'] as const;
export const MAX_PHOTO_BYTES = 8 * 1024 * 1024;
/** Decoding bombs: a picture over this many pixels is refused before it is decoded. */
const MAX_PIXELS = 50_000_000;

/** The one file name shape served from /media/photos/ (nothing a user typed). */
export const VARIANT_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-\d{2,4}\.(avif|webp|jpg)$/;

export const NOT_A_PICTURE = 'This file is not a picture. Upload a JPEG, PNG, WebP or AVIF photo.';
export const TOO_LARGE = `This photo is larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB. Upload a smaller one.`;

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

/**
 * Checks and converts an upload; writes every variant into `dir`. Throws 415 for anything that is
 * not a decodable picture. Returns the server-chosen id and the widths written.
 */
export async function storePhoto(
  buf: Buffer,
  dir: string,
): Promise<{ uploadId: string; widths: number[] }> {
  if (buf.length > MAX_PHOTO_BYTES) throw new HttpError(413, TOO_LARGE);
  if (!sniffPicture(buf)) throw new HttpError(415, NOT_A_PICTURE);
  let width: number;
  try {
    const meta = await sharp(buf, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).metadata();
    // autoOrient: the width a person sees (a portrait photo stored sideways with an EXIF turn)
    width = meta.autoOrient?.width ?? meta.width ?? 0;
    if (!width) throw new Error('no width');
  } catch {
    throw new HttpError(415, NOT_A_PICTURE);
  }
  const widths: number[] = PHOTO_WIDTHS.filter((w) => w <= width);
  if (widths.length === 0) widths.push(width);
  const uploadId = randomUUID();
  await mkdir(dir, { recursive: true });
  const written: string[] = [];
  try {
    for (const w of widths) {
      const base = sharp(buf, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
        .rotate()
        .resize({ width: w, withoutEnlargement: true });
      const outputs: [string, Promise<Buffer>][] = [
        ['avif', base.clone().avif({ quality: 50, effort: 2 }).toBuffer()],
        ['webp', base.clone().webp({ quality: 78 }).toBuffer()],
        ['jpg', base.clone().jpeg({ quality: 80, mozjpeg: true }).toBuffer()],
      ];
      for (const [ext, data] of outputs) {
        const file = path.join(dir, `${uploadId}-${w}.${ext}`);
        const tmp = `${file}.tmp`;
        await writeFile(tmp, await data);
        await rename(tmp, file);
        written.push(file);
      }
    }
  } catch (err) {
    await Promise.all(written.map((f) => rm(f, { force: true })));
    if (err instanceof HttpError) throw err;
    throw new HttpError(415, NOT_A_PICTURE);
  }
  return { uploadId, widths };
}

/** Deletes every variant of an upload (a deleted photo). */
export async function removePhotoFiles(dir: string, uploadId: string, widths: number[]) {
  await Promise.all(
    widths.flatMap((w) =>
      PHOTO_FORMATS.map((ext) => rm(path.join(dir, `${uploadId}-${w}.${ext}`), { force: true })),
    ),
  );
}
