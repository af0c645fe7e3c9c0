import {
  CONTENT_KIND_INFO,
  contentItemReply,
  type ContentItem,
  type ContentKind,
  type ContentValues,
} from '../../../shared/contracts/content-admin';
import { ApiError, serverMessage } from '../../lib/api';
import { adminApi } from '../api';

/** Saves a row: JSON for most kinds, a multipart form with the PDF for notices and tenders. */
export async function saveContent(
  kind: ContentKind,
  id: number | null,
  values: ContentValues & { published: boolean },
  file: File | null,
): Promise<ContentItem> {
  if (!CONTENT_KIND_INFO[kind].pdf) {
    const reply = await adminApi(
      id ? `/api/staff/content/${kind}/${id}` : `/api/staff/content/${kind}`,
      contentItemReply,
      { method: id ? 'PUT' : 'POST', body: values },
    );
    return reply.data;
  }
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) {
    if (v === null || v === undefined) continue;
    form.append(k, Array.isArray(v) ? v.join('\n') : String(v));
  }
  if (file) form.append('file', file);
  let res: Response;
  try {
    res = await fetch(id ? `/api/staff/${kind}/${id}` : `/api/staff/${kind}`, {
      method: id ? 'PUT' : 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      body: form,
    });
  } catch {
    throw new ApiError(
      0,
      'You appear to be offline. Please check your connection and try again.',
      null,
    );
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) throw new ApiError(res.status, serverMessage(body) ?? 'The upload failed.', body);
  return contentItemReply.parse(body).data;
}
