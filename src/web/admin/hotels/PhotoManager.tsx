import { useRef, useState, type FormEvent } from 'react';
import type { StaffPhoto } from '../../../shared/contracts/staff-hotels';
import { Button } from '../../components/Button';
import { TextField } from '../../components/Field';
import { photosPath, useDeletePhoto, useRefreshHotel, useReorderPhotos } from './queries';
import styles from './hotels.module.css';

const MAX_MB = 8;

/** Sends the form with XMLHttpRequest, which reports upload progress (fetch does not). */
function send(url: string, form: FormData, onProgress: (pct: number) => void) {
  return new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      let message = 'The photo was not uploaded. Please try again.';
      try {
        const body = JSON.parse(xhr.responseText) as { message?: string };
        if (body.message) message = body.message;
      } catch {
        // keep the general message
      }
      reject(new Error(message));
    };
    xhr.onerror = () => reject(new Error('The upload failed: check the connection and try again.'));
    xhr.send(form);
  });
}

/** A hotel's or room type's photos: upload with alt text and progress, reorder, delete. */
export function PhotoManager({
  hotelId,
  roomTypeId = null,
  photos,
  title,
}: {
  hotelId: number;
  roomTypeId?: number | null;
  photos: StaffPhoto[];
  title: string;
}) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const refresh = useRefreshHotel(hotelId);
  const del = useDeletePhoto(hotelId, roomTypeId);
  const reorder = useReorderPhotos(hotelId, roomTypeId);
  const headingId = `photos-${roomTypeId ?? 'hotel'}`;

  const onUpload = async (e: FormEvent) => {
    e.preventDefault();
    const file = fileRef.current?.files?.[0];
    if (!file) return setStatus({ ok: false, text: 'Choose a photo to upload.' });
    if (!alt.trim())
      return setStatus({ ok: false, text: 'Describe the photo for people who cannot see it.' });
    if (file.size > MAX_MB * 1024 * 1024)
      return setStatus({
        ok: false,
        text: `This photo is larger than ${MAX_MB} MB. Upload a smaller one.`,
      });
    const form = new FormData();
    form.append('alt', alt.trim());
    form.append('file', file);
    setStatus(null);
    setProgress(0);
    try {
      await send(photosPath(hotelId, roomTypeId), form, setProgress);
      setStatus({ ok: true, text: 'Photo added.' });
      setAlt('');
      if (fileRef.current) fileRef.current.value = '';
      await refresh();
    } catch (err) {
      setStatus({ ok: false, text: err instanceof Error ? err.message : 'Not uploaded.' });
    } finally {
      setProgress(null);
    }
  };

  const move = (i: number, by: number) => {
    const ids = photos.map((p) => p.id);
    const j = i + by;
    if (j < 0 || j >= ids.length) return;
    [ids[i], ids[j]] = [ids[j]!, ids[i]!];
    reorder.mutate(ids);
  };

  return (
    <section aria-labelledby={headingId} className={styles.card}>
      <h2 id={headingId} className={styles.panelTitle}>
        {title}
      </h2>
      {photos.length ? (
        <ol className={styles.photos}>
          {photos.map((p, i) => (
            <li key={p.id} className={styles.photo}>
              <picture>
                {p.sources.map((s) => (
                  <source key={s.type} type={s.type} srcSet={s.srcset} sizes="13rem" />
                ))}
                <img src={p.url} alt={p.alt} loading="lazy" />
              </picture>
              <span>{p.alt}</span>
              <div className={styles.photoActions}>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={i === 0 || reorder.isPending}
                  onClick={() => move(i, -1)}
                  aria-label={`Move "${p.alt}" earlier`}
                >
                  Earlier
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={i === photos.length - 1 || reorder.isPending}
                  onClick={() => move(i, 1)}
                  aria-label={`Move "${p.alt}" later`}
                >
                  Later
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  loading={del.isPending && del.variables === p.id}
                  onClick={() => {
                    if (window.confirm(`Delete the photo "${p.alt}"?`)) del.mutate(p.id);
                  }}
                  aria-label={`Delete "${p.alt}"`}
                >
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p>No photos yet.</p>
      )}
      <form className={styles.upload} onSubmit={(e) => void onUpload(e)} noValidate>
        <div>
          <label htmlFor={`${headingId}-file`}>
            Photo (JPEG, PNG, WebP or AVIF, up to {MAX_MB} MB)
          </label>
          <br />
          <input
            id={`${headingId}-file`}
            ref={fileRef}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            className={styles.fileInput}
          />
        </div>
        <TextField
          label="Description for people who cannot see it (alt text)"
          required
          maxLength={200}
          value={alt}
          onChange={(e) => setAlt(e.target.value)}
        />
        {progress !== null ? (
          <progress max={100} value={progress} aria-label="Upload progress">
            {progress}%
          </progress>
        ) : null}
        {status ? (
          <p role={status.ok ? 'status' : 'alert'} className={status.ok ? styles.ok : styles.error}>
            {status.text}
          </p>
        ) : null}
        <Button type="submit" loading={progress !== null}>
          Upload photo
        </Button>
      </form>
    </section>
  );
}
