import type { ArtSpec } from '../seed/demo-catalogue';

/**
 * Catalogue thumbnails for the demo, drawn as SVG: rings, earrings, pendants, bracelets, bangles and
 * necklaces in yellow, white and rose gold or platinum, with brilliant-cut stones, on the storefront's
 * warm beige. sharp renders them to WebP at the sizes the image route serves.
 */

export const ART_SIZE = 800;

const METAL: Record<ArtSpec['metal'], readonly [string, string, string, string]> = {
  yellow: ['#fff4c9', '#f0cd68', '#c8962c', '#7f5a12'],
  white: ['#ffffff', '#e4e7eb', '#b3b9c1', '#767e89'],
  rose: ['#ffe8de', '#eeb49e', '#c67e66', '#85493a'],
  platinum: ['#fcfdfe', '#d9dde2', '#a6adb6', '#666e79'],
};

const STONE: Record<Exclude<ArtSpec['stone'], 'plain'>, readonly [string, string, string]> = {
  white: ['#ffffff', '#dcebf6', '#8eaac0'],
  blue: ['#a9c8ff', '#2a5cc8', '#0c2666'],
  red: ['#ffa3b6', '#c8173f', '#570417'],
  green: ['#a6f2cb', '#14a060', '#05472a'],
  violet: ['#dccbff', '#6d46cc', '#2b136a'],
  pink: ['#ffe3ec', '#f29ab8', '#a74d70'],
};

const f = (n: number): string => (Math.round(n * 10) / 10).toString();

function defs(spec: ArtSpec): string {
  const [m0, m1, m2, m3] = METAL[spec.metal];
  const [s0, s1, s2] = spec.stone === 'plain' ? STONE.white : STONE[spec.stone];
  return `<defs>
  <radialGradient id="bg" cx="50%" cy="42%" r="75%">
    <stop offset="0" stop-color="#fdfaf5"/><stop offset="0.65" stop-color="#f4ece1"/><stop offset="1" stop-color="#e6d9c7"/>
  </radialGradient>
  <linearGradient id="metal" gradientUnits="userSpaceOnUse" x1="120" y1="140" x2="680" y2="700">
    <stop offset="0" stop-color="${m1}"/><stop offset="0.18" stop-color="${m0}"/><stop offset="0.34" stop-color="${m2}"/>
    <stop offset="0.5" stop-color="${m1}"/><stop offset="0.62" stop-color="${m0}"/><stop offset="0.8" stop-color="${m2}"/>
    <stop offset="1" stop-color="${m3}"/>
  </linearGradient>
  <linearGradient id="metalDeep" gradientUnits="userSpaceOnUse" x1="700" y1="200" x2="120" y2="680">
    <stop offset="0" stop-color="${m2}"/><stop offset="0.5" stop-color="${m3}"/><stop offset="1" stop-color="${m2}"/>
  </linearGradient>
  <linearGradient id="metalSoft" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${m0}"/><stop offset="0.5" stop-color="${m1}"/><stop offset="1" stop-color="${m2}"/>
  </linearGradient>
  <radialGradient id="gem" cx="38%" cy="34%" r="70%">
    <stop offset="0" stop-color="${s0}"/><stop offset="0.45" stop-color="${s1}"/><stop offset="1" stop-color="${s2}"/>
  </radialGradient>
  <radialGradient id="pearl" cx="36%" cy="32%" r="72%">
    <stop offset="0" stop-color="#ffffff"/><stop offset="0.5" stop-color="#f6eee0"/><stop offset="0.85" stop-color="#e2d3bd"/><stop offset="1" stop-color="#cdb9a0"/>
  </radialGradient>
  <filter id="blur" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>
  <filter id="glow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="2.5"/></filter>
</defs>`;
}

