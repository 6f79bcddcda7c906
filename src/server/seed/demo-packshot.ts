/**
 * Draws a clean packshot for a demo product as SVG: a soft background in the category's
 * colour, a simple pack (strip, bottle, box, tube, jar or sachet) and the product's name and
 * pack size in readable type. sharp renders it locally, so the demo needs no downloads.
 */
import type { PackShape } from './demo-products';

export const PACKSHOT_SIZE = 800;

export type Packshot = { name: string; pack: string; category: string; colour: string; accent: string; shape: PackShape };

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** Splits text into at most `maxLines` lines of about `width` characters, at spaces. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  return [
    ...lines.slice(0, maxLines - 1),
    `${lines
      .slice(maxLines - 1)
      .join(' ')
      .slice(0, width - 1)}…`,
  ];
}

/** The pack outline, centred on x = 400 in the top part of the canvas. */
function shapeSvg(shape: PackShape, accent: string): string {
  const body = `fill="#ffffff" stroke="${accent}" stroke-width="6"`;
  switch (shape) {
    case 'strip': {
      const blisters = Array.from(
        { length: 10 },
        (_, i) =>
          `<circle cx="${310 + (i % 2) * 180}" cy="${130 + Math.floor(i / 2) * 72}" r="26" fill="#eef1f4" stroke="#b8c0c8" stroke-width="3"/>`,
      ).join('');
      return `<rect x="250" y="80" width="300" height="400" rx="18" fill="#dfe4ea" stroke="${accent}" stroke-width="6"/>${blisters}<rect x="370" y="90" width="60" height="380" fill="${accent}" opacity="0.85"/>`;
    }
    case 'bottle':
      return `<rect x="355" y="60" width="90" height="60" rx="10" fill="${accent}"/><rect x="370" y="115" width="60" height="40" ${body}/><rect x="290" y="150" width="220" height="340" rx="40" ${body}/><rect x="290" y="250" width="220" height="130" fill="${accent}" opacity="0.85"/>`;
    case 'tube':
      return `<polygon points="300,90 500,90 470,420 330,420" ${body}/><rect x="360" y="420" width="80" height="70" rx="8" fill="${accent}"/><rect x="310" y="180" width="180" height="110" fill="${accent}" opacity="0.85"/>`;
    case 'jar':
      return `<rect x="265" y="110" width="270" height="70" rx="14" fill="${accent}"/><rect x="250" y="175" width="300" height="310" rx="36" ${body}/><rect x="250" y="260" width="300" height="140" fill="${accent}" opacity="0.85"/>`;
    case 'sachet': {
      const teeth = (dx: number, dy: number) => Array.from({ length: 7 }, () => `l${dx} ${-dy} l${dx} ${dy}`).join(' ');
      return `<path d="M260 110 ${teeth(20, 20)} V 470 ${teeth(-20, -20)} Z" ${body}/><rect x="260" y="220" width="280" height="130" fill="${accent}" opacity="0.85"/>`;
    }
    default:
      return `<polygon points="250,130 300,80 560,80 510,130" fill="${accent}" opacity="0.6"/><polygon points="510,130 560,80 560,440 510,490" fill="${accent}" opacity="0.45"/><rect x="250" y="130" width="260" height="360" ${body}/><rect x="250" y="230" width="260" height="130" fill="${accent}" opacity="0.85"/>`;
  }
}

export function packshotSvg(p: Packshot): string {
  const nameLines = wrap(p.name, 26, 3);
  const nameTspans = nameLines.map((line, i) => `<tspan x="400" dy="${i === 0 ? 0 : 46}">${escapeXml(line)}</tspan>`).join('');
  const nameTop = 560 + (3 - nameLines.length) * 18;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PACKSHOT_SIZE}" height="${PACKSHOT_SIZE}" viewBox="0 0 800 800">
<defs><radialGradient id="bg" cx="50%" cy="35%" r="75%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${p.colour}"/></radialGradient></defs>
<rect width="800" height="800" fill="url(#bg)"/>
<ellipse cx="400" cy="505" rx="190" ry="18" fill="#000000" opacity="0.08"/>
${shapeSvg(p.shape, p.accent)}
<text x="400" y="${nameTop}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="38" font-weight="bold" fill="#1f2933">${nameTspans}</text>
<text x="400" y="730" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="${p.accent}">${escapeXml(p.pack)}</text>
<text x="400" y="775" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="22" fill="#52606d">${escapeXml(p.category)}</text>
</svg>`;
}
