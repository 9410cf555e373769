// Locally generated SVG artwork: landscape scenes named for each place, category
// scenes, blog covers, the advisor avatar and the Diwali deals banner. Pure and
// deterministic: the same (kind, slug) always gives the same SVG. No external
// links or fonts; text uses a generic font stack.
import { blogs, categories, destinations, itineraryDayPlaces, type Landscape, packages, type Place, places } from '../content/index';
import { seededRandom } from '../content/slug';

export type ArtKind = 'destination' | 'banner' | 'package' | 'itinerary' | 'category' | 'blog' | 'avatar' | 'festival';

type Rnd = () => number;

const FONT = "'Poppins','Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const SAFFRON = '#E8661A';
const TEAL = '#0F6E7A';

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const r0 = (n: number): number => Math.round(n);
const between = (rnd: Rnd, a: number, b: number): number => a + (b - a) * rnd();
const choose = <T>(rnd: Rnd, xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length) % xs.length];

// ---------------------------------------------------------------- palettes

interface Sky {
  top: string;
  bottom: string;
  sun: string;
  night?: boolean;
}
const SKIES: Record<'day' | 'dawn' | 'dusk' | 'night', Sky[]> = {
  day: [
    { top: '#5BB6E8', bottom: '#D8F0FA', sun: '#FFF3B0' },
    { top: '#6EC1E4', bottom: '#EAF7FB', sun: '#FFF6C8' },
    { top: '#4FA3D9', bottom: '#CDEBF7', sun: '#FFEFA0' },
  ],
  dawn: [
    { top: '#7FA7D9', bottom: '#FBD3B9', sun: '#FFD08A' },
    { top: '#9AB6E0', bottom: '#FCE1C4', sun: '#FFC97A' },
  ],
  dusk: [
    { top: '#3E4A89', bottom: '#F6A96B', sun: '#FFD27D' },
    { top: '#5B4B8A', bottom: '#F9B384', sun: '#FFE09A' },
    { top: '#2F5D8A', bottom: '#F4A259', sun: '#FFD66B' },
  ],
  night: [{ top: '#0E1637', bottom: '#34306B', sun: '#F6F1D3', night: true }],
};

const TIMES: Record<Landscape, Array<keyof typeof SKIES>> = {
  beach: ['day', 'dusk', 'day'],
  island: ['day', 'day', 'dusk'],
  snow: ['day', 'dawn', 'day'],
  mountain: ['day', 'dawn', 'dusk'],
  desert: ['dusk', 'day', 'dawn'],
  temple: ['dawn', 'dusk', 'day'],
  forest: ['day', 'dawn'],
  lake: ['day', 'dusk', 'dawn'],
  'hill-station': ['day', 'dawn'],
  backwater: ['day', 'dusk'],
  valley: ['day', 'dawn'],
  river: ['dusk', 'dawn'],
  heritage: ['dusk', 'day', 'dawn'],
  city: ['dusk', 'day'],
};

function mix(a: string, b: string, t: number): string {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return `#${pa.map((v, i) => r0(v + (pb[i] - v) * t).toString(16).padStart(2, '0')).join('')}`;
}

// ---------------------------------------------------------------- primitives

function ridge(W: number, H: number, baseY: number, amp: number, rnd: Rnd, n: number, jagged: boolean, fill: string, extra = ''): string {
  const pts: Array<[number, number]> = [];
  for (let i = 0; i <= n; i++) pts.push([(W * i) / n, baseY - amp * (0.3 + 0.7 * rnd())]);
  let d = `M0 ${H}L0 ${r0(pts[0][1])}`;
  if (jagged) {
    for (let i = 1; i < pts.length; i++) {
      const [x, y] = pts[i];
      const px = pts[i - 1][0];
      d += `L${r0((px + x) / 2 + between(rnd, -W / n / 6, W / n / 6))} ${r0(Math.min(pts[i - 1][1], y) - amp * between(rnd, 0.2, 0.6))}L${r0(x)} ${r0(y)}`;
    }
  } else {
    for (let i = 1; i < pts.length; i++) {
      const [x, y] = pts[i];
      const [px, py] = pts[i - 1];
      d += `Q${r0((px + x) / 2)} ${r0(Math.min(py, y) - amp * 0.35)} ${r0(x)} ${r0(y)}`;
    }
  }
  d += `L${W} ${H}Z`;
  return `<path d="${d}" fill="${fill}"${extra}/>`;
}

/** Snow-capped peaks: a jagged ridge plus white caps. */
function peaks(W: number, baseY: number, amp: number, rnd: Rnd, n: number, body: string, snow: string): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const cx = (W * (i + between(rnd, 0.15, 0.85))) / n;
    const h = amp * between(rnd, 0.6, 1);
    const w = (W / n) * between(rnd, 0.8, 1.4);
    const top = baseY - h;
    out += `<path d="M${r0(cx - w)} ${r0(baseY)}L${r0(cx - w * 0.25)} ${r0(top + h * 0.35)}L${r0(cx)} ${r0(top)}L${r0(cx + w * 0.3)} ${r0(top + h * 0.3)}L${r0(cx + w)} ${r0(baseY)}Z" fill="${body}"/>`;
    out += `<path d="M${r0(cx - w * 0.33)} ${r0(top + h * 0.42)}L${r0(cx - w * 0.25)} ${r0(top + h * 0.35)}L${r0(cx)} ${r0(top)}L${r0(cx + w * 0.3)} ${r0(top + h * 0.3)}L${r0(cx + w * 0.38)} ${r0(top + h * 0.38)}L${r0(cx + w * 0.15)} ${r0(top + h * 0.3)}L${r0(cx)} ${r0(top + h * 0.4)}L${r0(cx - w * 0.12)} ${r0(top + h * 0.32)}Z" fill="${snow}"/>`;
  }
  return out;
}

function sun(x: number, y: number, r: number, color: string, night = false): string {
  if (night) return `<circle cx="${r0(x)}" cy="${r0(y)}" r="${r0(r * 0.7)}" fill="${color}"/><circle cx="${r0(x + r * 0.3)}" cy="${r0(y - r * 0.15)}" r="${r0(r * 0.62)}" fill="#1B2150"/>`;
  return `<circle cx="${r0(x)}" cy="${r0(y)}" r="${r0(r * 2.2)}" fill="${color}" opacity=".25"/><circle cx="${r0(x)}" cy="${r0(y)}" r="${r0(r)}" fill="${color}"/>`;
}

function clouds(W: number, H: number, rnd: Rnd, n: number): string {
  let out = '<g fill="#fff" opacity=".75">';
  for (let i = 0; i < n; i++) {
    const x = between(rnd, 0.05, 0.95) * W;
    const y = between(rnd, 0.06, 0.3) * H;
    const s = between(rnd, 0.6, 1.2) * W * 0.05;
    out += `<ellipse cx="${r0(x)}" cy="${r0(y)}" rx="${r0(s * 1.6)}" ry="${r0(s * 0.45)}"/><ellipse cx="${r0(x - s * 0.4)}" cy="${r0(y - s * 0.25)}" rx="${r0(s * 0.6)}" ry="${r0(s * 0.4)}"/><ellipse cx="${r0(x + s * 0.35)}" cy="${r0(y - s * 0.3)}" rx="${r0(s * 0.7)}" ry="${r0(s * 0.45)}"/>`;
  }
  return out + '</g>';
}

function stars(W: number, H: number, rnd: Rnd, n: number): string {
  let out = '<g fill="#fff">';
  for (let i = 0; i < n; i++) out += `<circle cx="${r0(rnd() * W)}" cy="${r0(rnd() * H * 0.45)}" r="${(rnd() * 1.6 + 0.6).toFixed(1)}" opacity="${(0.4 + rnd() * 0.6).toFixed(2)}"/>`;
  return out + '</g>';
}

function birds(W: number, H: number, rnd: Rnd, n: number, color = '#2B3440'): string {
  let out = `<g fill="none" stroke="${color}" stroke-width="${Math.max(2, W / 500).toFixed(1)}" stroke-linecap="round">`;
  const bx = between(rnd, 0.15, 0.7) * W;
  const by = between(rnd, 0.12, 0.25) * H;
  for (let i = 0; i < n; i++) {
    const x = bx + i * W * 0.03 + between(rnd, -10, 10);
    const y = by + between(rnd, -H * 0.04, H * 0.04);
    const s = W * 0.009;
    out += `<path d="M${r0(x - s)} ${r0(y)}q${r0(s / 2)} ${r0(-s / 2)} ${r0(s)} 0q${r0(s / 2)} ${r0(-s / 2)} ${r0(s)} 0"/>`;
  }
  return out + '</g>';
}

function pine(x: number, y: number, h: number, fill: string, snow?: string): string {
  const w = h * 0.42;
  let out = `<rect x="${r0(x - h * 0.04)}" y="${r0(y - h * 0.15)}" width="${r0(Math.max(2, h * 0.08))}" height="${r0(h * 0.15)}" fill="#4A3526"/>`;
  for (let i = 0; i < 3; i++) {
    const ty = y - h * 0.12 - i * h * 0.26;
    const tw = w * (1 - i * 0.22);
    out += `<path d="M${r0(x - tw)} ${r0(ty)}L${r0(x)} ${r0(ty - h * 0.42)}L${r0(x + tw)} ${r0(ty)}Z" fill="${fill}"/>`;
    if (snow) out += `<path d="M${r0(x - tw * 0.35)} ${r0(ty - h * 0.27)}L${r0(x)} ${r0(ty - h * 0.42)}L${r0(x + tw * 0.35)} ${r0(ty - h * 0.27)}Z" fill="${snow}"/>`;
  }
  return out;
}

function roundTree(x: number, y: number, h: number, fill: string): string {
  const r = h * 0.3;
  return `<rect x="${r0(x - h * 0.04)}" y="${r0(y - h * 0.45)}" width="${r0(Math.max(2, h * 0.08))}" height="${r0(h * 0.45)}" fill="#4A3526"/><circle cx="${r0(x)}" cy="${r0(y - h * 0.62)}" r="${r0(r)}" fill="${fill}"/><circle cx="${r0(x - r * 0.6)}" cy="${r0(y - h * 0.5)}" r="${r0(r * 0.7)}" fill="${fill}"/><circle cx="${r0(x + r * 0.6)}" cy="${r0(y - h * 0.52)}" r="${r0(r * 0.72)}" fill="${fill}"/>`;
}

function palm(x: number, y: number, h: number, lean: number, trunk: string, leaf: string): string {
  const tx = x + lean * h * 0.35;
  const ty = y - h;
  let out = `<path d="M${r0(x)} ${r0(y)}Q${r0(x + lean * h * 0.05)} ${r0(y - h * 0.6)} ${r0(tx)} ${r0(ty)}" stroke="${trunk}" stroke-width="${r0(Math.max(3, h * 0.06))}" fill="none" stroke-linecap="round"/>`;
  const angles = [-160, -125, -90, -55, -20, 20];
  for (const a of angles) {
    const rad = (a * Math.PI) / 180;
    const len = h * 0.42;
    const ex = tx + Math.cos(rad) * len;
    const ey = ty + Math.sin(rad) * len * 0.55 + len * 0.25;
    const cx = tx + Math.cos(rad) * len * 0.5;
    const cy = ty - len * 0.25 + Math.sin(rad) * len * 0.2;
    out += `<path d="M${r0(tx)} ${r0(ty)}Q${r0(cx)} ${r0(cy)} ${r0(ex)} ${r0(ey)}Q${r0(cx)} ${r0(cy + len * 0.15)} ${r0(tx)} ${r0(ty)}Z" fill="${leaf}"/>`;
  }
  return out;
}

