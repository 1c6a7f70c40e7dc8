/**
 * The home page's product illustration, drawn here as inline SVG: a Tianji dashboard with a
 * visitors chart, the most visited pages, uptime monitors with their recent checks and server
 * load. The shapes are illustrative (no figures are printed); only the labels are translated.
 */
import type { VisualCopy } from './copy';

const C = {
  frame: '#10131a',
  card: '#161a23',
  line: '#2a303c',
  text: '#e7e9ef',
  muted: '#a3abba',
  accent: '#9d8cff',
  blue: '#4cb3ff',
  up: '#3fcf8e',
  warn: '#f5b83d',
  down: '#ff6b6b',
};

/** The chart's plot area inside the analytics card. */
const PLOT = { x: 34, y: 116, w: 406, h: 130, max: 150 };
const VISITORS = [38, 44, 41, 52, 49, 61, 58, 66, 63, 72, 70, 81, 78, 88];
const PAGE_VIEWS = [62, 70, 66, 84, 80, 97, 92, 104, 99, 116, 110, 128, 122, 138];

function points(values: number[]): Array<[number, number]> {
  const step = PLOT.w / (values.length - 1);
  return values.map((v, i) => [PLOT.x + i * step, PLOT.y + PLOT.h - (v / PLOT.max) * PLOT.h]);
}

/** A smooth line through the points: each segment a cubic curve bending at its middle. */
function curve(values: number[]): string {
  const pts = points(values);
  let d = `M${pts[0][0].toFixed(1)} ${pts[0][1].toFixed(1)}`;
  for (let i = 1; i < pts.length; i++) {
    const [x0, y0] = pts[i - 1];
    const [x1, y1] = pts[i];
    const mid = ((x0 + x1) / 2).toFixed(1);
    d += `C${mid} ${y0.toFixed(1)} ${mid} ${y1.toFixed(1)} ${x1.toFixed(1)} ${y1.toFixed(1)}`;
  }
  return d;
}

const bottom = PLOT.y + PLOT.h;
const VISITOR_LINE = curve(VISITORS);
const VISITOR_AREA = `${VISITOR_LINE}L${PLOT.x + PLOT.w} ${bottom}L${PLOT.x} ${bottom}Z`;

const MONITORS: Array<{ name: string; beats: string }> = [
  // One letter per recent check: u = up, w = slow, d = down.
  { name: 'example.com', beats: 'uuuuuuuuuuuuuuuuuu' },
  { name: 'api.example.com', beats: 'uuuuuuuuuuuuuuuuuu' },
  { name: 'db.internal', beats: 'uuuuuuuuuudwuuuuuu' },
  { name: 'cdn.example.com', beats: 'uuuuuuuuuuuuuuuuuw' },
];
const BEAT_COLOR: Record<string, string> = { u: C.up, w: C.warn, d: C.down };

/** One path with a small bar per recent check of the given kind (fewer nodes than a rect each). */
function beatBars(beats: string, kind: string, top: number): string {
  let d = '';
  for (let i = 0; i < beats.length; i++)
    if (beats[i] === kind) d += `M${(488 + i * 11.2).toFixed(1)} ${top}h7v14h-7z`;
  return d;
}

function Card({ x, y, w, h }: { x: number; y: number; w: number; h: number }) {
  return <rect x={x} y={y} width={w} height={h} rx="12" fill={C.card} stroke={C.line} />;
}

