import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { okReply } from '../../../shared/contracts/common';
import {
  EINVOICE_STATUSES,
  einvoiceListReply,
  type EinvoiceRowDto,
} from '../../../shared/contracts/einvoices';
import { Button } from '../../components/Button';
import { SelectField } from '../../components/Field';
import { AdminPage } from '../AdminPage';
import { ADMIN_KEY, adminApi } from '../api';
import { DeskTable, deskHref, ListStatus, StatusPill } from '../bookings/deskShared';
import styles from '../bookings/desk.module.css';

type Status = (typeof EINVOICE_STATUSES)[number];

const STATUS_LABELS: Record<Status, string> = {
  queued: 'Queued',
  registered: 'Registered',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

const tone = (s: Status) => (s === 'registered' ? 'good' : s === 'failed' ? 'bad' : undefined);

const isStatus = (v: string): v is Status => (EINVOICE_STATUSES as readonly string[]).includes(v);

const docLabel = (e: EinvoiceRowDto) =>
  `${e.docType === 'CRN' ? 'Credit note' : e.docType === 'DBN' ? 'Debit note' : 'Invoice'} ${e.docNo ?? '(not yet numbered)'}`;

/**
 * /admin/einvoices: the registration of B2B invoices and credit notes with the e-invoice portal
 * (ADR 251). A failed one (refused by the schema check or the portal) is not tried again by itself:
 * accounts correct the cause and press Retry.
 */
export function EinvoicesPage() {
  const qc = useQueryClient();
  const [status, setStatus] = useState<Status | ''>('');
  const [notice, setNotice] = useState('');
  const q = useQuery({
    queryKey: [ADMIN_KEY, 'einvoices', status],
    queryFn: async () =>
      (
        await adminApi(
          status ? `/api/staff/einvoices?status=${status}` : '/api/staff/einvoices',
          einvoiceListReply,
        )
      ).data,
  });
  const retry = useMutation({
    mutationFn: async (e: EinvoiceRowDto) =>
      adminApi(`/api/staff/einvoices/${e.id}/retry`, okReply(z.null()), {
        method: 'POST',
        body: {},
      }),
    onSuccess: (_r, e) => {
      setNotice(`${docLabel(e)} was queued again and tried at once.`);
      void qc.invalidateQueries({ queryKey: [ADMIN_KEY, 'einvoices'] });
    },
  });
  return (
    <AdminPage
      title="E-invoices"
      intro="Invoices and credit notes of bookings with a GSTIN and their registration with the e-invoice portal. A queued one with an error waits for its next try; a failed one is retried only from here."
    >
      <div className={styles.filters}>
        <SelectField
          label="Status"
          value={status}
          onChange={(e) => setStatus(isStatus(e.target.value) ? e.target.value : '')}
        >
          <option value="">Any status</option>
          {EINVOICE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </SelectField>
      </div>
      <ListStatus
        notice={notice}
        errors={[retry.isError && retry.error, q.isError && q.error]}
        pending={q.isPending}
      />
      {q.data ? (
        <DeskTable
          label="E-invoices"
          caption={`E-invoices (${q.data.length})`}
          columns={[
            'Document',
            'Booking',
            'Status',
            { label: 'Attempts', numeric: true },
            'Last error',
            'IRN',
            'Ack',
            'Action',
          ]}
          rows={q.data}
          empty="No e-invoices."
          row={(e) => (
            <tr key={e.id}>
              <th scope="row">{docLabel(e)}</th>
              <td>
                <a href={deskHref(`/bookings/${e.bookingId}`)}>Booking {e.bookingId}</a>
              </td>
              <td>
                <StatusPill label={STATUS_LABELS[e.status]} tone={tone(e.status)} />
                {e.cancelWanted && e.status !== 'cancelled' ? (
                  <div className={styles.note}>Cancellation pending</div>
                ) : null}
              </td>
              <td className={styles.num}>{e.attempts}</td>
              <td>{e.lastError ?? ''}</td>
              <td className={styles.nowrap} title={e.irn ?? undefined}>
                {e.irn ? `${e.irn.slice(0, 12)}…` : ''}
              </td>
              <td className={styles.nowrap}>
                {e.ackNo ? (
                  <>
                    {e.ackNo}
                    {e.ackDate ? <div className={styles.note}>{e.ackDate}</div> : null}
                  </>
                ) : null}
              </td>
              <td>
                {e.status === 'failed' ? (
                  <Button
                    size="sm"
                    onClick={() => retry.mutate(e)}
                    loading={retry.isPending && retry.variables.id === e.id}
                    aria-label={`Retry ${docLabel(e)}`}
                  >
                    Retry
                  </Button>
                ) : null}
              </td>
            </tr>
          )}
        />
      ) : null}
    </AdminPage>
  );
}