function waves(W: number, y0: number, y1: number, rnd: Rnd, color: string): string {
  let out = `<g fill="none" stroke="${color}" stroke-width="${Math.max(2, W / 600).toFixed(1)}" stroke-linecap="round" opacity=".7">`;
  const n = 7;
  for (let i = 0; i < n; i++) {
    const y = y0 + ((y1 - y0) * (i + 0.5)) / n;
    const x = between(rnd, 0, 0.8) * W;
    const l = between(rnd, 0.06, 0.16) * W;
    out += `<path d="M${r0(x)} ${r0(y)}q${r0(l / 4)} -6 ${r0(l / 2)} 0t${r0(l / 2)} 0"/>`;
  }
  return out + '</g>';
}

function houseboat(x: number, y: number, s: number): string {
  return `<g><path d="M${r0(x - s)} ${r0(y - s * 0.12)}Q${r0(x)} ${r0(y + s * 0.22)} ${r0(x + s)} ${r0(y - s * 0.16)}L${r0(x + s * 0.85)} ${r0(y + s * 0.05)}Q${r0(x)} ${r0(y + s * 0.3)} ${r0(x - s * 0.85)} ${r0(y + s * 0.05)}Z" fill="#5B3A21"/><path d="M${r0(x - s * 0.72)} ${r0(y - s * 0.1)}Q${r0(x - s * 0.7)} ${r0(y - s * 0.5)} ${r0(x - s * 0.2)} ${r0(y - s * 0.55)}L${r0(x + s * 0.35)} ${r0(y - s * 0.55)}Q${r0(x + s * 0.72)} ${r0(y - s * 0.5)} ${r0(x + s * 0.74)} ${r0(y - s * 0.1)}Z" fill="#C9A46A"/><path d="M${r0(x - s * 0.55)} ${r0(y - s * 0.1)}L${r0(x - s * 0.55)} ${r0(y - s * 0.32)}L${r0(x + s * 0.55)} ${r0(y - s * 0.32)}L${r0(x + s * 0.55)} ${r0(y - s * 0.1)}Z" fill="#8A5A33"/><g fill="#FBE3A1">${[-0.42, -0.18, 0.06, 0.3].map((k) => `<rect x="${r0(x + s * k)}" y="${r0(y - s * 0.29)}" width="${r0(s * 0.14)}" height="${r0(s * 0.12)}" rx="2"/>`).join('')}</g></g>`;
}

function smallBoat(x: number, y: number, s: number, canopy: string): string {
  return `<path d="M${r0(x - s)} ${r0(y)}Q${r0(x)} ${r0(y + s * 0.35)} ${r0(x + s)} ${r0(y)}Z" fill="#4B2E1C"/><path d="M${r0(x - s * 0.45)} ${r0(y)}L${r0(x - s * 0.4)} ${r0(y - s * 0.35)}L${r0(x + s * 0.4)} ${r0(y - s * 0.35)}L${r0(x + s * 0.45)} ${r0(y)}Z" fill="${canopy}"/>`;
}

function sailBoat(x: number, y: number, s: number): string {
  return `<path d="M${r0(x - s)} ${r0(y)}L${r0(x + s)} ${r0(y)}L${r0(x + s * 0.7)} ${r0(y + s * 0.3)}L${r0(x - s * 0.7)} ${r0(y + s * 0.3)}Z" fill="#7A3E1D"/><path d="M${r0(x)} ${r0(y - s * 1.4)}L${r0(x)} ${r0(y)}L${r0(x + s * 0.8)} ${r0(y)}Z" fill="#FFF7E8"/><path d="M${r0(x - 3)} ${r0(y - s * 1.2)}L${r0(x - 3)} ${r0(y)}L${r0(x - s * 0.6)} ${r0(y)}Z" fill="${SAFFRON}"/>`;
}

function temple(x: number, y: number, s: number, body: string, accent: string): string {
  const w = s * 0.9;
  return `<g><rect x="${r0(x - w)}" y="${r0(y - s * 0.18)}" width="${r0(w * 2)}" height="${r0(s * 0.18)}" fill="${mix(body, '#000000', 0.25)}"/><rect x="${r0(x - w * 0.75)}" y="${r0(y - s * 0.7)}" width="${r0(w * 1.5)}" height="${r0(s * 0.52)}" fill="${body}"/><path d="M${r0(x - w * 0.2)} ${r0(y - s * 0.18)}L${r0(x - w * 0.2)} ${r0(y - s * 0.45)}Q${r0(x)} ${r0(y - s * 0.62)} ${r0(x + w * 0.2)} ${r0(y - s * 0.45)}L${r0(x + w * 0.2)} ${r0(y - s * 0.18)}Z" fill="#3B2A1E"/><path d="M${r0(x - w * 0.55)} ${r0(y - s * 0.7)}Q${r0(x - w * 0.5)} ${r0(y - s * 1.45)} ${r0(x)} ${r0(y - s * 1.7)}Q${r0(x + w * 0.5)} ${r0(y - s * 1.45)} ${r0(x + w * 0.55)} ${r0(y - s * 0.7)}Z" fill="${mix(body, '#ffffff', 0.12)}"/><g stroke="${mix(body, '#000000', 0.2)}" stroke-width="${Math.max(1.5, s * 0.02).toFixed(1)}">${[0.95, 1.15, 1.35].map((k) => `<path d="M${r0(x - w * (0.55 - (k - 0.9) * 0.45))} ${r0(y - s * k)}H${r0(x + w * (0.55 - (k - 0.9) * 0.45))}"/>`).join('')}</g><circle cx="${r0(x)}" cy="${r0(y - s * 1.76)}" r="${r0(Math.max(3, s * 0.07))}" fill="#E0B43A"/><path d="M${r0(x)} ${r0(y - s * 1.8)}V${r0(y - s * 2.15)}" stroke="#3B2A1E" stroke-width="${Math.max(1.5, s * 0.015).toFixed(1)}"/><path d="M${r0(x)} ${r0(y - s * 2.15)}L${r0(x + s * 0.32)} ${r0(y - s * 2.05)}L${r0(x)} ${r0(y - s * 1.96)}Z" fill="${accent}"/></g>`;
}

function fort(x: number, y: number, w: number, h: number, body: string): string {
  const dark = mix(body, '#000000', 0.22);
  const light = mix(body, '#ffffff', 0.1);
  let out = `<rect x="${r0(x)}" y="${r0(y - h)}" width="${r0(w)}" height="${r0(h)}" fill="${body}"/>`;
  const n = Math.max(6, Math.floor(w / (h * 0.22)));
  for (let i = 0; i < n; i++) out += `<rect x="${r0(x + (w * i) / n)}" y="${r0(y - h - h * 0.1)}" width="${r0((w / n) * 0.55)}" height="${r0(h * 0.1)}" fill="${body}"/>`;
  for (const k of [0, 0.32, 0.68, 1]) {
    const tx = x + w * k;
    out += `<rect x="${r0(tx - h * 0.18)}" y="${r0(y - h * 1.45)}" width="${r0(h * 0.36)}" height="${r0(h * 1.45)}" fill="${light}"/><path d="M${r0(tx - h * 0.22)} ${r0(y - h * 1.45)}Q${r0(tx)} ${r0(y - h * 1.9)} ${r0(tx + h * 0.22)} ${r0(y - h * 1.45)}Z" fill="${light}"/><rect x="${r0(tx - h * 0.06)}" y="${r0(y - h * 1.2)}" width="${r0(h * 0.12)}" height="${r0(h * 0.2)}" rx="${r0(h * 0.06)}" fill="${dark}"/>`;
  }
  for (let i = 0; i < 5; i++) {
    const ax = x + w * (0.12 + i * 0.19);
    out += `<path d="M${r0(ax)} ${r0(y)}V${r0(y - h * 0.45)}Q${r0(ax + w * 0.04)} ${r0(y - h * 0.7)} ${r0(ax + w * 0.08)} ${r0(y - h * 0.45)}V${r0(y)}Z" fill="${dark}"/>`;
  }
  // central palace with chhatris
  const px = x + w * 0.5;
  out += `<rect x="${r0(px - w * 0.16)}" y="${r0(y - h * 1.7)}" width="${r0(w * 0.32)}" height="${r0(h * 0.7)}" fill="${light}"/>`;
  for (const k of [-0.12, 0, 0.12]) {
    out += `<rect x="${r0(px + w * k - h * 0.1)}" y="${r0(y - h * 1.95)}" width="${r0(h * 0.2)}" height="${r0(h * 0.25)}" fill="${light}"/><path d="M${r0(px + w * k - h * 0.14)} ${r0(y - h * 1.95)}Q${r0(px + w * k)} ${r0(y - h * 2.3)} ${r0(px + w * k + h * 0.14)} ${r0(y - h * 1.95)}Z" fill="${light}"/>`;
  }
  for (let i = 0; i < 4; i++) out += `<rect x="${r0(px - w * 0.13 + i * w * 0.07)}" y="${r0(y - h * 1.55)}" width="${r0(w * 0.035)}" height="${r0(h * 0.22)}" rx="${r0(w * 0.017)}" fill="${dark}"/>`;
  return out;
}

function camel(x: number, y: number, s: number, fill: string): string {
  return `<path d="M${r0(x - s * 0.5)} ${r0(y)}L${r0(x - s * 0.45)} ${r0(y - s * 0.45)}Q${r0(x - s * 0.55)} ${r0(y - s * 0.6)} ${r0(x - s * 0.4)} ${r0(y - s * 0.68)}Q${r0(x - s * 0.25)} ${r0(y - s * 0.95)} ${r0(x - s * 0.05)} ${r0(y - s * 0.7)}Q${r0(x + s * 0.1)} ${r0(y - s * 0.9)} ${r0(x + s * 0.3)} ${r0(y - s * 0.65)}L${r0(x + s * 0.45)} ${r0(y - s * 0.85)}L${r0(x + s * 0.62)} ${r0(y - s * 0.88)}L${r0(x + s * 0.6)} ${r0(y - s * 0.78)}L${r0(x + s * 0.5)} ${r0(y - s * 0.72)}L${r0(x + s * 0.38)} ${r0(y - s * 0.45)}L${r0(x + s * 0.35)} ${r0(y)}L${r0(x + s * 0.28)} ${r0(y)}L${r0(x + s * 0.27)} ${r0(y - s * 0.4)}L${r0(x - s * 0.3)} ${r0(y - s * 0.4)}L${r0(x - s * 0.38)} ${r0(y)}Z" fill="${fill}"/>`;
}

