/**
 * A small QR Code encoder (ISO/IEC 18004, byte mode, error correction level M) for the session
 * QR of the connections page. The `qrcode` package is not among the dependencies and the modal
 * needs only this: text in, a square of dark/light modules out. The construction follows the
 * standard step by step (data bits, Reed-Solomon blocks, interleaving, function patterns,
 * masking); the mask is chosen by the standard's penalty rules 1, 2 and 4. This file places the
 * modules; qr-codewords.ts turns the text into the interleaved data and error-correction codewords.
 */

import { dataCodewordsOf, withErrorCorrection } from './qr-codewords';

/** Level M's two format bits. */
const levelBits = 0;

type Matrix = boolean[][];

/** The 15 format bits (level M, `mask`), BCH-protected and masked as the standard says. */
export function formatBits(mask: number): number {
  const data = (levelBits << 3) | mask;
  let rem = data;
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  return ((data << 10) | rem) ^ 0x5412;
}

function alignmentPositions(version: number, size: number): number[] {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const step = version === 32 ? 26 : Math.ceil((version * 4 + 4) / (count * 2 - 2)) * 2;
  const result = [6];
  for (let position = size - 7; result.length < count; position -= step) result.splice(1, 0, position);
  return result;
}

class QrSymbol {
  readonly modules: Matrix;
  readonly reserved: Matrix;

  constructor(
    readonly version: number,
    readonly size = version * 4 + 17,
  ) {
    this.modules = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
    this.reserved = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  }

  isReserved(x: number, y: number): boolean {
    return this.reserved[y]?.[x] ?? false;
  }

  put(x: number, y: number, dark: boolean) {
    const row = this.modules[y];
    if (row) row[x] = dark;
  }

  set(x: number, y: number, dark: boolean) {
    this.put(x, y, dark);
    const row = this.reserved[y];
    if (row) row[x] = true;
  }

  drawFunctionPatterns() {
    const { size } = this;
    for (let i = 0; i < size; i++) {
      this.set(6, i, i % 2 === 0);
      this.set(i, 6, i % 2 === 0);
    }
    for (const [cx, cy] of [
      [3, 3],
      [size - 4, 3],
      [3, size - 4],
    ] as const) {
      for (let dy = -4; dy <= 4; dy++) {
        for (let dx = -4; dx <= 4; dx++) {
          const distance = Math.max(Math.abs(dx), Math.abs(dy));
          const x = cx + dx;
          const y = cy + dy;
          if (x >= 0 && x < size && y >= 0 && y < size) this.set(x, y, distance !== 2 && distance !== 4);
        }
      }
    }
    const positions = alignmentPositions(this.version, size);
    const last = positions.length - 1;
    positions.forEach((cx, i) => {
      positions.forEach((cy, j) => {
        if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return;
        for (let dy = -2; dy <= 2; dy++) {
          for (let dx = -2; dx <= 2; dx++) this.set(cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
        }
      });
    });
    this.drawFormat(0);
    if (this.version >= 7) {
      let rem = this.version;
      for (let i = 0; i < 12; i++) rem = (rem << 1) ^ ((rem >>> 11) * 0x1f25);
      const bits = (this.version << 12) | rem;
      for (let i = 0; i < 18; i++) {
        const dark = ((bits >>> i) & 1) === 1;
        const a = size - 11 + (i % 3);
        const b = Math.floor(i / 3);
        this.set(a, b, dark);
        this.set(b, a, dark);
      }
    }
  }

  drawFormat(mask: number) {
    const bits = formatBits(mask);
    const bit = (i: number) => ((bits >>> i) & 1) === 1;
    const { size } = this;
    for (let i = 0; i <= 5; i++) this.set(8, i, bit(i));
    this.set(8, 7, bit(6));
    this.set(8, 8, bit(7));
    this.set(7, 8, bit(8));
    for (let i = 9; i < 15; i++) this.set(14 - i, 8, bit(i));
    for (let i = 0; i < 8; i++) this.set(size - 1 - i, 8, bit(i));
    for (let i = 8; i < 15; i++) this.set(8, size - 15 + i, bit(i));
    this.set(8, size - 8, true);
  }

  drawCodewords(codewords: readonly number[]) {
    const { size } = this;
    let i = 0;
    for (let right = size - 1; right >= 1; right -= 2) {
      if (right === 6) right = 5;
      for (let vertical = 0; vertical < size; vertical++) {
        for (let j = 0; j < 2; j++) {
          const x = right - j;
          const y = ((right + 1) & 2) === 0 ? size - 1 - vertical : vertical;
          if (!this.isReserved(x, y) && i < codewords.length * 8) {
            this.put(x, y, (((codewords[i >>> 3] ?? 0) >>> (7 - (i & 7))) & 1) === 1);
            i++;
          }
        }
      }
    }
  }

  applyMask(mask: number) {
    const rules = [
      (x: number, y: number) => (x + y) % 2 === 0,
      (_: number, y: number) => y % 2 === 0,
      (x: number) => x % 3 === 0,
      (x: number, y: number) => (x + y) % 3 === 0,
      (x: number, y: number) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
      (x: number, y: number) => ((x * y) % 2) + ((x * y) % 3) === 0,
      (x: number, y: number) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
      (x: number, y: number) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
    ];
    const invert = rules[mask] ?? rules[0];
    for (let y = 0; y < this.size; y++) {
      for (let x = 0; x < this.size; x++) {
        if (!this.isReserved(x, y) && invert?.(x, y)) this.put(x, y, !this.modules[y]?.[x]);
      }
    }
  }
}

/** Penalty rules 1 (runs of 5+), 2 (2x2 blocks) and 4 (dark/light balance) of the standard. */
function penalty(modules: Matrix): number {
  const size = modules.length;
  let score = 0;
  let dark = 0;
  const at = (x: number, y: number, transposed: boolean) => (transposed ? modules[x]?.[y] : modules[y]?.[x]) === true;
  for (const transposed of [false, true]) {
    for (let y = 0; y < size; y++) {
      let run = 1;
      for (let x = 1; x <= size; x++) {
        if (x < size && at(x, y, transposed) === at(x - 1, y, transposed)) run++;
        else {
          if (run >= 5) score += run - 2;
          run = 1;
        }
      }
    }
  }
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const color = at(x, y, false);
      if (color) dark++;
      if (x < size - 1 && y < size - 1 && color === at(x + 1, y, false) && color === at(x, y + 1, false)) {
        if (color === at(x + 1, y + 1, false)) score += 3;
      }
    }
  }
  const total = size * size;
  score += (Math.ceil(Math.abs(dark * 20 - total * 10) / total) - 1) * 10;
  return score;
}

/** The QR modules of `text` (true = dark), rows top to bottom; null when the text is too long. */
export function encodeQr(text: string): Matrix | null {
  const data = dataCodewordsOf(new TextEncoder().encode(text));
  if (!data) return null;
  const codewords = withErrorCorrection(data.version, data.codewords);
  let best: { score: number; modules: Matrix } | null = null;
  for (let mask = 0; mask < 8; mask++) {
    const symbol = new QrSymbol(data.version);
    symbol.drawFunctionPatterns();
    symbol.drawCodewords(codewords);
    symbol.applyMask(mask);
    symbol.drawFormat(mask);
    const score = penalty(symbol.modules);
    if (!best || score < best.score) best = { score, modules: symbol.modules };
  }
  return best?.modules ?? null;
}