function shadow(cx: number, cy: number, rx: number, ry: number, opacity = 0.28): string {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="#5a4530" opacity="${opacity}" filter="url(#blur)"/>`;
}

function sparkle(cx: number, cy: number, r: number): string {
  const p = (dx: number, dy: number) => `${f(cx + dx)},${f(cy + dy)}`;
  return `<polygon points="${p(0, -r)} ${p(r * 0.18, -r * 0.18)} ${p(r, 0)} ${p(r * 0.18, r * 0.18)} ${p(0, r)} ${p(-r * 0.18, r * 0.18)} ${p(-r, 0)} ${p(-r * 0.18, -r * 0.18)}" fill="#ffffff" opacity="0.9" filter="url(#glow)"/>`;
}

/** A brilliant-cut stone seen from above: crown facets around an octagonal table, with a highlight. */
function gem(cx: number, cy: number, r: number, spec: ArtSpec, prongs = 0): string {
  if (spec.stone === 'plain') return bead(cx, cy, r);
  const parts: string[] = [];
  if (prongs > 0) {
    parts.push(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 1.12)}" fill="url(#metalDeep)"/>`);
  }
  parts.push(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="url(#gem)"/>`);
  if (r >= 9) {
    const table: string[] = [];
    const outer: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      const a = (Math.PI / 4) * i + Math.PI / 8;
      table.push(`${f(cx + Math.cos(a) * r * 0.55)},${f(cy + Math.sin(a) * r * 0.55)}`);
      outer.push(`${f(cx + Math.cos(a - Math.PI / 8) * r)},${f(cy + Math.sin(a - Math.PI / 8) * r)}`);
    }
    const lines = table
      .map(
        (t, i) =>
          `<line x1="${t.split(',')[0]}" y1="${t.split(',')[1]}" x2="${outer[i]?.split(',')[0]}" y2="${outer[i]?.split(',')[1]}"/>`,
      )
      .join('');
    const stars = table
      .map((t, i) => {
        const next = outer[(i + 1) % 8] ?? '';
        return `<line x1="${t.split(',')[0]}" y1="${t.split(',')[1]}" x2="${next.split(',')[0]}" y2="${next.split(',')[1]}"/>`;
      })
      .join('');
    parts.push(
      `<g stroke="#ffffff" stroke-opacity="0.55" stroke-width="${f(Math.max(0.8, r / 40))}" fill="none">` +
        `<polygon points="${table.join(' ')}"/>${lines}${stars}</g>`,
      `<polygon points="${table.join(' ')}" fill="#ffffff" opacity="0.12"/>`,
    );
  }
  parts.push(
    `<ellipse cx="${f(cx - r * 0.32)}" cy="${f(cy - r * 0.36)}" rx="${f(r * 0.28)}" ry="${f(r * 0.16)}" fill="#ffffff" opacity="0.75" transform="rotate(-30 ${f(cx - r * 0.32)} ${f(cy - r * 0.36)})"/>`,
  );
  for (let i = 0; i < prongs; i += 1) {
    const a = ((Math.PI * 2) / prongs) * i + Math.PI / prongs;
    parts.push(
      `<circle cx="${f(cx + Math.cos(a) * r * 0.98)}" cy="${f(cy + Math.sin(a) * r * 0.98)}" r="${f(Math.max(3, r * 0.13))}" fill="url(#metalSoft)" stroke="#00000022" stroke-width="1"/>`,
    );
  }
  return parts.join('');
}

/** A polished metal bead, used where a plain design has no stones. */
function bead(cx: number, cy: number, r: number): string {
  return (
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="url(#metalSoft)" stroke="url(#metalDeep)" stroke-width="${f(Math.max(1, r / 8))}"/>` +
    `<ellipse cx="${f(cx - r * 0.3)}" cy="${f(cy - r * 0.35)}" rx="${f(r * 0.3)}" ry="${f(r * 0.18)}" fill="#ffffff" opacity="0.7"/>`
  );
}

function pearl(cx: number, cy: number, r: number): string {
  return (
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="url(#pearl)"/>` +
    `<ellipse cx="${f(cx - r * 0.3)}" cy="${f(cy - r * 0.35)}" rx="${f(r * 0.3)}" ry="${f(r * 0.2)}" fill="#ffffff" opacity="0.8"/>`
  );
}

/** The far side of a band: the same metal in the shade of the near side. */
function farSide(cx: number, cy: number, rx: number, ry: number, width: number): string {
  return (
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="url(#metal)" stroke-width="${width}"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="#3b2a12" stroke-opacity="0.24" stroke-width="${width}"/>`
  );
}

/** A point on an ellipse; angle 90 degrees is the front (bottom) of the piece. */
function onEllipse(cx: number, cy: number, rx: number, ry: number, degrees: number): [number, number] {
  const a = (degrees * Math.PI) / 180;
  return [cx + Math.cos(a) * rx, cy + Math.sin(a) * ry];
}