function cottage(x: number, y: number, s: number, wall: string, roof: string): string {
  return `<rect x="${r0(x - s * 0.5)}" y="${r0(y - s * 0.6)}" width="${r0(s)}" height="${r0(s * 0.6)}" fill="${wall}"/><path d="M${r0(x - s * 0.62)} ${r0(y - s * 0.58)}L${r0(x)} ${r0(y - s * 1.05)}L${r0(x + s * 0.62)} ${r0(y - s * 0.58)}Z" fill="${roof}"/><rect x="${r0(x - s * 0.3)}" y="${r0(y - s * 0.45)}" width="${r0(s * 0.18)}" height="${r0(s * 0.18)}" fill="#FBE3A1"/><rect x="${r0(x + s * 0.08)}" y="${r0(y - s * 0.38)}" width="${r0(s * 0.18)}" height="${r0(s * 0.38)}" fill="#5B3A21"/>`;
}

function prayerFlags(x1: number, y1: number, x2: number, y2: number, s: number): string {
  const colors = ['#2F6FD1', '#FFFFFF', '#D7263D', '#2E9E5B', '#F2C12E'];
  let out = `<path d="M${r0(x1)} ${r0(y1)}Q${r0((x1 + x2) / 2)} ${r0(Math.max(y1, y2) + s * 2)} ${r0(x2)} ${r0(y2)}" stroke="#6B5B4B" stroke-width="1.5" fill="none"/>`;
  const n = 12;
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const px = (1 - t) * (1 - t) * x1 + 2 * (1 - t) * t * ((x1 + x2) / 2) + t * t * x2;
    const py = (1 - t) * (1 - t) * y1 + 2 * (1 - t) * t * (Math.max(y1, y2) + s * 2) + t * t * y2;
    out += `<rect x="${r0(px - s * 0.3)}" y="${r0(py)}" width="${r0(s * 0.6)}" height="${r0(s * 0.75)}" fill="${colors[i % 5]}"/>`;
  }
  return out;
}

function diya(x: number, y: number, s: number): string {
  return `<ellipse cx="${r0(x)}" cy="${r0(y - s * 1.2)}" rx="${r0(s * 0.9)}" ry="${r0(s * 1.6)}" fill="#FFB547" opacity=".25"/><path d="M${r0(x)} ${r0(y - s * 2)}Q${r0(x + s * 0.45)} ${r0(y - s * 1.1)} ${r0(x)} ${r0(y - s * 0.55)}Q${r0(x - s * 0.45)} ${r0(y - s * 1.1)} ${r0(x)} ${r0(y - s * 2)}Z" fill="#FFCF4D"/><path d="M${r0(x - s)} ${r0(y - s * 0.5)}Q${r0(x)} ${r0(y + s * 0.55)} ${r0(x + s)} ${r0(y - s * 0.5)}Z" fill="#B5522B"/><path d="M${r0(x - s)} ${r0(y - s * 0.5)}H${r0(x + s)}" stroke="#E0894E" stroke-width="${Math.max(1.5, s * 0.12).toFixed(1)}"/>`;
}

function ghats(W: number, y: number, h: number, color: string): string {
  let out = '';
  for (let i = 0; i < 5; i++) out += `<rect x="0" y="${r0(y + (h * i) / 5)}" width="${W}" height="${r0(h / 5 + 1)}" fill="${mix(color, '#000000', i * 0.05)}"/>`;
  return out;
}

function skyline(W: number, y: number, rnd: Rnd, fill: string): string {
  let out = '';
  let x = 0;
  while (x < W) {
    const w = between(rnd, 0.04, 0.09) * W;
    const h = between(rnd, 0.12, 0.32) * y;
    out += `<rect x="${r0(x)}" y="${r0(y - h)}" width="${r0(w - 4)}" height="${r0(h)}" fill="${fill}"/>`;
    if (rnd() < 0.3) out += `<path d="M${r0(x)} ${r0(y - h)}Q${r0(x + w / 2 - 2)} ${r0(y - h - w * 0.6)} ${r0(x + w - 4)} ${r0(y - h)}Z" fill="${fill}"/>`;
    for (let wy = y - h + 14; wy < y - 10; wy += 28) for (let wx = x + 8; wx < x + w - 14; wx += 20) if (rnd() < 0.3) out += `<rect x="${r0(wx)}" y="${r0(wy)}" width="6" height="8" fill="#FBE3A1" opacity=".8"/>`;
    x += w;
  }
  return out;
}

function gopuram(x: number, y: number, s: number, body: string): string {
  const dark = mix(body, '#000000', 0.25);
  let out = `<rect x="${r0(x - s * 0.7)}" y="${r0(y - s * 0.12)}" width="${r0(s * 1.4)}" height="${r0(s * 0.12)}" fill="${dark}"/>`;
  const tiers = 6;
  for (let i = 0; i < tiers; i++) {
    const w0 = s * (0.55 - i * 0.065);
    const w1 = s * (0.55 - (i + 1) * 0.065);
    const y0 = y - s * 0.12 - i * s * 0.2;
    out += `<path d="M${r0(x - w0)} ${r0(y0)}L${r0(x - w1)} ${r0(y0 - s * 0.2)}H${r0(x + w1)}L${r0(x + w0)} ${r0(y0)}Z" fill="${i % 2 ? body : mix(body, '#ffffff', 0.12)}"/><path d="M${r0(x - w1)} ${r0(y0 - s * 0.2)}H${r0(x + w1)}" stroke="${dark}" stroke-width="${Math.max(2, s * 0.02).toFixed(1)}"/>`;
    for (let k = -2; k <= 2; k++) out += `<rect x="${r0(x + k * w1 * 0.38 - s * 0.015)}" y="${r0(y0 - s * 0.15)}" width="${r0(s * 0.03)}" height="${r0(s * 0.08)}" fill="${dark}"/>`;
  }
  const topY = y - s * 0.12 - tiers * s * 0.2;
  const tw = s * (0.55 - tiers * 0.065);
  out += `<path d="M${r0(x - tw - s * 0.05)} ${r0(topY)}Q${r0(x)} ${r0(topY - s * 0.3)} ${r0(x + tw + s * 0.05)} ${r0(topY)}Z" fill="${mix(body, '#ffffff', 0.2)}"/>`;
  for (let k = -2; k <= 2; k++) out += `<circle cx="${r0(x + k * tw * 0.45)}" cy="${r0(topY - s * 0.12 - (2 - Math.abs(k)) * s * 0.03)}" r="${r0(Math.max(2, s * 0.025))}" fill="#E0B43A"/>`;
  out += `<path d="M${r0(x - s * 0.12)} ${r0(y)}V${r0(y - s * 0.3)}Q${r0(x)} ${r0(y - s * 0.42)} ${r0(x + s * 0.12)} ${r0(y - s * 0.3)}V${r0(y)}Z" fill="#3B2A1E"/>`;
  return out;
}

function goldenTemple(x: number, y: number, s: number): string {
  const gold = '#E2B33C';
  const deep = '#B8862B';
  let out = `<rect x="${r0(x - s * 0.9)}" y="${r0(y - s * 0.5)}" width="${r0(s * 1.8)}" height="${r0(s * 0.5)}" fill="#F4EFE6"/><rect x="${r0(x - s * 0.7)}" y="${r0(y - s * 0.9)}" width="${r0(s * 1.4)}" height="${r0(s * 0.45)}" fill="${gold}"/><rect x="${r0(x - s * 0.5)}" y="${r0(y - s * 1.2)}" width="${r0(s)}" height="${r0(s * 0.32)}" fill="${gold}"/>`;
  for (let i = 0; i < 6; i++) out += `<path d="M${r0(x - s * 0.6 + i * s * 0.24)} ${r0(y - s * 0.5)}V${r0(y - s * 0.7)}Q${r0(x - s * 0.53 + i * s * 0.24)} ${r0(y - s * 0.8)} ${r0(x - s * 0.46 + i * s * 0.24)} ${r0(y - s * 0.7)}V${r0(y - s * 0.5)}Z" fill="${deep}"/>`;
  out += `<path d="M${r0(x - s * 0.36)} ${r0(y - s * 1.2)}Q${r0(x - s * 0.4)} ${r0(y - s * 1.75)} ${r0(x)} ${r0(y - s * 1.85)}Q${r0(x + s * 0.4)} ${r0(y - s * 1.75)} ${r0(x + s * 0.36)} ${r0(y - s * 1.2)}Z" fill="${gold}"/><path d="M${r0(x)} ${r0(y - s * 1.85)}V${r0(y - s * 2.05)}" stroke="${deep}" stroke-width="3"/>`;
  for (const k of [-0.62, 0.62]) out += `<path d="M${r0(x + s * k - s * 0.1)} ${r0(y - s * 0.9)}Q${r0(x + s * k)} ${r0(y - s * 1.15)} ${r0(x + s * k + s * 0.1)} ${r0(y - s * 0.9)}Z" fill="${gold}"/>`;
  return out;
}

function taj(x: number, y: number, s: number): string {
  const m = '#F7F3EC';
  const sh = '#E3DACB';
  let out = `<rect x="${r0(x - s * 1.3)}" y="${r0(y - s * 0.1)}" width="${r0(s * 2.6)}" height="${r0(s * 0.1)}" fill="${sh}"/>`;
  for (const k of [-1.15, 1.15]) out += `<rect x="${r0(x + s * k - s * 0.04)}" y="${r0(y - s * 1.05)}" width="${r0(s * 0.08)}" height="${r0(s * 0.95)}" fill="${m}"/><path d="M${r0(x + s * k - s * 0.07)} ${r0(y - s * 1.05)}Q${r0(x + s * k)} ${r0(y - s * 1.22)} ${r0(x + s * k + s * 0.07)} ${r0(y - s * 1.05)}Z" fill="${m}"/>`;
  out += `<rect x="${r0(x - s * 0.75)}" y="${r0(y - s * 0.75)}" width="${r0(s * 1.5)}" height="${r0(s * 0.65)}" fill="${m}"/>`;
  out += `<path d="M${r0(x - s * 0.22)} ${r0(y - s * 0.1)}V${r0(y - s * 0.5)}Q${r0(x)} ${r0(y - s * 0.72)} ${r0(x + s * 0.22)} ${r0(y - s * 0.5)}V${r0(y - s * 0.1)}Z" fill="${sh}"/>`;
  for (const k of [-0.52, 0.52]) out += `<path d="M${r0(x + s * k - s * 0.1)} ${r0(y - s * 0.15)}V${r0(y - s * 0.4)}Q${r0(x + s * k)} ${r0(y - s * 0.52)} ${r0(x + s * k + s * 0.1)} ${r0(y - s * 0.4)}V${r0(y - s * 0.15)}Z" fill="${sh}"/><path d="M${r0(x + s * k - s * 0.12)} ${r0(y - s * 0.75)}Q${r0(x + s * k)} ${r0(y - s * 0.98)} ${r0(x + s * k + s * 0.12)} ${r0(y - s * 0.75)}Z" fill="${m}"/>`;
  out += `<rect x="${r0(x - s * 0.25)}" y="${r0(y - s * 0.9)}" width="${r0(s * 0.5)}" height="${r0(s * 0.16)}" fill="${m}"/><path d="M${r0(x - s * 0.32)} ${r0(y - s * 0.9)}Q${r0(x - s * 0.45)} ${r0(y - s * 1.35)} ${r0(x)} ${r0(y - s * 1.55)}Q${r0(x + s * 0.45)} ${r0(y - s * 1.35)} ${r0(x + s * 0.32)} ${r0(y - s * 0.9)}Z" fill="${m}"/><path d="M${r0(x)} ${r0(y - s * 1.55)}V${r0(y - s * 1.72)}" stroke="#C9A24A" stroke-width="3"/>`;
  return out;
}

