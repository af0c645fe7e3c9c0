import { TextField } from '../../components/Field';
import styles from './hotels.module.css';

/** The two boxes as typed (text, so a half-typed "-23." stays as it is). */
export type CoordinatesText = { latitude: string; longitude: string };

export const coordinatesText = (lat: number | null, lng: number | null): CoordinatesText => ({
  latitude: lat === null ? '' : String(lat),
  longitude: lng === null ? '' : String(lng),
});

/** A box's number of degrees, or undefined when it is not one. */
function degrees(text: string): number | undefined {
  const t = text.trim();
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(t)) return undefined;
  return Number(t);
}

/**
 * The coordinates typed, checked as the server checks them (ADR 336): both or neither, WGS84
 * degrees, latitude -90 to 90, longitude -180 to 180. Either the values to send (null: not known)
 * or the message for each box that is wrong.
 */
export function readCoordinates(
  c: CoordinatesText,
):
  | { ok: true; latitude: number | null; longitude: number | null }
  | { ok: false; errors: Partial<Record<keyof CoordinatesText, string>> } {
  const lat = c.latitude.trim();
  const lng = c.longitude.trim();
  if (lat === '' && lng === '') return { ok: true, latitude: null, longitude: null };
  const errors: Partial<Record<keyof CoordinatesText, string>> = {};
  const la = degrees(lat);
  const lo = degrees(lng);
  if (lat === '') errors.latitude = 'Give the latitude too, or clear both.';
  else if (la === undefined) errors.latitude = 'The latitude must be a number of degrees.';
  else if (la < -90 || la > 90) errors.latitude = 'The latitude is between -90 and 90.';
  if (lng === '') errors.longitude = 'Give the longitude too, or clear both.';
  else if (lo === undefined) errors.longitude = 'The longitude must be a number of degrees.';
  else if (lo < -180 || lo > 180) errors.longitude = 'The longitude is between -180 and 180.';
  if (errors.latitude || errors.longitude || la === undefined || lo === undefined)
    return { ok: false, errors };
  return { ok: true, latitude: la, longitude: lo };
}

/**
 * The hotel's map position on the edit page: two labelled number boxes, each with its own message.
 * The public hotel page draws its map and Directions link from them.
 */
export function CoordinatesFields({
  value,
  onChange,
  errors,
}: {
  value: CoordinatesText;
  onChange: (v: CoordinatesText) => void;
  errors: Partial<Record<keyof CoordinatesText, string | undefined>>;
}) {
  return (
    <fieldset className={styles.hindi}>
      <legend>Map position (optional)</legend>
      <p className={styles.hint}>
        Decimal degrees, as a map app shows them: Ranchi is latitude 23.3441, longitude 85.3096. The
        hotel page shows its map and directions from these. Leave both empty if not known.
      </p>
      <div className={styles.row2}>
        <TextField
          label="Latitude"
          type="number"
          inputMode="decimal"
          step="any"
          min={-90}
          max={90}
          hint="North is positive, -90 to 90"
          value={value.latitude}
          error={errors.latitude}
          onChange={(e) => onChange({ ...value, latitude: e.target.value })}
        />
        <TextField
          label="Longitude"
          type="number"
          inputMode="decimal"
          step="any"
          min={-180}
          max={180}
          hint="East is positive, -180 to 180"
          value={value.longitude}
          error={errors.longitude}
          onChange={(e) => onChange({ ...value, longitude: e.target.value })}
        />
      </div>
    </fieldset>
  );
}
