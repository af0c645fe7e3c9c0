import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { okReply } from '../../../shared/contracts/common';
import { hotelNameItem } from '../../../shared/contracts/hotels';
import {
  STAFF_MIN_PASSWORD_LENGTH,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  staffAccountReply,
  staffAccountsReply,
  type StaffAccount,
  type StaffRole,
  isHotelScoped,
} from '../../../shared/contracts/staff';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { CheckboxField, SelectField, TextField } from '../../components/Field';
import { ADMIN_KEY, adminApi } from '../api';
import { AdminPage } from '../AdminPage';
import { ListedTable } from '../ListedTable';
import { useStaffTours } from '../tours/queries';
import { useStaff } from '../useStaff';
import ui from '../ui.module.css';

const ACCOUNTS_KEY = [ADMIN_KEY, 'accounts'] as const;
const hotelsReply = okReply(z.array(hotelNameItem));

function useHotels() {
  return useQuery({
    queryKey: [ADMIN_KEY, 'hotel-names'],
    queryFn: async () => (await adminApi('/api/room-tariff/get-hotels', hotelsReply)).data,
    staleTime: 10 * 60_000,
  });
}

function CreateForm({ onDone }: { onDone: (message: string) => void }) {
  const qc = useQueryClient();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('hotel_manager');
  const [hotelIds, setHotelIds] = useState<number[]>([]);
  const [tourIds, setTourIds] = useState<number[]>([]);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () =>
      adminApi('/api/staff/accounts', staffAccountReply, {
        body: {
          email,
          role,
          hotelIds: isHotelScoped(role) ? hotelIds : [],
          tourIds: role === 'tour_operator' ? tourIds : [],
          password,
        },
      }),
    onSuccess: async (r) => {
      await qc.invalidateQueries({ queryKey: ACCOUNTS_KEY });
      setEmail('');
      setPassword('');
      setHotelIds([]);
      setTourIds([]);
      onDone(`Created ${r.data.email}. Tell them the password in person or by phone.`);
    },
    onError: (err) => setError(err.message),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    create.mutate();
  };
  return (
    <section className={ui.section} aria-labelledby="new-account">
      <h2 id="new-account" className={ui.sectionTitle}>
        New staff account
      </h2>
      <form className={ui.filters} onSubmit={submit} noValidate>
        {error ? (
          <p className={ui.error} role="alert" style={{ gridColumn: '1 / -1' }}>
            {error}
          </p>
        ) : null}
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <SelectField
          label="Role"
          value={role}
          onChange={(e) => setRole(e.target.value as StaffRole)}
        >
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {STAFF_ROLE_LABELS[r]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="First password"
          hint={`At least ${STAFF_MIN_PASSWORD_LENGTH} characters.`}
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {isHotelScoped(role) ? <HotelChoice value={hotelIds} onChange={setHotelIds} /> : null}
        {role === 'tour_operator' ? <TourChoice value={tourIds} onChange={setTourIds} /> : null}
        <div className={ui.filterActions}>
          <Button type="submit" loading={create.isPending}>
            Create account
          </Button>
        </div>
      </form>
    </section>
  );
}

function HotelChoice({ value, onChange }: { value: number[]; onChange: (ids: number[]) => void }) {
  const hotels = useHotels();
  return (
    <fieldset style={{ gridColumn: '1 / -1', border: 0, margin: 0, padding: 0 }}>
      <legend>Hotels this manager runs</legend>
      <div className={ui.cards}>
        {hotels.data?.map((h) => (
          <CheckboxField
            key={h.PropertyID}
            label={h.UnitName}
            checked={value.includes(h.PropertyID)}
            onChange={(e) =>
              onChange(
                e.target.checked
                  ? [...value, h.PropertyID]
                  : value.filter((id) => id !== h.PropertyID),
              )
            }
          />
        ))}
      </div>
    </fieldset>
  );
}

/** The tours a tour operator runs (ADR 351): their departures and manifests only. */
function TourChoice({ value, onChange }: { value: number[]; onChange: (ids: number[]) => void }) {
  const tours = useStaffTours();
  return (
    <fieldset style={{ gridColumn: '1 / -1', border: 0, margin: 0, padding: 0 }}>
      <legend>Tours this operator runs</legend>
      <div className={ui.cards}>
        {tours.data?.map((t) => (
          <CheckboxField
            key={t.id}
            label={t.title}
            checked={value.includes(t.id)}
            onChange={(e) =>
              onChange(e.target.checked ? [...value, t.id] : value.filter((id) => id !== t.id))
            }
          />
        ))}
      </div>
    </fieldset>
  );
}