function ring(spec: ArtSpec): string {
  const side = spec.pose === 1;
  const cx = 400;
  const cy = side ? 500 : 470;
  const rx = side ? 215 : 178;
  const ry = side ? 110 : 168;
  const width = side ? 30 : 36;
  const parts = [shadow(cx, cy + ry + 40, rx * 1.05, 26)];
  // The far side of the band first, then the near side over it.
  parts.push(
    farSide(cx, cy, rx, ry, width),
    `<path d="M ${cx - rx} ${cy} A ${rx} ${ry} 0 0 0 ${cx + rx} ${cy}" fill="none" stroke="url(#metal)" stroke-width="${width}"/>`,
    `<path d="M ${cx - rx + 14} ${cy + 8} A ${rx - 14} ${ry - 10} 0 0 0 ${cx + rx - 14} ${cy + 8}" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="4"/>`,
  );
  if (side && spec.stone !== 'plain') {
    for (let d = 35; d <= 145; d += 11) {
      const [x, y] = onEllipse(cx, cy, rx, ry, d);
      parts.push(gem(x, y, 9, spec));
    }
  }
  const headY = cy - ry;
  if (spec.stone === 'plain') {
    parts.push(
      `<ellipse cx="${cx}" cy="${headY + 4}" rx="${side ? 70 : 58}" ry="${side ? 22 : 30}" fill="url(#metal)" stroke="url(#metalDeep)" stroke-width="3"/>`,
      `<ellipse cx="${cx - 14}" cy="${headY - 4}" rx="22" ry="7" fill="#ffffff" opacity="0.6"/>`,
    );
  } else {
    const stoneR = side ? 64 : 74;
    parts.push(
      `<path d="M ${cx - 46} ${headY + 26} L ${cx - 70} ${headY - 40} L ${cx + 70} ${headY - 40} L ${cx + 46} ${headY + 26} Z" fill="url(#metal)" stroke="url(#metalDeep)" stroke-width="3"/>`,
      gem(cx, headY - 62, stoneR, spec, 6),
      sparkle(cx + stoneR * 0.45, headY - 62 - stoneR * 0.5, 22),
    );
  }
  return parts.join('');
}

function earrings(spec: ArtSpec): string {
  const parts: string[] = [];
  for (const cx of [270, 530]) {
    if (spec.pose === 0) {
      const cy = 410;
      parts.push(shadow(cx, cy + 150, 95, 18, 0.22));
      if (spec.stone === 'plain') {
        parts.push(
          `<ellipse cx="${cx}" cy="${cy}" rx="92" ry="118" fill="none" stroke="url(#metalDeep)" stroke-width="26"/>`,
          `<path d="M ${cx - 92} ${cy} A 92 118 0 0 0 ${cx + 92} ${cy}" fill="none" stroke="url(#metal)" stroke-width="26"/>`,
        );
      } else {
        parts.push(`<circle cx="${cx}" cy="${cy}" r="104" fill="url(#metalDeep)"/>`);
        for (let i = 0; i < 14; i += 1) {
          const a = ((Math.PI * 2) / 14) * i;
          parts.push(gem(cx + Math.cos(a) * 88, cy + Math.sin(a) * 88, 14, { ...spec, stone: 'white' }));
        }
        parts.push(gem(cx, cy, 62, spec, 4), sparkle(cx + 30, cy - 34, 18));
      }
    } else {
      parts.push(shadow(cx, 690, 70, 14, 0.2));
      parts.push(
        `<path d="M ${cx} 250 C ${cx} 150, ${cx + 70} 140, ${cx + 70} 200 C ${cx + 70} 240, ${cx + 30} 250, ${cx + 34} 300" fill="none" stroke="url(#metal)" stroke-width="9" stroke-linecap="round"/>`,
        gem(cx, 280, 24, spec, 4),
        `<line x1="${cx}" y1="304" x2="${cx}" y2="360" stroke="url(#metal)" stroke-width="8"/>`,
      );
      if (spec.stone === 'plain') {
        parts.push(
          `<path d="M ${cx} 360 C ${cx + 80} 430, ${cx + 70} 560, ${cx} 600 C ${cx - 70} 560, ${cx - 80} 430, ${cx} 360 Z" fill="url(#metal)" stroke="url(#metalDeep)" stroke-width="4"/>`,
        );
      } else {
        parts.push(
          `<path d="M ${cx} 352 C ${cx + 92} 430, ${cx + 84} 575, ${cx} 612 C ${cx - 84} 575, ${cx - 92} 430, ${cx} 352 Z" fill="url(#metalDeep)"/>`,
          `<path d="M ${cx} 368 C ${cx + 78} 436, ${cx + 70} 565, ${cx} 598 C ${cx - 70} 565, ${cx - 78} 436, ${cx} 368 Z" fill="url(#gem)"/>`,
          `<path d="M ${cx} 400 L ${cx + 40} 500 L ${cx} 580 L ${cx - 40} 500 Z" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="2"/>`,
          `<ellipse cx="${cx - 24}" cy="440" rx="16" ry="30" fill="#ffffff" opacity="0.55" transform="rotate(20 ${cx - 24} 440)"/>`,
          sparkle(cx + 26, 430, 16),
        );
      }
    }
  }
  return parts.join('');
}

