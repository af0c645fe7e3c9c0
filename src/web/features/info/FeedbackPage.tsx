import { useLocalePath, useT } from '../../i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { useLocation } from 'wouter';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_LIMITS,
  FEEDBACK_MSG,
  feedbackBody,
  type FeedbackInput,
} from '../../../shared/contracts/feedback';
import { Button } from '../../components/Button';
import { Container } from '../../components/Container';
import { SelectField, TextareaField, TextField } from '../../components/Field';
import { PageHeader } from '../../components/PageHeader';
import type { AccessText } from '../../i18n/en/access';
import { ApiError } from '../../lib/api';
import { usePageMeta } from '../../lib/meta';
import { href } from '../../lib/paths';
import { useSubmitFeedback } from './api/submitFeedback';
import styles from './info.module.css';

const EMPTY: FeedbackInput = {
  name: '',
  email: '',
  mobile: '',
  category: 'suggestion',
  subject: '',
  message: '',
};
const FIELDS = ['name', 'email', 'mobile', 'category', 'subject', 'message'] as const;

/**
 * The shared schema's messages are English; the page shows them in its own language. A message
 * the dictionary does not know (a new rule) is shown as it is.
 */
function localMessage(message: string | undefined, t: AccessText['feedback']['errors']) {
  if (!message) return undefined;
  const known: [string, string][] = [
    [FEEDBACK_MSG.nameRequired, t.nameRequired],
    [FEEDBACK_MSG.emailInvalid, t.emailInvalid],
    [FEEDBACK_MSG.mobileInvalid, t.mobileInvalid],
    [FEEDBACK_MSG.messageRequired, t.messageRequired],
    [FEEDBACK_MSG.messageTooShort, t.messageTooShort],
    [FEEDBACK_MSG.categoryInvalid, t.categoryInvalid],
  ];
  const hit = known.find(([en]) => en === message);
  if (hit) return hit[1];
  const tooLong = /at most (\d+) characters/.exec(message);
  if (tooLong) return t.tooLong(Number(tooLong[1]));
  if (/characters that are not allowed/.test(message)) return t.badCharacters;
  return message;
}

/** /feedback: a form that reaches the corporation's feedback mailbox (POST /api/feedback). */
export function FeedbackPage() {
  const t = useT().access.feedback;
  const info = useT().info;
  usePageMeta(t.title, t.summary);
  const lp = useLocalePath();
  const [location] = useLocation();
  const submit = useSubmitFeedback();
  const [ref, setRef] = useState<string | null>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const form = useForm<FeedbackInput>({
    resolver: zodResolver(feedbackBody),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const err = (k: (typeof FIELDS)[number]) => localMessage(errors[k]?.message, t.errors);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const reply = await submit.mutateAsync({ ...values, page: lp(location) });
      setRef(reply.data.ref);
      toast.success(t.thanks(reply.data.ref));
      form.reset(EMPTY);
      requestAnimationFrame(() => thanksRef.current?.focus());
    } catch (e) {
      if (e instanceof ApiError) {
        const list = (e.body as { errors?: { path?: unknown; message?: unknown }[] } | null)
          ?.errors;
        for (const x of Array.isArray(list) ? list : []) {
          const field = FIELDS.find((f) => f === x.path);
          if (field && typeof x.message === 'string')
            form.setError(field, { type: 'server', message: x.message });
        }
      }
      toast.error(e instanceof ApiError && e.status === 429 ? t.tooMany : t.failed);
    }
  });

  return (
    <main id="main">
      <PageHeader
        title={t.title}
        subtitle={t.summary}
        size="sm"
        breadcrumb={{
          label: info.breadcrumb,
          items: [{ label: info.home, href: lp('/') }, { label: t.title }],
        }}
      />
      <Container size="narrow" spacing="md" className={styles.body}>
        <p>{t.intro}</p>
        {ref ? (
          <div className={styles.thanks} role="status">
            <h2 ref={thanksRef} tabIndex={-1}>
              {t.thanksTitle}
            </h2>
            <p>{t.thanks(ref)}</p>
            <Button variant="secondary" onClick={() => setRef(null)}>
              {t.another}
            </Button>
          </div>
        ) : (
          <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="fb-title">
            <h2 id="fb-title">{t.formTitle}</h2>
            <p className={styles.muted}>{t.required}</p>
            <div className={styles.row}>
              <TextField
                label={t.name}
                required
                autoComplete="name"
                maxLength={FEEDBACK_LIMITS.name}
                error={err('name')}
                {...form.register('name')}
              />
              <TextField
                label={t.email}
                required
                type="email"
                autoComplete="email"
                maxLength={FEEDBACK_LIMITS.email}
                error={err('email')}
                {...form.register('email')}
              />
            </div>
            <div className={styles.row}>
              <TextField
                label={`${t.mobile} ${t.optional}`}
                hint={t.mobileHint}
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                maxLength={16}
                error={err('mobile')}
                {...form.register('mobile')}
              />
              <SelectField
                label={t.category}
                required
                error={err('category')}
                {...form.register('category')}
              >
                {FEEDBACK_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {t.categories[c]}
                  </option>
                ))}
              </SelectField>
            </div>
            <TextField
              label={`${t.subject} ${t.optional}`}
              maxLength={FEEDBACK_LIMITS.subject}
              error={err('subject')}
              {...form.register('subject')}
            />
            <TextareaField
              label={t.message}
              required
              rows={6}
              hint={t.messageHint(FEEDBACK_LIMITS.message)}
              maxLength={FEEDBACK_LIMITS.message}
              error={err('message')}
              {...form.register('message')}
            />
            <p className={styles.muted}>
              {t.privacy} <a href={lp(href('privacyPolicy'))}>{t.privacyLink}</a>.
            </p>
            <div>
              <Button type="submit" loading={isSubmitting}>
                {isSubmitting ? t.sending : t.submit}
              </Button>
            </div>
          </form>
        )}
      </Container>
    </main>
  );
}
