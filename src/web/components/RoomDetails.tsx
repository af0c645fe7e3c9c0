import type { RoomTypeAvailability } from '../../shared/contracts/hotels';
import { useT } from '../i18n';
import { Icon } from './Icon';
import { useLocalized } from './Localized';
import styles from './RoomDetails.module.css';

type Room = Pick<
  RoomTypeAvailability,
  | 'RoomTypeName'
  | 'RoomTypeNameHi'
  | 'Description'
  | 'DescriptionHi'
  | 'MaxAdults'
  | 'MaxChildren'
  | 'SizeSqm'
  | 'BedType'
  | 'BedCount'
  | 'RoomAmenities'
  | 'Photos'
>;

/** A room type's name in the page's language (the English, marked, where no Hindi is written). */
export function RoomName({ room }: { room: Pick<Room, 'RoomTypeName' | 'RoomTypeNameHi'> }) {
  const name = useLocalized()(room.RoomTypeName, room.RoomTypeNameHi);
  return name.lang ? <span lang={name.lang}>{name.value}</span> : <>{name.value}</>;
}

/** The room's first photo, small, beside its row; nothing when the room has none. */
export function RoomPhoto({ room, className }: { room: Room; className?: string }) {
  const { rooms: t } = useT();
  const name = useLocalized()(room.RoomTypeName, room.RoomTypeNameHi).value;
  const p = room.Photos[0];
  if (!p) return null;
  return (
    <picture className={className}>
      {p.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcset} sizes="240px" />
      ))}
      <img
        className={styles.photo}
        src={p.url}
        alt={p.alt || t.photoOfRoom(name)}
        width={240}
        height={160}
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
}

/**
 * A room row's facts (size, beds, who it sleeps) and a disclosure with its description, what is in
 * the room and its other photos (ADR 335). Facts not given by the hotel are left out.
 */
export function RoomDetails({ room }: { room: Room }) {
  const { rooms: t } = useT();
  const l = useLocalized();
  const name = l(room.RoomTypeName, room.RoomTypeNameHi).value;
  const about = room.Description ? l(room.Description, room.DescriptionHi) : null;
  const more = room.Photos.slice(1);
  const hasDetails = about !== null || room.RoomAmenities.length > 0 || more.length > 0;
  return (
    <div className={styles.details}>
      <ul className={styles.facts}>
        {room.SizeSqm !== null ? (
          <li>
            <Icon name="home" /> <span className="visually-hidden">{t.sizeLabel}: </span>
            {t.size(room.SizeSqm)}
          </li>
        ) : null}
        {room.BedType !== null ? (
          <li>
            <Icon name="bed" /> <span className="visually-hidden">{t.bedsLabel}: </span>
            {t.beds(room.BedType, room.BedCount)}
          </li>
        ) : null}
        <li>
          <Icon name="users" /> <span className="visually-hidden">{t.sleepsLabel}: </span>
          {t.sleeps(room.MaxAdults, room.MaxChildren)}
        </li>
      </ul>
      {hasDetails ? (
        <details className={styles.more}>
          <summary>
            {t.detailsShort}
            <span className="visually-hidden">: {name}</span>
          </summary>
          {about ? <p lang={about.lang}>{about.value}</p> : null}
          {room.RoomAmenities.length > 0 ? (
            <>
              <h4 className={styles.heading}>{t.inTheRoom}</h4>
              <ul className={styles.amenities}>
                {room.RoomAmenities.map((a) => (
                  <li key={a}>
                    <Icon name="check" /> {t.amenity(a)}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {more.length > 0 ? (
            <ul className={styles.photos}>
              {more.map((p) => (
                <li key={p.id}>
                  <picture>
                    {p.sources.map((s) => (
                      <source key={s.type} type={s.type} srcSet={s.srcset} sizes="240px" />
                    ))}
                    <img
                      className={styles.photo}
                      src={p.url}
                      alt={p.alt || t.photoOfRoom(name)}
                      width={240}
                      height={160}
                      loading="lazy"
                      decoding="async"
                    />
                  </picture>
                </li>
              ))}
            </ul>
          ) : null}
        </details>
      ) : null}
    </div>
  );
}