export function ProductShot({ copy }: { copy: VisualCopy }) {
  const meters: Array<[string, number, string]> = [
    [copy.cpu, 0.38, C.accent],
    [copy.memory, 0.62, C.blue],
    [copy.disk, 0.45, C.up],
  ];
  return (
    <svg
      className="home-shot"
      viewBox="0 0 720 420"
      width="720"
      height="420"
      role="img"
      aria-label={copy.label}
      fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
    >
      <defs>
        <linearGradient id="home-shot-area" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={C.accent} stopOpacity="0.45" />
          <stop offset="1" stopColor={C.accent} stopOpacity="0" />
        </linearGradient>
      </defs>
      <rect x="0.5" y="0.5" width="719" height="419" rx="18" fill={C.frame} stroke={C.line} />
      <circle cx="22" cy="18" r="5" fill={C.down} opacity="0.8" />
      <circle cx="38" cy="18" r="5" fill={C.warn} opacity="0.8" />
      <circle cx="54" cy="18" r="5" fill={C.up} opacity="0.8" />
      <rect x="310" y="8" width="100" height="20" rx="10" fill={C.card} />
      <text x="360" y="22" textAnchor="middle" fontSize="12" fill={C.muted}>
        Tianji
      </text>
      <path d="M0 36h720" stroke={C.line} />

      <Card x={18} y={50} w={438} h={212} />
      <circle cx="38" cy="76" r="4" fill={C.accent} />
      <text x="48" y="81" fontSize="15" fontWeight="600" fill={C.text}>
        {copy.visitors}
      </text>
      <text x="34" y="100" fontSize="12" fill={C.muted}>
        {copy.range}
      </text>
      <text x="426" y="81" fontSize="12" textAnchor="end" fill={C.muted}>
        {copy.pageViews}
      </text>
      <path d="M432 77h8" stroke={C.blue} strokeWidth="2" strokeDasharray="3 2" />
      {[0, 1, 2, 3].map((k) => (
        <path
          key={k}
          d={`M${PLOT.x} ${bottom - (k * PLOT.h) / 3}h${PLOT.w}`}
          stroke={C.line}
          strokeDasharray={k ? '2 4' : undefined}
        />
      ))}
      <path d={VISITOR_AREA} fill="url(#home-shot-area)" />
      <path
        d={curve(PAGE_VIEWS)}
        fill="none"
        stroke={C.blue}
        strokeWidth="2"
        strokeDasharray="5 4"
      />
      <path d={VISITOR_LINE} fill="none" stroke={C.accent} strokeWidth="2.5" />

      <Card x={18} y={276} w={438} h={126} />
      <text x="34" y="302" fontSize="15" fontWeight="600" fill={C.text}>
        {copy.topPages}
      </text>
      {[
        ['/', 0.92],
        ['/docs/intro', 0.63],
        ['/pricing', 0.41],
      ].map(([page, share], i) => (
        <g key={page}>
          <rect
            x="34"
            y={316 + i * 26}
            width={406 * Number(share)}
            height="21"
            rx="5"
            fill={C.accent}
            opacity="0.16"
          />
          <text x="44" y={331 + i * 26} fontSize="12" fill={C.text}>
            {page}
          </text>
        </g>
      ))}

      <Card x={470} y={50} w={232} h={212} />
      <text x="488" y="81" fontSize="15" fontWeight="600" fill={C.text}>
        {copy.monitors}
      </text>
      {MONITORS.map((monitor, row) => {
        const y = 106 + row * 38;
        const last = monitor.beats[monitor.beats.length - 1];
        return (
          <g key={monitor.name}>
            <circle cx="492" cy={y - 4} r="4" fill={BEAT_COLOR[last]} />
            <text x="502" y={y} fontSize="12" fill={C.text}>
              {monitor.name}
            </text>
            {Object.entries(BEAT_COLOR)
              .filter(([beat]) => monitor.beats.includes(beat))
              .map(([beat, color]) => (
                <path key={beat} d={beatBars(monitor.beats, beat, y + 7)} fill={color} />
              ))}
          </g>
        );
      })}

      <Card x={470} y={276} w={232} h={126} />
      <text x="488" y="302" fontSize="15" fontWeight="600" fill={C.text}>
        {copy.servers}
      </text>
      {meters.map(([label, share, color], i) => (
        <g key={label}>
          <text x="488" y={328 + i * 24} fontSize="12" fill={C.muted}>
            {label}
          </text>
          <rect x="566" y={320 + i * 24} width="120" height="8" rx="4" fill={C.line} />
          <rect x="566" y={320 + i * 24} width={120 * share} height="8" rx="4" fill={color} />
        </g>
      ))}
    </svg>
  );
}