function chainPath(d: string): string {
  return (
    `<path d="${d}" fill="none" stroke="url(#metalDeep)" stroke-width="9" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="url(#metal)" stroke-width="7" stroke-dasharray="11 5" stroke-linecap="round"/>`
  );
}

function pendant(spec: ArtSpec): string {
  const parts = [
    chainPath('M 150 40 C 230 330, 330 420, 400 430 C 470 420, 570 330, 650 40'),
    shadow(400, 700, 110, 18, 0.22),
  ];
  parts.push(
    `<rect x="384" y="418" width="32" height="46" rx="14" fill="url(#metal)" stroke="url(#metalDeep)" stroke-width="3"/>`,
  );
  if (spec.stone === 'plain') {
    parts.push(
      `<path d="M 400 650 C 300 580, 250 520, 268 470 C 286 420, 360 420, 400 470 C 440 420, 514 420, 532 470 C 550 520, 500 580, 400 650 Z" fill="url(#metal)" stroke="url(#metalDeep)" stroke-width="5"/>`,
      `<ellipse cx="320" cy="480" rx="30" ry="14" fill="#ffffff" opacity="0.6" transform="rotate(-25 320 480)"/>`,
    );
  } else if (spec.pose === 0) {
    parts.push(`<circle cx="400" cy="555" r="98" fill="url(#metalDeep)"/>`);
    for (let i = 0; i < 16; i += 1) {
      const a = ((Math.PI * 2) / 16) * i;
      parts.push(gem(400 + Math.cos(a) * 82, 555 + Math.sin(a) * 82, 14, { ...spec, stone: 'white' }));
    }
    parts.push(gem(400, 555, 58, spec, 4), sparkle(428, 520, 18));
  } else {
    parts.push(
      `<path d="M 400 470 C 480 540, 478 640, 400 672 C 322 640, 320 540, 400 470 Z" fill="url(#metalDeep)"/>`,
      `<path d="M 400 486 C 466 546, 464 630, 400 658 C 336 630, 334 546, 400 486 Z" fill="url(#gem)"/>`,
      `<path d="M 400 510 L 432 575 L 400 640 L 368 575 Z" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="2"/>`,
      `<ellipse cx="378" cy="545" rx="12" ry="26" fill="#ffffff" opacity="0.55" transform="rotate(20 378 545)"/>`,
      sparkle(420, 540, 15),
    );
  }
  return parts.join('');
}

/** Stones (or links) set around an ellipse, far side first and smaller, as a bracelet lies on a table. */
function aroundEllipse(spec: ArtSpec, cx: number, cy: number, rx: number, ry: number, count: number): string {
  const parts: string[] = [];
  const positions = Array.from({ length: count }, (_, i) => (360 / count) * i);
  const ordered = [...positions].sort(
    (a, b) => Math.sin((a * Math.PI) / 180) - Math.sin((b * Math.PI) / 180),
  );
  for (const degrees of ordered) {
    const [x, y] = onEllipse(cx, cy, rx, ry, degrees);
    const depth = (Math.sin((degrees * Math.PI) / 180) + 1) / 2;
    const r = 13 + depth * 9;
    if (spec.stone === 'plain') {
      const angle = degrees + 90;
      parts.push(
        `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r * 1.1)}" ry="${f(r * 0.62)}" fill="none" stroke="url(#metal)" stroke-width="${f(5 + depth * 3)}" transform="rotate(${f(angle)} ${f(x)} ${f(y)})" opacity="${f(0.75 + depth * 0.25)}"/>`,
      );
    } else {
      parts.push(
        `<g opacity="${f(0.8 + depth * 0.2)}"><rect x="${f(x - r * 1.15)}" y="${f(y - r * 1.15)}" width="${f(r * 2.3)}" height="${f(r * 2.3)}" rx="${f(r * 0.5)}" fill="url(#metal)"/>${gem(x, y, r, spec)}</g>`,
      );
    }
  }
  return parts.join('');
}