/** Changes an account's role, hotels or tours, and sets a new password when one is typed. */
function EditDialog({
  a,
  onClose,
  onDone,
}: {
  a: StaffAccount;
  onClose: () => void;
  onDone: (m: string) => void;
}) {
  const qc = useQueryClient();
  const [role, setRole] = useState<StaffRole>(a.role);
  const [hotelIds, setHotelIds] = useState<number[]>(a.hotelIds);
  const [tourIds, setTourIds] = useState<number[]>(a.tourIds);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: async () => {
      await adminApi(`/api/staff/accounts/${a.id}`, staffAccountReply, {
        method: 'PATCH',
        body: {
          role,
          hotelIds: isHotelScoped(role) ? hotelIds : [],
          tourIds: role === 'tour_operator' ? tourIds : [],
        },
      });
      if (password) {
        await adminApi(`/api/staff/accounts/${a.id}/password`, staffAccountReply, {
          body: { password },
        });
      }
    },
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: ACCOUNTS_KEY });
      onDone(
        `Saved ${a.email}.${password ? ' Their sessions ended: they sign in with the new password.' : ''}`,
      );
      onClose();
    },
    onError: (err) => setError(err.message),
  });
  return (
    <Modal
      open
      onClose={onClose}
      title={`Edit ${a.email}`}
      closeLabel="Close"
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button form="edit-account" type="submit" loading={save.isPending}>
            Save
          </Button>
        </>
      }
    >
      <form
        id="edit-account"
        className={ui.section}
        onSubmit={(e) => {
          e.preventDefault();
          setError(null);
          save.mutate();
        }}
        noValidate
      >
        {error ? (
          <p className={ui.error} role="alert">
            {error}
          </p>
        ) : null}
        <SelectField
          label="Role"
          value={role}
          onChange={(e) => setRole(e.target.value as StaffRole)}
        >
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {STAFF_ROLE_LABELS[r]}
            </option>
          ))}
        </SelectField>
        {isHotelScoped(role) ? <HotelChoice value={hotelIds} onChange={setHotelIds} /> : null}
        {role === 'tour_operator' ? <TourChoice value={tourIds} onChange={setTourIds} /> : null}
        <TextField
          label="New password (optional)"
          hint={`Leave empty to keep the password. At least ${STAFF_MIN_PASSWORD_LENGTH} characters.`}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </form>
    </Modal>
  );
}

function Actions({ a, onDone }: { a: StaffAccount; onDone: (m: string) => void }) {
  const me = useStaff();
  const qc = useQueryClient();
  const [editing, setEditing] = useState(false);
  const act = useMutation({
    mutationFn: (action: 'disable' | 'enable' | 'reset-totp') =>
      adminApi(`/api/staff/accounts/${a.id}/${action}`, staffAccountReply, { body: {} }),
    onSuccess: async (_r, action) => {
      await qc.invalidateQueries({ queryKey: ACCOUNTS_KEY });
      onDone(
        action === 'reset-totp'
          ? `Two-factor sign-in of ${a.email} was reset; they set it up again at their next sign-in.`
          : `${a.email} is ${action === 'disable' ? 'disabled' : 'enabled'}.`,
      );
    },
    onError: (err) => onDone(err.message),
  });
  if (a.email === me.email) return <span className={ui.muted}>You</span>;
  return (
    <div className={ui.rowActions}>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => setEditing(true)}
        aria-label={`Edit ${a.email}`}
      >
        Edit
      </Button>
      {editing ? <EditDialog a={a} onClose={() => setEditing(false)} onDone={onDone} /> : null}
      <Button
        size="sm"
        variant={a.disabled ? 'secondary' : 'danger'}
        onClick={() => act.mutate(a.disabled ? 'enable' : 'disable')}
        aria-label={`${a.disabled ? 'Enable' : 'Disable'} ${a.email}`}
      >
        {a.disabled ? 'Enable' : 'Disable'}
      </Button>
      {a.totpEnabled ? (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => act.mutate('reset-totp')}
          aria-label={`Reset two-factor sign-in of ${a.email}`}
        >
          Reset 2FA
        </Button>
      ) : null}
    </div>
  );
}

/** /admin/accounts (admins): staff accounts, a new one, disable/enable, reset two-factor. */
export function AccountsPage() {
  const [message, setMessage] = useState<string | null>(null);
  const hotels = useHotels();
  const q = useQuery({
    queryKey: ACCOUNTS_KEY,
    queryFn: async () => (await adminApi('/api/staff/accounts', staffAccountsReply)).data,
  });
  const tours = useStaffTours();
  const hotelName = (id: number) =>
    hotels.data?.find((h) => h.PropertyID === id)?.UnitName ?? `#${id}`;
  const tourTitle = (id: number) => tours.data?.find((t) => t.id === id)?.title ?? `#${id}`;
  const reach = (a: StaffAccount) =>
    isHotelScoped(a.role)
      ? a.hotelIds.map(hotelName).join(', ')
      : a.role === 'tour_operator'
        ? a.tourIds.map(tourTitle).join(', ')
        : 'All';
  return (
    <AdminPage
      title="Staff accounts"
      intro="Who can sign in to the back office, with which role and for which hotels. Every change is in the audit log."
    >
      <ListedTable
        query={q}
        label="Staff accounts"
        columns={['Email', 'Role', 'Hotels or tours', 'Two-factor', 'Status', 'Actions']}
        message={message}
        row={(a) => (
          <tr key={a.id}>
            <th scope="row">{a.email}</th>
            <td>{STAFF_ROLE_LABELS[a.role]}</td>
            <td>{reach(a)}</td>
            <td>{a.totpEnabled ? 'On' : 'Not set up'}</td>
            <td>{a.disabled ? 'Disabled' : 'Active'}</td>
            <td>
              <Actions a={a} onDone={setMessage} />
            </td>
          </tr>
        )}
      />
      <CreateForm onDone={setMessage} />
    </AdminPage>
  );
}