function rhino(x: number, y: number, s: number): string {
  const c = '#6E6A66';
  return `<path d="M${r0(x - s)} ${r0(y - s * 0.3)}Q${r0(x - s * 0.95)} ${r0(y - s * 0.85)} ${r0(x - s * 0.2)} ${r0(y - s * 0.82)}Q${r0(x + s * 0.35)} ${r0(y - s * 0.85)} ${r0(x + s * 0.55)} ${r0(y - s * 0.6)}L${r0(x + s * 0.95)} ${r0(y - s * 0.5)}L${r0(x + s * 1.12)} ${r0(y - s * 0.78)}L${r0(x + s * 1.08)} ${r0(y - s * 0.42)}L${r0(x + s * 1.0)} ${r0(y - s * 0.3)}L${r0(x + s * 0.62)} ${r0(y - s * 0.3)}L${r0(x + s * 0.55)} ${r0(y)}H${r0(x + s * 0.38)}L${r0(x + s * 0.35)} ${r0(y - s * 0.25)}H${r0(x - s * 0.55)}L${r0(x - s * 0.6)} ${r0(y)}H${r0(x - s * 0.78)}L${r0(x - s * 0.85)} ${r0(y - s * 0.22)}Z" fill="${c}"/><path d="M${r0(x + s * 0.58)} ${r0(y - s * 0.66)}l${r0(-s * 0.04)} ${r0(-s * 0.16)}l${r0(s * 0.12)} ${r0(s * 0.12)}Z" fill="${c}"/><path d="M${r0(x - s * 0.2)} ${r0(y - s * 0.8)}Q${r0(x - s * 0.1)} ${r0(y - s * 0.5)} ${r0(x - s * 0.25)} ${r0(y - s * 0.3)}" stroke="#5A5652" stroke-width="${r0(Math.max(2, s * 0.03))}" fill="none"/><circle cx="${r0(x + s * 0.8)}" cy="${r0(y - s * 0.52)}" r="${r0(Math.max(2, s * 0.03))}" fill="#222"/>`;
}

function elephant(x: number, y: number, s: number): string {
  const c = '#5F5A57';
  return `<path d="M${r0(x - s * 0.6)} ${r0(y)}L${r0(x - s * 0.62)} ${r0(y - s * 0.45)}Q${r0(x - s * 0.7)} ${r0(y - s * 0.95)} ${r0(x - s * 0.05)} ${r0(y - s * 0.95)}Q${r0(x + s * 0.45)} ${r0(y - s * 0.98)} ${r0(x + s * 0.55)} ${r0(y - s * 0.7)}Q${r0(x + s * 0.75)} ${r0(y - s * 0.55)} ${r0(x + s * 0.72)} ${r0(y - s * 0.15)}Q${r0(x + s * 0.7)} ${r0(y)} ${r0(x + s * 0.82)} ${r0(y - s * 0.05)}L${r0(x + s * 0.84)} ${r0(y + s * 0.02)}Q${r0(x + s * 0.6)} ${r0(y + s * 0.06)} ${r0(x + s * 0.58)} ${r0(y - s * 0.2)}L${r0(x + s * 0.5)} ${r0(y - s * 0.4)}L${r0(x + s * 0.42)} ${r0(y)}H${r0(x + s * 0.25)}L${r0(x + s * 0.22)} ${r0(y - s * 0.32)}H${r0(x - s * 0.3)}L${r0(x - s * 0.35)} ${r0(y)}Z" fill="${c}"/><path d="M${r0(x + s * 0.2)} ${r0(y - s * 0.85)}Q${r0(x + s * 0.05)} ${r0(y - s * 0.6)} ${r0(x + s * 0.28)} ${r0(y - s * 0.45)}Q${r0(x + s * 0.4)} ${r0(y - s * 0.7)} ${r0(x + s * 0.2)} ${r0(y - s * 0.85)}Z" fill="#4E4946"/><circle cx="${r0(x + s * 0.5)}" cy="${r0(y - s * 0.72)}" r="${r0(Math.max(2, s * 0.025))}" fill="#222"/><path d="M${r0(x + s * 0.62)} ${r0(y - s * 0.5)}q${r0(s * 0.12)} ${r0(s * 0.05)} ${r0(s * 0.2)} ${r0(-s * 0.05)}" stroke="#F4EFE6" stroke-width="${r0(Math.max(2, s * 0.035))}" fill="none" stroke-linecap="round"/>`;
}

// ---------------------------------------------------------------- landscape scenes

interface Variant {
  /** Place key, for the few places with their own landmark. */
  key?: string;
  /** Himalayan setting: snow peaks on the horizon. */
  himalaya?: boolean;
  /** South Indian temple architecture (gopuram). */
  south?: boolean;
  /** Force a time of day. */
  time?: keyof typeof SKIES;
}

const TEA_GARDENS = new Set(['munnar', 'darjeeling', 'ooty', 'kodaikanal']);
const FOREST_ANIMAL: Record<string, 'rhino' | 'tiger' | 'elephant'> = {
  kaziranga: 'rhino',
  corbett: 'tiger',
  ranthambore: 'tiger',
  pachmarhi: 'tiger',
  thekkady: 'elephant',
  wayanad: 'elephant',
  coorg: 'elephant',
};

