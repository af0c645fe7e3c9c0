import styles from './reports.module.css';

export type Bar = { label: string; value: number };

/**
 * A small SVG bar chart (no chart library): one bar per point, a value axis with three lines.
 * The SVG is an image with a title and a summary for screen readers; the table beside it holds
 * every figure (its text alternative).
 */
export function BarChart({
  title,
  bars,
  unit = '',
  max,
}: {
  title: string;
  bars: Bar[];
  unit?: string;
  /** the top of the scale (default: the largest value) */
  max?: number;
}) {
  const width = 720;
  const height = 240;
  const pad = { top: 16, right: 12, bottom: 44, left: 56 };
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const top = Math.max(max ?? 0, ...bars.map((b) => b.value), 1);
  const slot = bars.length ? plotW / bars.length : plotW;
  const barW = Math.max(2, Math.min(36, slot * 0.7));
  const y = (v: number) => pad.top + plotH - (v / top) * plotH;
  const fmt = (v: number) => `${v.toLocaleString('en-IN', { maximumFractionDigits: 1 })}${unit}`;
  const every = Math.max(1, Math.ceil(bars.length / 12));
  const highest = bars.reduce<Bar | null>((m, b) => (m && m.value >= b.value ? m : b), null);
  const summary = bars.length
    ? `${bars.length} values from ${bars[0]!.label} to ${bars.at(-1)!.label}; highest ${fmt(highest!.value)} on ${highest!.label}.`
    : 'No data in this period.';
  const id = title.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase();
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{summary}</desc>
      {[0, 0.5, 1].map((f) => (
        <g key={f}>
          <line
            className={styles.grid}
            x1={pad.left}
            x2={width - pad.right}
            y1={y(top * f)}
            y2={y(top * f)}
          />
          <text x={pad.left - 6} y={y(top * f) + 4} textAnchor="end">
            {fmt(top * f)}
          </text>
        </g>
      ))}
      <line className={styles.axis} x1={pad.left} x2={width - pad.right} y1={y(0)} y2={y(0)} />
      {bars.map((b, i) => {
        const x = pad.left + i * slot + (slot - barW) / 2;
        return (
          <g key={`${b.label}-${i}`}>
            <rect
              className={styles.bar}
              x={x}
              y={y(b.value)}
              width={barW}
              height={Math.max(0, y(0) - y(b.value))}
            >
              <title>{`${b.label}: ${fmt(b.value)}`}</title>
            </rect>
            {i % every === 0 ? (
              <text x={x + barW / 2} y={height - pad.bottom + 16} textAnchor="middle">
                {b.label}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
