import type { CancelPreview, CancellationRoom } from '../../../shared/contracts/cancellation';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { useT } from '../../i18n';
import { rs, withGst } from './money';
import styles from './cancellation.module.css';

type Figure = { label: string; value: string; note?: string; strong?: boolean };

function Figures({ rows }: { rows: Figure[] }) {
  return (
    <dl className={styles.figures}>
      {rows.map((r) => (
        <div key={r.label} className={r.strong ? styles.figureStrong : undefined}>
          <dt>
            {r.label}
            {r.note ? <span className={styles.figureNote}>{r.note}</span> : null}
          </dt>
          <dd>{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ConfirmFullDialog({
  preview,
  busy,
  onConfirm,
  onClose,
}: {
  preview: CancelPreview | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { cancellation: t } = useT();
  return (
    <Modal
      open={preview !== null}
      onClose={busy ? () => undefined : onClose}
      title={t.confirmFullTitle}
      closeLabel={t.confirmClose}
      role="alertdialog"
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t.keep}
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={busy}>
            {t.confirmFull}
          </Button>
        </>
      }
    >
      {preview ? (
        <>
          <Figures
            rows={[
              { label: t.totalAmount, value: rs(preview.totalAmount) },
              { label: t.taxAmount, value: rs(preview.taxAmount) },
              {
                label: t.cancellationCharge,
                value: rs(preview.cancellationCharge),
                note: t.deduction(preview.DeductionPercent, preview.DaysBeforeCheckIn),
              },
              { label: t.refundAmount, value: rs(preview.refundAmount), strong: true },
            ]}
          />
          <p className={styles.dialogNote}>{t.refundTo}</p>
        </>
      ) : null}
    </Modal>
  );
}

export type RoomCharge = {
  room: CancellationRoom;
  index: number;
  Amount: number;
  RefundAmount: number;
  DeductionPercent: number;
  DaysBeforeCheckIn: number;
};

export function ConfirmRoomDialog({
  charge,
  busy,
  onConfirm,
  onClose,
}: {
  charge: RoomCharge | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { cancellation: t } = useT();
  return (
    <Modal
      open={charge !== null}
      onClose={busy ? () => undefined : onClose}
      title={t.confirmRoomTitle}
      description={charge ? `${t.roomN(charge.index + 1)}: ${charge.room.RoomTypeName}` : undefined}
      closeLabel={t.confirmClose}
      role="alertdialog"
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t.keepRoom}
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={busy}>
            {t.confirmRoom}
          </Button>
        </>
      }
    >
      {charge ? (
        <>
          <Figures
            rows={[
              { label: t.totalPaid, value: withGst(charge.room.Price, charge.room.TaxAmount) },
              {
                label: t.charge,
                value: rs(charge.Amount),
                note: t.deduction(charge.DeductionPercent, charge.DaysBeforeCheckIn),
              },
              { label: t.refundAmount, value: rs(charge.RefundAmount), strong: true },
            ]}
          />
          <p className={styles.dialogNote}>{t.refundTo}</p>
        </>
      ) : null}
    </Modal>
  );
}