function scene(land: Landscape, W: number, H: number, rnd: Rnd, v: Variant = {}): string {
  const sky = choose(rnd, SKIES[v.time ?? choose(rnd, TIMES[land])]);
  const hz = H * between(rnd, 0.56, 0.64); // horizon
  const sunX = W * between(rnd, 0.55, 0.85);
  const sunY = hz - H * between(rnd, 0.18, 0.32);
  const u = Math.min(W, H);
  const defs = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.bottom}"/></linearGradient><linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(sky.bottom, '#1A8FB0', 0.55)}"/><stop offset="1" stop-color="#0E6C8C"/></linearGradient></defs>`;
  let g = `${defs}<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  g += sky.night ? stars(W, H, rnd, 60) : clouds(W, H, rnd, 3);
  g += sun(sunX, sunY, u * 0.07, sky.sun, sky.night);
  const far = mix(sky.bottom, '#5A6F8A', 0.55);
  const mid = mix(sky.bottom, '#3F5E5A', 0.6);
  const green = choose(rnd, ['#4E8F3A', '#5B9A45', '#3F7F3A', '#6AA84F']);
  const dark = mix(green, '#0D2B1B', 0.5);

  switch (land) {
    case 'beach':
    case 'island': {
      const sea = hz;
      if (land === 'island') g += ridge(W, H, sea + 2, H * 0.12, rnd, 3, false, mix(green, sky.bottom, 0.35));
      else g += ridge(W, H, sea + 2, H * 0.05, rnd, 4, false, far);
      g += `<rect y="${r0(sea)}" width="${W}" height="${r0(H - sea)}" fill="url(#sea)"/>`;
      if (land === 'island') g += `<path d="M${r0(W * 0.2)} ${r0(sea + H * 0.1)}Q${r0(W * 0.5)} ${r0(sea + H * 0.02)} ${r0(W * 0.8)} ${r0(sea + H * 0.1)}Z" fill="#45C4C4" opacity=".55"/>`;
      g += waves(W, sea + 6, H * 0.8, rnd, '#E6FAFF');
      g += sailBoat(W * between(rnd, 0.35, 0.6), sea + H * 0.06, u * 0.05);
      g += `<path d="M0 ${r0(H * 0.82)}Q${r0(W * 0.3)} ${r0(H * 0.74)} ${r0(W * 0.6)} ${r0(H * 0.8)}T${W} ${r0(H * 0.78)}V${H}H0Z" fill="#F1D9A6"/><path d="M0 ${r0(H * 0.88)}Q${r0(W * 0.4)} ${r0(H * 0.84)} ${W} ${r0(H * 0.9)}V${H}H0Z" fill="#E6C889"/>`;
      g += palm(W * 0.1, H * 0.9, H * 0.45, 0.5, '#7A5230', '#2F7D3A');
      g += palm(W * 0.18, H * 0.92, H * 0.32, 0.2, '#7A5230', '#3B8F45');
      g += palm(W * 0.9, H * 0.9, H * 0.4, -0.45, '#7A5230', '#2F7D3A');
      break;
    }
    case 'snow':
    case 'mountain': {
      const snowy = land === 'snow';
      g += peaks(W, hz, H * 0.42, rnd, 4, far, '#F7FBFF');
      g += peaks(W, hz + H * 0.05, H * 0.3, rnd, 5, mix(far, '#2E3B55', 0.35), snowy ? '#FFFFFF' : '#EEF3F8');
      if (snowy) {
        g += `<path d="M0 ${r0(hz + H * 0.05)}Q${r0(W * 0.5)} ${r0(hz - H * 0.02)} ${W} ${r0(hz + H * 0.07)}V${H}H0Z" fill="#EEF5FB"/><path d="M0 ${r0(H * 0.84)}Q${r0(W * 0.4)} ${r0(H * 0.76)} ${W} ${r0(H * 0.86)}V${H}H0Z" fill="#FFFFFF"/>`;
        for (let i = 0; i < 9; i++) g += pine(W * (0.04 + i * 0.115 + between(rnd, -0.02, 0.02)), H * between(rnd, 0.86, 0.95), H * between(rnd, 0.16, 0.26), '#2E5E4E', '#FFFFFF');
        g += cottage(W * 0.72, H * 0.82, u * 0.1, '#8A5A33', '#B23A2B');
      } else {
        g += ridge(W, H, hz + H * 0.12, H * 0.1, rnd, 5, false, '#B59B7A');
        g += ridge(W, H, H * 0.86, H * 0.06, rnd, 4, false, '#9C7F5E');
        g += prayerFlags(W * 0.05, H * 0.58, W * 0.45, H * 0.64, u * 0.03);
        g += `<g transform="translate(${r0(W * 0.78)} ${r0(H * 0.84)})"><rect x="${r0(-u * 0.06)}" y="${r0(-u * 0.06)}" width="${r0(u * 0.12)}" height="${r0(u * 0.06)}" fill="#F4EFE6"/><path d="M${r0(-u * 0.045)} ${r0(-u * 0.06)}Q0 ${r0(-u * 0.16)} ${r0(u * 0.045)} ${r0(-u * 0.06)}Z" fill="#F4EFE6"/><rect x="${r0(-u * 0.008)}" y="${r0(-u * 0.2)}" width="${r0(u * 0.016)}" height="${r0(u * 0.07)}" fill="#D6A531"/></g>`;
      }
      break;
    }
    case 'desert': {
      if (v.key === 'rann-of-kutch') {
        g = `${defs}<rect width="${W}" height="${H}" fill="#1B2A5C"/><rect width="${W}" height="${r0(hz)}" fill="url(#sky)" opacity=".35"/>${stars(W, H, rnd, 50)}<circle cx="${r0(sunX)}" cy="${r0(sunY)}" r="${r0(u * 0.16)}" fill="#FFF6DA" opacity=".2"/><circle cx="${r0(sunX)}" cy="${r0(sunY)}" r="${r0(u * 0.07)}" fill="#FFF6DA"/>`;
        g += `<rect y="${r0(hz)}" width="${W}" height="${r0(H - hz)}" fill="#E9EEF5"/>`;
        let cracks = '<g stroke="#C5CFDC" stroke-width="2" fill="none">';
        for (let i = 0; i < 16; i++) {
          const cx = rnd() * W;
          const cy = hz + (H - hz) * (0.1 + 0.9 * rnd());
          cracks += `<path d="M${r0(cx)} ${r0(cy)}l${r0(between(rnd, 20, 70))} ${r0(between(rnd, -8, 8))}l${r0(between(rnd, 10, 50))} ${r0(between(rnd, 4, 16))}"/>`;
        }
        g += `${cracks}</g>`;
        g += `<path d="M${r0(sunX - u * 0.04)} ${r0(hz)}L${r0(sunX - u * 0.12)} ${H}H${r0(sunX + u * 0.12)}L${r0(sunX + u * 0.04)} ${r0(hz)}Z" fill="#FFFFFF" opacity=".5"/>`;
        g += camel(W * 0.22, H * 0.82, u * 0.12, '#3A2A22') + camel(W * 0.3, H * 0.8, u * 0.1, '#3A2A22');
        break;
      }
      if (v.himalaya) g += peaks(W, hz + H * 0.02, H * 0.34, rnd, 4, mix(far, '#8A6E5A', 0.3), '#F7FBFF');
      else {
        g += ridge(W, H, hz, H * 0.04, rnd, 3, false, mix(sky.bottom, '#C98C4B', 0.5));
        if (rnd() < 0.6) g += fort(W * 0.58, hz + 2, W * 0.28, H * 0.07, '#D8A25A');
      }
      g += `<path d="M0 ${r0(hz + H * 0.06)}Q${r0(W * 0.25)} ${r0(hz - H * 0.04)} ${r0(W * 0.5)} ${r0(hz + H * 0.08)}T${W} ${r0(hz + H * 0.04)}V${H}H0Z" fill="#E5A95E"/><path d="M0 ${r0(H * 0.8)}Q${r0(W * 0.35)} ${r0(H * 0.66)} ${r0(W * 0.7)} ${r0(H * 0.8)}T${W} ${r0(H * 0.76)}V${H}H0Z" fill="#D48E46"/><path d="M0 ${r0(H * 0.9)}Q${r0(W * 0.5)} ${r0(H * 0.82)} ${W} ${r0(H * 0.92)}V${H}H0Z" fill="#C27A38"/>`;
      const cy = H * 0.79;
      for (let i = 0; i < 3; i++) g += camel(W * (0.2 + i * 0.09), cy - i * 4, u * (0.13 - i * 0.015), '#5A3520');
      break;
    }
    case 'backwater': {
      g += ridge(W, H, hz, H * 0.04, rnd, 4, false, mix(green, sky.bottom, 0.45));
      g += `<rect y="${r0(hz)}" width="${W}" height="${r0(H - hz)}" fill="${mix(sky.bottom, '#2F8F87', 0.6)}"/>`;
      g += waves(W, hz + 8, H * 0.9, rnd, '#DFF5F0');
      for (let i = 0; i < 7; i++) g += palm(W * (0.02 + i * 0.06), hz + H * 0.03, H * between(rnd, 0.28, 0.4), between(rnd, -0.3, 0.5), '#6B4A2C', i % 2 ? '#2F7D3A' : '#3B8F45');
      g += `<path d="M0 ${r0(hz + H * 0.02)}H${r0(W * 0.45)}V${r0(hz + H * 0.05)}H0Z" fill="${dark}"/>`;
      g += houseboat(W * 0.64, hz + H * 0.2, u * 0.22);
      g += smallBoat(W * 0.3, hz + H * 0.3, u * 0.06, '#C9A46A');
      break;
    }
    case 'temple':
    case 'river': {
      if (v.key === 'amritsar') {
        g += skyline(W, hz, rnd, mix(far, '#8A6A5A', 0.3));
        g += `<rect y="${r0(hz)}" width="${W}" height="${r0(H - hz)}" fill="#F4EFE6"/>`;
        g += `<rect x="${r0(W * 0.08)}" y="${r0(hz + H * 0.08)}" width="${r0(W * 0.84)}" height="${r0(H * 0.3)}" fill="${mix(sky.bottom, '#2F7FA8', 0.55)}"/>`;
        g += goldenTemple(W * 0.5, hz + H * 0.16, u * 0.2);
        g += `<g opacity=".35" transform="translate(0 ${r0((hz + H * 0.16) * 2)}) scale(1 -1)">${goldenTemple(W * 0.5, hz + H * 0.16, u * 0.2)}</g><rect x="${r0(W * 0.08)}" y="${r0(hz + H * 0.38)}" width="${r0(W * 0.84)}" height="${r0(H * 0.3)}" fill="#F4EFE6"/>`;
        g += waves(W * 0.9, hz + H * 0.2, hz + H * 0.36, rnd, '#FFFFFF');
        break;
      }
      if (v.himalaya) g += peaks(W, hz, H * 0.3, rnd, 4, far, '#F7FBFF');
      else if (land === 'river') g += skyline(W, hz, rnd, mix(far, '#6B4B3A', 0.3));
      else g += ridge(W, H, hz, H * 0.08, rnd, 4, false, far);
      if (land === 'river') {
        g += `<rect y="${r0(hz)}" width="${W}" height="${r0(H - hz)}" fill="${mix(sky.bottom, '#3B6E8F', 0.55)}"/>`;
        g += ghats(W * 0.55, hz - H * 0.02, H * 0.16, '#C9A27A');
        g += temple(W * 0.18, hz - H * 0.02, u * 0.18, '#D9B38C', SAFFRON);
        g += temple(W * 0.4, hz - H * 0.02, u * 0.12, '#E4C29B', SAFFRON);
        g += waves(W, hz + H * 0.18, H * 0.95, rnd, '#FFE2B8');
        g += smallBoat(W * 0.72, hz + H * 0.25, u * 0.08, '#E8661A');
        for (let i = 0; i < 6; i++) g += diya(W * (0.1 + i * 0.14), H * between(rnd, 0.88, 0.95), u * 0.016);
      } else {
        g += ridge(W, H, hz + H * 0.06, H * 0.08, rnd, 4, false, mid);
        g += `<path d="M0 ${r0(H * 0.78)}H${W}V${H}H0Z" fill="#CDB89A"/>`;
        for (let i = 0; i < 4; i++) g += `<rect x="${r0(W * 0.3)}" y="${r0(H * (0.78 + i * 0.05))}" width="${r0(W * 0.4)}" height="${r0(H * 0.05)}" fill="${mix('#BFA27C', '#000000', i * 0.04)}"/>`;
        if (v.south) g += gopuram(W * 0.5, H * 0.78, u * 0.3, choose(rnd, ['#D98E5F', '#C97B5A', '#E0A06A']));
        else g += temple(W * 0.5, H * 0.78, u * 0.26, choose(rnd, ['#D9B38C', '#E9D7C0', '#C8A27C']), SAFFRON);
        if (v.himalaya) g += pine(W * 0.12, H * 0.82, H * 0.24, dark) + pine(W * 0.88, H * 0.82, H * 0.22, dark);
        else g += palm(W * 0.1, H * 0.86, H * 0.34, 0.3, '#6B4A2C', '#2F7D3A') + roundTree(W * 0.88, H * 0.84, H * 0.3, dark);
        for (let i = 0; i < 5; i++) g += diya(W * (0.3 + i * 0.1), H * 0.97, u * 0.014);
      }
      break;
    }
    case 'forest': {
      g += ridge(W, H, hz, H * 0.12, rnd, 5, false, mix(green, sky.bottom, 0.5));
      g += ridge(W, H, hz + H * 0.05, H * 0.08, rnd, 6, false, mix(green, sky.bottom, 0.25));
      g += `<path d="M0 ${r0(H * 0.78)}Q${r0(W * 0.5)} ${r0(H * 0.72)} ${W} ${r0(H * 0.8)}V${H}H0Z" fill="#A9B95B"/>`;
      g += `<path d="M${r0(W * 0.35)} ${H}Q${r0(W * 0.5)} ${r0(H * 0.85)} ${r0(W * 0.62)} ${r0(H * 0.76)}Q${r0(W * 0.72)} ${r0(H * 0.86)} ${r0(W * 0.78)} ${H}Z" fill="#6FB3C8" opacity=".9"/>`;
      const animal = v.key ? FOREST_ANIMAL[v.key] : undefined;
      for (let i = 0; i < 14; i++) {
        const tx = W * (i / 13) + between(rnd, -20, 20);
        const th = H * between(rnd, 0.25, 0.42);
        const ty = H * between(rnd, 0.8, 0.98);
        if (animal && i > 6 && i < 12) continue;
        g += roundTree(tx, ty, th, i % 2 ? dark : mix(dark, '#2E6B3A', 0.5));
      }
      if (animal === 'rhino') g += rhino(W * 0.64, H * 0.8, u * 0.16);
      else if (animal === 'tiger') g += tiger(W * 0.66, H * 0.81, u * 0.15);
      else if (animal === 'elephant') g += elephant(W * 0.66, H * 0.81, u * 0.22);
      g += birds(W, H, rnd, 4, '#1F2933');
      break;
    }
    case 'lake': {
      if (v.himalaya) g += peaks(W, hz, H * 0.3, rnd, 4, far, '#F7FBFF');
      else g += ridge(W, H, hz - H * 0.02, H * 0.12, rnd, 4, false, far);
      g += ridge(W, H, hz + 2, H * 0.1, rnd, 5, false, mix(green, sky.bottom, 0.35));
      if (v.key === 'udaipur') g += fort(W * 0.52, hz + 2, W * 0.3, H * 0.06, '#F1E6D6');
      g += `<rect y="${r0(hz)}" width="${W}" height="${r0(H - hz)}" fill="${mix(sky.bottom, '#2A7FA8', 0.6)}"/>`;
      g += `<rect y="${r0(hz)}" width="${W}" height="${r0(H * 0.05)}" fill="${dark}" opacity=".18"/>`;
      g += waves(W, hz + 10, H * 0.95, rnd, '#E8F6FF');
      g += smallBoat(W * 0.42, hz + H * 0.18, u * 0.08, '#D7263D') + smallBoat(W * 0.62, hz + H * 0.28, u * 0.06, '#E8A33A');
      g += `<path d="M0 ${r0(H * 0.86)}Q${r0(W * 0.15)} ${r0(H * 0.8)} ${r0(W * 0.3)} ${r0(H * 0.88)}V${H}H0Z" fill="${dark}"/>`;
      for (let i = 0; i < 5; i++) g += pine(W * (0.02 + i * 0.05), H * 0.92, H * between(rnd, 0.2, 0.3), dark);
      break;
    }
    case 'hill-station':
    case 'valley': {
      if (v.himalaya) g += peaks(W, hz - H * 0.02, H * 0.26, rnd, 5, far, '#F7FBFF');
      else g += ridge(W, H, hz - H * 0.04, H * 0.14, rnd, 4, false, far);
      g += ridge(W, H, hz + H * 0.04, H * 0.12, rnd, 4, false, mix(green, sky.bottom, 0.35));
      g += ridge(W, H, hz + H * 0.16, H * 0.12, rnd, 3, false, green);
      if (v.key && TEA_GARDENS.has(v.key)) {
        let rows = `<g stroke="${mix(green, '#0D2B1B', 0.35)}" stroke-width="${r0(u * 0.014)}" stroke-dasharray="${r0(u * 0.02)} ${r0(u * 0.012)}" stroke-linecap="round" fill="none">`;
        for (let i = 0; i < 7; i++) {
          const y = hz + H * (0.2 + i * 0.045);
          rows += `<path d="M0 ${r0(y + H * 0.03)}Q${r0(W * 0.5)} ${r0(y - H * 0.04)} ${W} ${r0(y + H * 0.02)}"/>`;
        }
        g += `${rows}</g>`;
      }
      if (land === 'valley') {
        g += `<path d="M${r0(W * 0.45)} ${r0(hz + H * 0.1)}Q${r0(W * 0.6)} ${r0(H * 0.75)} ${r0(W * 0.35)} ${r0(H * 0.85)}T${r0(W * 0.55)} ${H}H${r0(W * 0.68)}Q${r0(W * 0.5)} ${r0(H * 0.88)} ${r0(W * 0.62)} ${r0(H * 0.78)}T${r0(W * 0.5)} ${r0(hz + H * 0.1)}Z" fill="#7CC4DB"/>`;
        let fl = '';
        for (let i = 0; i < 40; i++) fl += `<circle cx="${r0(rnd() * W)}" cy="${r0(H * between(rnd, 0.82, 0.98))}" r="${r0(u * 0.006 + rnd() * 3)}" fill="${choose(rnd, ['#F2C12E', '#E85D75', '#FFFFFF', '#B07CD8'])}"/>`;
        g += fl;
      } else {
        g += `<path d="M${r0(W * 0.15)} ${H}Q${r0(W * 0.4)} ${r0(H * 0.82)} ${r0(W * 0.55)} ${r0(hz + H * 0.2)}" stroke="#CDB89A" stroke-width="${r0(u * 0.02)}" fill="none"/>`;
        for (let i = 0; i < 4; i++) g += cottage(W * (0.55 + i * 0.1), H * (0.76 + (i % 2) * 0.05), u * 0.08, choose(rnd, ['#F4EFE6', '#E9D7C0', '#FCE9D4']), choose(rnd, ['#B23A2B', '#2F6FA3', '#7A3E1D']));
      }
      for (let i = 0; i < 8; i++) g += pine(W * (i < 4 ? 0.02 + i * 0.07 : 0.72 + (i - 4) * 0.075), H * between(rnd, 0.9, 0.99), H * between(rnd, 0.2, 0.32), dark);
      break;
    }
    case 'heritage': {
      if (v.key === 'agra') {
        g += `<path d="M0 ${r0(hz + H * 0.1)}H${W}V${H}H0Z" fill="#8FB26A"/>`;
        g += taj(W * 0.5, hz + H * 0.1, u * 0.34);
        for (let i = 0; i < 6; i++) g += pine(W * (i < 3 ? 0.06 + i * 0.07 : 0.8 + (i - 3) * 0.07), hz + H * 0.12, H * 0.16, dark);
      } else if (v.key === 'hampi') {
        g += ridge(W, H, hz, H * 0.06, rnd, 4, false, mix(far, '#B07A4F', 0.3));
        g += gopuram(W * 0.62, hz + H * 0.1, u * 0.26, '#C9A27A');
        for (let i = 0; i < 9; i++) {
          const bx = W * (i < 5 ? 0.02 + i * 0.09 : 0.76 + (i - 5) * 0.07);
          const by = hz + H * between(rnd, 0.04, 0.1);
          const br = u * between(rnd, 0.05, 0.1);
          g += `<ellipse cx="${r0(bx)}" cy="${r0(by)}" rx="${r0(br * 1.2)}" ry="${r0(br)}" fill="${choose(rnd, ['#B9835A', '#A8744F', '#C7956B'])}"/><ellipse cx="${r0(bx - br * 0.3)}" cy="${r0(by - br * 0.3)}" rx="${r0(br * 0.5)}" ry="${r0(br * 0.35)}" fill="#D9AE85" opacity=".6"/>`;
        }
        g += palm(W * 0.48, hz + H * 0.12, H * 0.26, 0.2, '#6B4A2C', '#3B8F45');
      } else {
        g += ridge(W, H, hz, H * 0.14, rnd, 4, false, mix(far, '#B07A4F', 0.35));
        g += fort(W * 0.2, hz + H * 0.1, W * 0.6, H * 0.12, choose(rnd, ['#D99A6C', '#E0A96D', '#C98B6B', '#E8B07A']));
      }
      g += `<path d="M0 ${r0(hz + H * 0.1)}H${W}V${r0(H * 0.82)}H0Z" fill="${v.key === 'agra' ? '#D9CBB5' : '#C9A27A'}"/>`;
      g += `<rect y="${r0(H * 0.82)}" width="${W}" height="${r0(H * 0.18)}" fill="${mix(sky.bottom, '#3B7EA1', 0.55)}"/>`;
      g += waves(W, H * 0.84, H * 0.98, rnd, '#FFE9C9');
      g += birds(W, H, rnd, 5);
      break;
    }
    case 'city':
    default: {
      g += skyline(W, hz + H * 0.1, rnd, mix(far, '#2B3440', 0.4));
      g += `<rect y="${r0(hz + H * 0.1)}" width="${W}" height="${r0(H - hz)}" fill="#8C8478"/>`;
      g += `<rect y="${r0(H * 0.85)}" width="${W}" height="${r0(H * 0.15)}" fill="#5E5A52"/>`;
      for (let i = 0; i < 8; i++) g += roundTree(W * (0.05 + i * 0.13), H * 0.86, H * 0.2, green);
      break;
    }
  }
  return g;
}

