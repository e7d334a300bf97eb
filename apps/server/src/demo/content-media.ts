/**
 * The demo's one image: a warning sign over a workplace floor, drawn as SVG so it needs no binary in the
 * repository. The seed records it (media + files rows); prepareDatabase writes the bytes into DATA_DIR.
 */
export const hazardIllustration = {
  title: 'Spot the hazards',
  /** Relative to `${DATA_DIR}/media/`. */
  path: 'demo/spot-the-hazards.svg',
  name: 'spot-the-hazards.svg',
  mime: 'image/svg+xml',
  width: 640,
  height: 360,
  /** The lesson it illustrates: the first one of this course, in every language. */
  courseCode: 'WS-101',
  svg: `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360" role="img" aria-label="Spot the hazards">
  <rect width="640" height="360" fill="#e8f1f8"/>
  <rect y="260" width="640" height="100" fill="#c9d3dc"/>
  <path d="M60 300 C140 270 200 330 280 295" stroke="#333" stroke-width="6" fill="none" stroke-linecap="round"/>
  <rect x="420" y="170" width="120" height="90" fill="#b07b46" stroke="#6b4523" stroke-width="4"/>
  <rect x="440" y="110" width="80" height="60" fill="#c99560" stroke="#6b4523" stroke-width="4"/>
  <polygon points="320,40 410,200 230,200" fill="#ffcc00" stroke="#222" stroke-width="8" stroke-linejoin="round"/>
  <rect x="312" y="90" width="16" height="60" rx="6" fill="#222"/>
  <circle cx="320" cy="174" r="10" fill="#222"/>
</svg>
`,
} as const;