function bracelet(spec: ArtSpec): string {
  const cx = 400;
  const cy = spec.pose === 0 ? 420 : 440;
  const rx = spec.pose === 0 ? 265 : 280;
  const ry = spec.pose === 0 ? 165 : 120;
  const parts = [shadow(cx, cy + ry + 30, rx, 30)];
  parts.push(aroundEllipse(spec, cx, cy, rx, ry, spec.stone === 'plain' ? 44 : 34));
  const [x, y] = onEllipse(cx, cy, rx, ry, 90);
  parts.push(
    `<rect x="${f(x - 26)}" y="${f(y - 14)}" width="52" height="28" rx="8" fill="url(#metal)" stroke="url(#metalDeep)" stroke-width="3"/>`,
  );
  return parts.join('');
}

function bangle(spec: ArtSpec): string {
  const parts: string[] = [shadow(400, 660, 270, 30)];
  const rings: Array<[number, number]> =
    spec.pose === 0
      ? [[400, 440]]
      : [
          [350, 420],
          [460, 470],
        ];
  for (const [cx, cy] of rings) {
    const rx = 240;
    const ry = 150;
    parts.push(
      farSide(cx, cy, rx, ry, 52),
      `<ellipse cx="${cx}" cy="${cy - 8}" rx="${rx - 22}" ry="${ry - 20}" fill="none" stroke="url(#metalDeep)" stroke-width="8" opacity="0.6"/>`,
      `<path d="M ${cx - rx} ${cy} A ${rx} ${ry} 0 0 0 ${cx + rx} ${cy}" fill="none" stroke="url(#metal)" stroke-width="52"/>`,
      `<path d="M ${cx - rx + 10} ${cy + 18} A ${rx - 8} ${ry - 2} 0 0 0 ${cx + rx - 10} ${cy + 18}" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="5"/>`,
    );
    if (spec.stone !== 'plain') {
      for (let d = 50; d <= 130; d += 8) {
        const [x, y] = onEllipse(cx, cy, rx, ry, d);
        parts.push(gem(x, y, d === 90 ? 20 : 13, spec));
      }
    }
  }
  return parts.join('');
}

function necklace(spec: ArtSpec): string {
  const parts: string[] = [shadow(400, 700, 200, 20, 0.2)];
  const points: Array<[number, number]> = [];
  // A catenary-like curve from the clasp ends down to the centre stone.
  for (let i = 0; i <= 40; i += 1) {
    const t = i / 40;
    const x = 120 + t * 560;
    const y = 90 + Math.pow(Math.sin(t * Math.PI), 1.3) * (spec.pose === 0 ? 470 : 420);
    points.push([x, y]);
  }
  const path = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'} ${f(x)} ${f(y)}`).join(' ');
  parts.push(chainPath(path));
  if (spec.stone === 'plain') {
    for (let i = 4; i <= 36; i += 2) {
      const [x, y] = points[i] ?? [400, 400];
      parts.push(bead(x, y, 9 + Math.sin((i / 40) * Math.PI) * 5));
    }
  } else if (spec.stone === 'white' && spec.pose === 1) {
    for (let i = 3; i <= 37; i += 1) {
      const [x, y] = points[i] ?? [400, 400];
      parts.push(pearl(x, y, 13 + Math.sin((i / 40) * Math.PI) * 4));
    }
  } else {
    for (let i = 6; i <= 34; i += 1) {
      const [x, y] = points[i] ?? [400, 400];
      const size = 8 + Math.pow(Math.sin((i / 40) * Math.PI), 3) * 14;
      parts.push(
        gem(x, y + 10, size, i === 20 ? spec : { ...spec, stone: i % 2 === 0 ? spec.stone : 'white' }),
      );
    }
    const [cx, cy] = points[20] ?? [400, 560];
    parts.push(gem(cx, cy + 62, 40, spec, 4), sparkle(cx + 20, cy + 40, 14));
  }
  return parts.join('');
}

const DRAW: Record<ArtSpec['art'], (spec: ArtSpec) => string> = {
  ring,
  earrings,
  pendant,
  bracelet,
  bangle,
  necklace,
};

export function drawArtwork(spec: ArtSpec): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_SIZE}" height="${ART_SIZE}" viewBox="0 0 ${ART_SIZE} ${ART_SIZE}">` +
    defs(spec) +
    `<rect width="${ART_SIZE}" height="${ART_SIZE}" fill="url(#bg)"/>` +
    DRAW[spec.art](spec) +
    '</svg>'
  );
}