// ---------------------------------------------------------------- text

function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const w of words) {
    if (line && (line + ' ' + w).length > maxChars) {
      lines.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1].replace(/[,.;:]?$/, '')}…`;
    return kept;
  }
  return lines;
}

/** A legible title block at the bottom-left: shade, saffron bar, title lines and a subtitle. */
function titleBlock(W: number, H: number, title: string, subtitle: string, opts: { size?: number; maxLines?: number; eyebrow?: string } = {}): string {
  const u = Math.min(W, H);
  let size = opts.size ?? u * 0.1;
  let lines = wrap(title, Math.max(8, Math.floor((W * 0.86) / (size * 0.56))), opts.maxLines ?? 2);
  while (lines.some((l) => l.length * size * 0.56 > W * 0.88) && size > 14) {
    size *= 0.9;
    lines = wrap(title, Math.max(8, Math.floor((W * 0.86) / (size * 0.56))), opts.maxLines ?? 2);
  }
  const sub = subtitle ? size * 0.42 : 0;
  const pad = u * 0.06;
  const blockH = lines.length * size * 1.12 + (sub ? sub * 1.8 : 0) + (opts.eyebrow ? size * 0.6 : 0) + pad * 1.6;
  const top = H - blockH;
  let out = `<defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".62"/></linearGradient></defs><rect y="${r0(top - pad)}" width="${W}" height="${r0(blockH + pad)}" fill="url(#shade)"/>`;
  let y = top + pad * 0.6;
  out += `<rect x="${r0(pad)}" y="${r0(y)}" width="${r0(u * 0.09)}" height="${r0(Math.max(4, u * 0.012))}" rx="2" fill="${SAFFRON}"/>`;
  y += size * 0.35;
  if (opts.eyebrow) {
    y += size * 0.45;
    out += `<text x="${r0(pad)}" y="${r0(y)}" font-family="${FONT}" font-size="${r0(size * 0.34)}" font-weight="600" letter-spacing="2" fill="#FFD9B8">${esc(opts.eyebrow.toUpperCase())}</text>`;
  }
  for (const l of lines) {
    y += size * 1.05;
    out += `<text x="${r0(pad)}" y="${r0(y)}" font-family="${FONT}" font-size="${r0(size)}" font-weight="700" fill="#FFFFFF">${esc(l)}</text>`;
  }
  if (sub) {
    y += sub * 1.6;
    out += `<text x="${r0(pad)}" y="${r0(y)}" font-family="${FONT}" font-size="${r0(sub)}" fill="#F3F4F6">${esc(subtitle)}</text>`;
  }
  return out;
}

function svg(W: number, H: number, title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${esc(title)}"><title>${esc(title)}</title><clipPath id="frame"><rect width="${W}" height="${H}"/></clipPath><g clip-path="url(#frame)">${body}</g></svg>`;
}

const LANDSCAPE_LABEL: Record<Landscape, string> = {
  beach: 'beach',
  island: 'island',
  snow: 'snow mountains',
  mountain: 'Himalayan mountains',
  desert: 'desert dunes',
  temple: 'temple',
  forest: 'forest',
  lake: 'lake',
  'hill-station': 'hill station',
  backwater: 'backwaters and houseboat',
  valley: 'valley',
  river: 'river ghats',
  heritage: 'heritage fort and palace',
  city: 'city',
};

const HIMALAYAN_STATES = new Set(['Uttarakhand', 'Himachal Pradesh', 'Jammu & Kashmir', 'Ladakh', 'Sikkim', 'Arunachal Pradesh', 'West Bengal']);
const SOUTH_STATES = new Set(['Tamil Nadu', 'Andhra Pradesh', 'Karnataka', 'Kerala', 'Puducherry']);

function placeScene(p: Place, W: number, H: number, seedExtra: string): string {
  const rnd = seededRandom(`${p.key}|${seedExtra}`);
  return scene(p.landscape, W, H, rnd, { key: p.key, himalaya: HIMALAYAN_STATES.has(p.state), south: SOUTH_STATES.has(p.state) });
}

// ---------------------------------------------------------------- category scenes

