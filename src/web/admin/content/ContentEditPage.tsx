import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useLocation, useParams } from 'wouter';
import {
  CONTENT_KIND_INFO,
  MAX_PDF_BYTES,
  contentBody,
  contentItemReply,
  contentKind,
  type ContentField,
  type ContentItem,
  type ContentKind,
  type ContentValue,
  type ContentValues,
} from '../../../shared/contracts/content-admin';
import { Button } from '../../components/Button';
import { TextareaField, TextField } from '../../components/Field';
import { AdminPage } from '../AdminPage';
import { ADMIN_KEY, adminApi } from '../api';
import { saveContent } from './api';
import styles from './content.module.css';

/** A back-office link (routes.tsx's adminHref; importing it here would make a cycle). */
const adminHref = (path: string) => `/admin${path}`;

type Draft = Record<string, string | boolean>;

function draftOf(kind: ContentKind, item: ContentItem | null): Draft {
  const d: Draft = { published: item?.published ?? false };
  for (const f of CONTENT_KIND_INFO[kind].fields) {
    const v: ContentValue | undefined = item?.values[f.name];
    if (f.type === 'checkbox') d[f.name] = v === true;
    else if (Array.isArray(v)) d[f.name] = v.join('\n');
    else d[f.name] = v === null || v === undefined ? '' : String(v);
  }
  return d;
}

/** The draft as the contract's body (numbers, lines), or the field errors. */
function toBody(kind: ContentKind, d: Draft) {
  const raw: Record<string, unknown> = { published: d.published === true };
  for (const f of CONTENT_KIND_INFO[kind].fields) {
    const v = d[f.name];
    if (f.type === 'lines')
      raw[f.name] = String(v ?? '')
        .split(/\r?\n/)
        .filter((l) => l.trim());
    else raw[f.name] = v;
  }
  return contentBody(kind).safeParse(raw);
}

function FieldInput({
  field,
  value,
  error,
  onChange,
}: {
  field: ContentField;
  value: string | boolean;
  error: string | undefined;
  onChange: (v: string | boolean) => void;
}) {
  if (field.type === 'checkbox') {
    return (
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={value === true}
          onChange={(e) => onChange(e.target.checked)}
        />
        {field.label}
      </label>
    );
  }
  if (field.type === 'textarea' || field.type === 'lines') {
    return (
      <TextareaField
        label={field.label}
        required={field.required}
        hint={field.hint}
        error={error}
        rows={field.type === 'lines' ? 4 : 6}
        lang={field.lang}
        value={String(value)}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }
  return (
    <TextField
      label={field.label}
      type={field.type === 'date' ? 'date' : field.type === 'number' ? 'number' : 'text'}
      inputMode={field.type === 'number' ? 'numeric' : undefined}
      required={field.required}
      hint={field.hint}
      error={error}
      value={String(value)}
      maxLength={field.type === 'text' ? field.max : undefined}
      lang={field.lang}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

function Editor({ kind, item }: { kind: ContentKind; item: ContentItem | null }) {
  const info = CONTENT_KIND_INFO[kind];
  const [draft, setDraft] = useState<Draft>(() => draftOf(kind, item));
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [, navigate] = useLocation();
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (body: ContentValues & { published: boolean }) =>
      saveContent(kind, item?.id ?? null, body, file),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: [ADMIN_KEY, 'content', kind] });
      navigate(`/content/${kind}`);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    const parsed = toBody(kind, draft);
    if (!parsed.success) {
      for (const i of parsed.error.issues) next[String(i.path[0])] ??= i.message;
    }
    if (info.pdf && !item && !file) next.file = 'Choose the PDF file to upload.';
    if (file && file.size > MAX_PDF_BYTES)
      next.file = 'The PDF is larger than 10 MB. Upload a smaller file.';
    setErrors(next);
    if (Object.keys(next).length > 0 || !parsed.success) return;
    save.mutate(parsed.data as ContentValues & { published: boolean });
  };
  const title = item ? `Edit ${info.singular}` : `New ${info.singular}`;
  return (
    <AdminPage
      title={title}
      intro={<a href={adminHref(`/content/${kind}`)}>Back to {info.label.toLowerCase()}</a>}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        {info.fields.map((f) => (
          <FieldInput
            key={f.name}
            field={f}
            value={draft[f.name] ?? ''}
            error={errors[f.name]}
            onChange={(v) => setDraft((d) => ({ ...d, [f.name]: v }))}
          />
        ))}
        {info.pdf ? (
          <TextField
            label={item ? 'Replace the PDF (optional)' : 'PDF file'}
            type="file"
            accept="application/pdf,.pdf"
            required={!item}
            hint={
              item?.pdfUrl
                ? 'A PDF document, at most 10 MB. Leave empty to keep the current one.'
                : 'A PDF document, at most 10 MB.'
            }
            error={errors.file}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        ) : null}
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={draft.published === true}
            onChange={(e) => setDraft((d) => ({ ...d, published: e.target.checked }))}
          />
          Published (shown on the public site)
        </label>
        {save.isError ? (
          <p role="alert" className={styles.error}>
            {save.error.message}
          </p>
        ) : null}
        <div className={styles.formActions}>
          <Button type="submit" variant="primary" loading={save.isPending}>
            Save
          </Button>
          <Button href={adminHref(`/content/${kind}`)} variant="ghost">
            Cancel
          </Button>
        </div>
      </form>
    </AdminPage>
  );
}

/** /admin/content/:kind/new and /admin/content/:kind/:id: the edit form of one row. */
export function ContentEditPage() {
  const params = useParams<{ kind?: string; id?: string }>();
  const parsed = contentKind.safeParse(params.kind);
  const kind: ContentKind = parsed.success ? parsed.data : 'notices';
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const q = useQuery({
    queryKey: [ADMIN_KEY, 'content', kind, id],
    queryFn: () => adminApi(`/api/staff/content/${kind}/${id}`, contentItemReply),
    enabled: id !== null,
  });
  if (id === null) return <Editor key={`${kind}-new`} kind={kind} item={null} />;
  if (q.isPending) return <p role="status">Loading…</p>;
  if (q.isError) {
    return (
      <AdminPage title="Content not found">
        <p role="alert">{q.error.message}</p>
      </AdminPage>
    );
  }
  return <Editor key={`${kind}-${id}`} kind={kind} item={q.data.data} />;
}