function tiger(x: number, y: number, s: number): string {
  const o = '#E8781E';
  const k = '#1F1A17';
  let out = `<path d="M${r0(x - s)} ${r0(y - s * 0.35)}Q${r0(x - s * 1.5)} ${r0(y - s * 0.9)} ${r0(x - s * 1.35)} ${r0(y - s * 1.15)}" stroke="${o}" stroke-width="${r0(s * 0.12)}" fill="none" stroke-linecap="round"/>`;
  out += `<path d="M${r0(x - s)} ${r0(y - s * 0.7)}Q${r0(x - s * 0.2)} ${r0(y - s * 0.95)} ${r0(x + s * 0.55)} ${r0(y - s * 0.72)}L${r0(x + s * 0.6)} ${r0(y)}H${r0(x + s * 0.42)}L${r0(x + s * 0.38)} ${r0(y - s * 0.3)}H${r0(x - s * 0.6)}L${r0(x - s * 0.66)} ${r0(y)}H${r0(x - s * 0.84)}L${r0(x - s * 1.02)} ${r0(y - s * 0.35)}Z" fill="${o}"/>`;
  out += `<circle cx="${r0(x + s * 0.72)}" cy="${r0(y - s * 0.82)}" r="${r0(s * 0.3)}" fill="${o}"/><circle cx="${r0(x + s * 0.56)}" cy="${r0(y - s * 1.08)}" r="${r0(s * 0.09)}" fill="${o}"/><circle cx="${r0(x + s * 0.88)}" cy="${r0(y - s * 1.08)}" r="${r0(s * 0.09)}" fill="${o}"/>`;
  out += `<ellipse cx="${r0(x + s * 0.82)}" cy="${r0(y - s * 0.72)}" rx="${r0(s * 0.16)}" ry="${r0(s * 0.11)}" fill="#FFF4E6"/><circle cx="${r0(x + s * 0.66)}" cy="${r0(y - s * 0.88)}" r="${r0(s * 0.035)}" fill="${k}"/><circle cx="${r0(x + s * 0.86)}" cy="${r0(y - s * 0.88)}" r="${r0(s * 0.035)}" fill="${k}"/><circle cx="${r0(x + s * 0.8)}" cy="${r0(y - s * 0.76)}" r="${r0(s * 0.04)}" fill="${k}"/>`;
  out += `<g stroke="${k}" stroke-width="${r0(s * 0.06)}" stroke-linecap="round">`;
  for (let i = 0; i < 6; i++) {
    const sx = x - s * 0.8 + i * s * 0.26;
    out += `<path d="M${r0(sx)} ${r0(y - s * 0.82 + (i === 0 ? 0.05 : 0) * s)}l${r0(s * 0.06)} ${r0(s * 0.22)}"/>`;
  }
  return out + '</g>';
}

function person(x: number, y: number, h: number, color: string, skin = '#C98B62'): string {
  return `<circle cx="${r0(x)}" cy="${r0(y - h * 0.86)}" r="${r0(h * 0.12)}" fill="${skin}"/><path d="M${r0(x - h * 0.16)} ${r0(y - h * 0.05)}L${r0(x - h * 0.14)} ${r0(y - h * 0.68)}Q${r0(x)} ${r0(y - h * 0.78)} ${r0(x + h * 0.14)} ${r0(y - h * 0.68)}L${r0(x + h * 0.16)} ${r0(y - h * 0.05)}Z" fill="${color}"/>`;
}

function categoryScene(slug: string, W: number, H: number): string | null {
  const rnd = seededRandom(`category|${slug}`);
  const u = Math.min(W, H);
  switch (slug) {
    case 'wildlife':
      return scene('forest', W, H, rnd, { time: 'day' }) + tiger(W * 0.45, H * 0.8, u * 0.22);
    case 'adventure': {
      let g = scene('snow', W, H, rnd, { himalaya: true, time: 'day' });
      g += `<path d="M${r0(W * 0.5)} ${r0(H * 0.42)}L${r0(W * 0.9)} ${H}H${r0(W * 0.1)}Z" fill="#6C7A89"/><path d="M${r0(W * 0.5)} ${r0(H * 0.42)}L${r0(W * 0.58)} ${r0(H * 0.55)}L${r0(W * 0.52)} ${r0(H * 0.52)}L${r0(W * 0.45)} ${r0(H * 0.56)}Z" fill="#fff"/>`;
      g += `<path d="M${r0(W * 0.5)} ${r0(H * 0.42)}V${r0(H * 0.3)}" stroke="#3B2A1E" stroke-width="3"/><path d="M${r0(W * 0.5)} ${r0(H * 0.3)}L${r0(W * 0.6)} ${r0(H * 0.33)}L${r0(W * 0.5)} ${r0(H * 0.36)}Z" fill="${SAFFRON}"/>`;
      g += person(W * 0.62, H * 0.62, u * 0.16, TEAL) + `<rect x="${r0(W * 0.58)}" y="${r0(H * 0.62 - u * 0.12)}" width="${r0(u * 0.05)}" height="${r0(u * 0.07)}" rx="4" fill="${SAFFRON}"/>`;
      return g;
    }
    case 'family': {
      let g = scene('hill-station', W, H, rnd, { himalaya: true });
      const cols = [TEAL, SAFFRON, '#7B4BA3', '#2E9E5B'];
      [0.3, 0.42, 0.54, 0.64].forEach((k, i) => (g += person(W * k, H * 0.95, u * [0.3, 0.28, 0.18, 0.15][i], cols[i])));
      return g;
    }
    case 'nature': {
      let g = scene('valley', W, H, rnd, { himalaya: true });
      g += `<path d="M${r0(W * 0.62)} ${r0(H * 0.38)}Q${r0(W * 0.66)} ${r0(H * 0.6)} ${r0(W * 0.64)} ${r0(H * 0.8)}H${r0(W * 0.72)}Q${r0(W * 0.72)} ${r0(H * 0.6)} ${r0(W * 0.7)} ${r0(H * 0.38)}Z" fill="#E6F6FF" opacity=".9"/>`;
      return g;
    }
    case 'honeymoon': {
      const g = scene('lake', W, H, rnd, { himalaya: true, time: 'dusk' });
      return `${g}<path d="M0 ${r0(H * 0.8)}Q${r0(W * 0.5)} ${r0(H * 0.7)} ${W} ${r0(H * 0.82)}V${H}H0Z" fill="#2E3B2F"/>${person(W * 0.46, H * 0.8, u * 0.24, '#B23A5B', '#3A2A22')}${person(W * 0.54, H * 0.8, u * 0.27, '#1F2933', '#3A2A22')}<path d="M${r0(W * 0.5)} ${r0(H * 0.36)}c-${r0(u * 0.04)} -${r0(u * 0.05)} -${r0(u * 0.1)} 0 0 ${r0(u * 0.07)}c${r0(u * 0.1)} -${r0(u * 0.07)} ${r0(u * 0.04)} -${r0(u * 0.12)} 0 -${r0(u * 0.07)}Z" fill="#E85D75"/>`;
    }
    case 'seasonal-package':
      return festiveScene(W, H, rnd, false);
    case 'friends': {
      let g = `<rect width="${W}" height="${H}" fill="#101B3D"/>${stars(W, H, rnd, 70)}`;
      g += ridge(W, H, H * 0.62, H * 0.15, rnd, 4, true, '#22345E');
      g += `<path d="M0 ${r0(H * 0.75)}Q${r0(W * 0.5)} ${r0(H * 0.68)} ${W} ${r0(H * 0.76)}V${H}H0Z" fill="#1E3B2F"/>`;
      g += `<path d="M${r0(W * 0.1)} ${r0(H * 0.86)}L${r0(W * 0.22)} ${r0(H * 0.66)}L${r0(W * 0.34)} ${r0(H * 0.86)}Z" fill="${SAFFRON}"/><path d="M${r0(W * 0.66)} ${r0(H * 0.84)}L${r0(W * 0.78)} ${r0(H * 0.64)}L${r0(W * 0.9)} ${r0(H * 0.84)}Z" fill="${TEAL}"/>`;
      g += `<ellipse cx="${r0(W * 0.5)}" cy="${r0(H * 0.86)}" rx="${r0(u * 0.16)}" ry="${r0(u * 0.08)}" fill="#FFB547" opacity=".3"/><path d="M${r0(W * 0.5)} ${r0(H * 0.74)}Q${r0(W * 0.56)} ${r0(H * 0.82)} ${r0(W * 0.52)} ${r0(H * 0.88)}H${r0(W * 0.48)}Q${r0(W * 0.44)} ${r0(H * 0.82)} ${r0(W * 0.5)} ${r0(H * 0.74)}Z" fill="#FFCF4D"/>`;
      [0.38, 0.44, 0.58, 0.63].forEach((k, i) => (g += person(W * k, H * 0.92, u * 0.15, ['#7B4BA3', '#2E9E5B', '#D7263D', '#2F6FD1'][i], '#8B5A3C')));
      return g;
    }
    case 'water-activities': {
      let g = `<defs><linearGradient id="deep" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3CC4D9"/><stop offset="1" stop-color="#0B4F7A"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#deep)"/>`;
      for (let i = 0; i < 5; i++) g += `<path d="M${r0(W * (0.1 + i * 0.2))} 0L${r0(W * (0.2 + i * 0.2))} 0L${r0(W * (0.05 + i * 0.2))} ${r0(H * 0.7)}Z" fill="#fff" opacity=".06"/>`;
      g += `<path d="M0 ${r0(H * 0.85)}Q${r0(W * 0.5)} ${r0(H * 0.78)} ${W} ${r0(H * 0.86)}V${H}H0Z" fill="#E2C88F"/>`;
      const coral = ['#E85D75', '#F29E4C', '#B07CD8'];
      for (let i = 0; i < 6; i++) {
        const cx = W * (0.08 + i * 0.17);
        g += `<path d="M${r0(cx)} ${r0(H * 0.88)}V${r0(H * 0.74)}M${r0(cx)} ${r0(H * 0.8)}l${r0(u * 0.04)} -${r0(u * 0.05)}M${r0(cx)} ${r0(H * 0.78)}l-${r0(u * 0.035)} -${r0(u * 0.05)}" stroke="${coral[i % 3]}" stroke-width="${r0(u * 0.018)}" stroke-linecap="round"/>`;
      }
      for (let i = 0; i < 7; i++) {
        const fx = W * between(rnd, 0.1, 0.9);
        const fy = H * between(rnd, 0.2, 0.65);
        const fs = u * between(rnd, 0.025, 0.045);
        g += `<path d="M${r0(fx)} ${r0(fy)}q${r0(fs)} -${r0(fs * 0.7)} ${r0(fs * 2)} 0q-${r0(fs)} ${r0(fs * 0.7)} -${r0(fs * 2)} 0Zm${r0(fs * 2)} 0l${r0(fs * 0.6)} -${r0(fs * 0.4)}v${r0(fs * 0.8)}Z" fill="${choose(rnd, ['#FFCF4D', '#FF8A3D', '#FFFFFF'])}"/>`;
      }
      g += `<g transform="translate(${r0(W * 0.42)} ${r0(H * 0.42)}) rotate(-12)"><ellipse cx="0" cy="0" rx="${r0(u * 0.16)}" ry="${r0(u * 0.045)}" fill="#1F2933"/><circle cx="${r0(u * 0.17)}" cy="${r0(-u * 0.01)}" r="${r0(u * 0.04)}" fill="#1F2933"/><rect x="${r0(u * 0.15)}" y="${r0(-u * 0.03)}" width="${r0(u * 0.04)}" height="${r0(u * 0.025)}" rx="3" fill="#7FD6E6"/><rect x="${r0(-u * 0.06)}" y="${r0(-u * 0.085)}" width="${r0(u * 0.12)}" height="${r0(u * 0.04)}" rx="8" fill="${SAFFRON}"/><path d="M${r0(-u * 0.15)} 0l-${r0(u * 0.08)} -${r0(u * 0.04)}v${r0(u * 0.08)}Z" fill="#F2C12E"/></g>`;
      for (let i = 0; i < 5; i++) g += `<circle cx="${r0(W * 0.62 + i * 6)}" cy="${r0(H * 0.36 - i * u * 0.05)}" r="${r0(u * 0.008 + i)}" fill="none" stroke="#fff" stroke-width="2" opacity=".7"/>`;
      return g;
    }
    case 'religious':
      return scene('temple', W, H, rnd, { himalaya: true, time: 'dawn' });
    default:
      return null;
  }
}

function lantern(x: number, y: number, s: number, color: string): string {
  return `<path d="M${r0(x)} 0V${r0(y - s)}" stroke="#E0B43A" stroke-width="1.5"/><path d="M${r0(x - s * 0.6)} ${r0(y - s)}H${r0(x + s * 0.6)}L${r0(x + s * 0.9)} ${r0(y)}L${r0(x + s * 0.6)} ${r0(y + s)}H${r0(x - s * 0.6)}L${r0(x - s * 0.9)} ${r0(y)}Z" fill="${color}"/><path d="M${r0(x - s * 0.9)} ${r0(y)}H${r0(x + s * 0.9)}" stroke="#FFE29A" stroke-width="2"/><g stroke="${color}" stroke-width="2">${[-0.5, -0.2, 0.1, 0.4].map((k) => `<path d="M${r0(x + s * k)} ${r0(y + s)}v${r0(s * 0.9)}"/>`).join('')}</g>`;
}

function firework(x: number, y: number, r: number, color: string): string {
  let out = `<g stroke="${color}" stroke-width="3" stroke-linecap="round">`;
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    out += `<path d="M${r0(x + Math.cos(a) * r * 0.35)} ${r0(y + Math.sin(a) * r * 0.35)}L${r0(x + Math.cos(a) * r)} ${r0(y + Math.sin(a) * r)}"/>`;
  }
  return out + '</g>';
}

function rangoli(x: number, y: number, r: number): string {
  const cols = ['#E8661A', '#F2C12E', '#D7263D', '#2E9E5B', '#7B4BA3'];
  let out = '';
  for (let i = 4; i >= 1; i--) out += `<circle cx="${r0(x)}" cy="${r0(y)}" r="${r0((r * i) / 4)}" fill="${cols[i]}"/>`;
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    out += `<ellipse cx="${r0(x + Math.cos(a) * r * 0.62)}" cy="${r0(y + Math.sin(a) * r * 0.62)}" rx="${r0(r * 0.16)}" ry="${r0(r * 0.08)}" transform="rotate(${r0((a * 180) / Math.PI)} ${r0(x + Math.cos(a) * r * 0.62)} ${r0(y + Math.sin(a) * r * 0.62)})" fill="#FFF4E0"/>`;
  }
  return out + `<circle cx="${r0(x)}" cy="${r0(y)}" r="${r0(r * 0.14)}" fill="#FFF4E0"/>`;
}

function festiveScene(W: number, H: number, rnd: Rnd, banner: boolean): string {
  const u = Math.min(W, H);
  let g = `<defs><linearGradient id="night" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1A0F3C"/><stop offset=".65" stop-color="#4B1E5A"/><stop offset="1" stop-color="#7A2E3A"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#night)"/>${stars(W, H, rnd, 50)}`;
  g += firework(W * 0.22, H * 0.2, u * 0.12, '#FFCF4D') + firework(W * 0.78, H * 0.14, u * 0.1, '#FF7AA2') + firework(W * 0.6, H * 0.3, u * 0.07, '#7FE3FF');
  [0.12, 0.34, 0.66, 0.88].forEach((k, i) => (g += lantern(W * k, H * (banner ? 0.2 : 0.16) + (i % 2) * u * 0.05, u * 0.045, ['#E8661A', '#D7263D', '#F2C12E', '#2E9E5B'][i])));
  g += rangoli(W * 0.5, H * (banner ? 0.64 : 0.68), u * (banner ? 0.14 : 0.16));
  const n = banner ? 7 : 9;
  for (let i = 0; i < n; i++) g += diya(W * (0.08 + (i * 0.84) / (n - 1)), H * (banner ? 0.8 : 0.92), u * (banner ? 0.03 : 0.035));
  return g;
}

// ---------------------------------------------------------------- avatar

function advisorAvatar(): string {
  return svg(
    256,
    256,
    'Smiling Safarnama Holidays travel advisor with a headset',
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#17899A"/><stop offset="1" stop-color="${TEAL}"/></linearGradient></defs><circle cx="128" cy="128" r="128" fill="url(#bg)"/><circle cx="196" cy="62" r="18" fill="#FFD08A" opacity=".9"/><path d="M38 256c6-52 44-80 90-80s84 28 90 80Z" fill="${SAFFRON}"/><path d="M104 178l24 30 24-30" fill="#FFF4E6"/><path d="M110 150h36v30h-36Z" fill="#B97A56"/><path d="M76 100c0-40 24-62 52-62s54 20 54 60c0 14-4 22-8 26l-4-30c-16-2-38-8-52-22-8 12-22 20-34 24l-4 26c-4-6-4-14-4-22Z" fill="#2B1B14"/><ellipse cx="128" cy="112" rx="40" ry="46" fill="#C98B62"/><path d="M90 96c10-6 24-14 38-30 12 16 30 24 48 28-2-24-20-44-48-44s-40 22-38 46Z" fill="#2B1B14"/><ellipse cx="112" cy="112" rx="5" ry="6" fill="#2B1B14"/><ellipse cx="144" cy="112" rx="5" ry="6" fill="#2B1B14"/><path d="M104 100q8-6 16 0M136 100q8-6 16 0" stroke="#2B1B14" stroke-width="3" fill="none" stroke-linecap="round"/><path d="M112 132q16 14 32 0" stroke="#7A2E1D" stroke-width="4" fill="none" stroke-linecap="round"/><circle cx="128" cy="92" r="3" fill="#D7263D"/><ellipse cx="104" cy="126" rx="7" ry="4" fill="#E59A7A" opacity=".6"/><ellipse cx="152" cy="126" rx="7" ry="4" fill="#E59A7A" opacity=".6"/><path d="M82 112c0-34 20-56 46-56s46 22 46 56" stroke="#1F2933" stroke-width="7" fill="none"/><rect x="74" y="104" width="14" height="26" rx="6" fill="#1F2933"/><rect x="168" y="104" width="14" height="26" rx="6" fill="#1F2933"/><path d="M81 128q4 22 30 26" stroke="#1F2933" stroke-width="4" fill="none" stroke-linecap="round"/><circle cx="113" cy="154" r="5" fill="#1F2933"/>`,
  );
}

// ---------------------------------------------------------------- Diwali banner

function diwaliBanner(): string {
  const W = 780;
  const H = 1000;
  const rnd = seededRandom('festival|diwali');
  let g = festiveScene(W, H, rnd, true);
  g += `<text x="390" y="350" text-anchor="middle" font-family="${FONT}" font-size="36" font-weight="600" letter-spacing="6" fill="#FFD9B8">HAPPY DIWALI</text>`;
  g += `<text x="390" y="430" text-anchor="middle" font-family="${FONT}" font-size="72" font-weight="700" fill="#FFFFFF">Festive Deals</text>`;
  g += `<text x="390" y="480" text-anchor="middle" font-family="${FONT}" font-size="28" fill="#FCE7D2">on holidays across India</text>`;
  g += `<rect x="230" y="862" width="320" height="64" rx="32" fill="${SAFFRON}"/><text x="390" y="904" text-anchor="middle" font-family="${FONT}" font-size="28" font-weight="700" fill="#FFFFFF">Plan your trip</text>`;
  g += `<text x="390" y="968" text-anchor="middle" font-family="${FONT}" font-size="18" fill="#FCE7D2">Safarnama Holidays</text>`;
  return svg(W, H, 'Diwali festive deals banner with glowing diyas, lanterns, fireworks and a rangoli', g);
}

// ---------------------------------------------------------------- public API

/**
 * The site's own picture, for pages with no artwork of their own (link previews):
 * a Himalayan scene under the company's name, drawn at the 1200x630 of a share image.
 */
export function siteArtwork(): string | null {
  const p = places.get('ladakh') ?? places.values().next().value;
  if (p === undefined) return null;
  return svg(1200, 630, 'Safarnama Holidays: illustrated Himalayan scene', placeScene(p, 1200, 630, 'site') + titleBlock(1200, 630, 'Safarnama Holidays', 'Holiday packages across India', { size: 96 }));
}

const nightsDays = (days: number): string => (days === 1 ? '1 day' : `${days - 1} nights / ${days} days`);

/** Renders the SVG for a media kind and slug, or null when either is unknown. */
export function renderArtwork(kind: ArtKind, slug: string): string | null {
  switch (kind) {
    case 'destination':
    case 'banner': {
      const d = destinations.find((x) => x.slug === slug);
      const p = places.get(slug);
      if (!d || !p) return null;
      const [W, H] = kind === 'banner' ? [1920, 800] : [1200, 800];
      const alt = `${d.name}, ${d.state}: illustrated ${LANDSCAPE_LABEL[p.landscape]} scene`;
      return svg(W, H, alt, placeScene(p, W, H, kind) + titleBlock(W, H, d.name, d.state, { size: kind === 'banner' ? 120 : 96 }));
    }
    case 'package': {
      const pkg = packages.find((x) => x.slug === slug);
      const p = pkg && places.get(pkg.destinationSlug);
      if (!pkg || !p) return null;
      const alt = `${pkg.name}: illustrated ${LANDSCAPE_LABEL[p.landscape]} scene of ${p.name}`;
      return svg(1200, 800, alt, placeScene(p, 1200, 800, `package|${slug}`) + titleBlock(1200, 800, pkg.name, `${p.name} · ${nightsDays(pkg.days)}`, { size: 72, eyebrow: 'Safarnama Holidays' }));
    }
    case 'itinerary': {
      const m = /^(.+)-day-(\d{1,2})$/.exec(slug);
      if (!m) return null;
      const pkg = packages.find((x) => x.slug === m[1]);
      const n = Number(m[2]);
      const keys = pkg && itineraryDayPlaces.get(pkg.slug);
      if (!pkg || !keys || n < 1 || n > pkg.days) return null;
      const p = places.get(keys[n - 1]);
      const day = pkg.itinerary[n - 1];
      if (!p || !day) return null;
      const title = day.name.replace(/^Day \d+:\s*/, '');
      return svg(800, 600, `${day.name}, ${pkg.name}: illustrated scene of ${p.label ?? p.name}`, placeScene(p, 800, 600, `itinerary|${slug}`) + titleBlock(800, 600, title, pkg.name, { size: 50, eyebrow: `Day ${n}` }));
    }
    case 'category': {
      const c = categories.find((x) => x.slug === slug);
      if (!c) return null;
      const body = categoryScene(c.slug, 600, 600);
      if (!body) return null;
      return svg(600, 600, c.imageAltText, body + titleBlock(600, 600, c.name, '', { size: 56 }));
    }
    case 'blog': {
      const b = blogs.find((x) => x.slug === slug);
      if (!b) return null;
      const p = b.destinationSlug ? places.get(b.destinationSlug) : undefined;
      const body = p ? placeScene(p, 1200, 675, `blog|${slug}`) : (categoryScene('nature', 1200, 675) ?? '');
      return svg(1200, 675, `Illustration for the article ${b.name}`, body + titleBlock(1200, 675, b.name, p ? p.name : '', { size: 64, eyebrow: 'Travel guide', maxLines: 3 }));
    }
    case 'avatar':
      return slug === 'advisor' ? advisorAvatar() : null;
    case 'festival':
      return slug === 'diwali' ? diwaliBanner() : null;
    default:
      return null;
  }
}
