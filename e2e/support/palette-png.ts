import { crc32, deflateSync, inflateSync } from "node:zlib";

/**
 * Re-encodes a true-colour PNG (as Chromium's screenshots are) with a palette of at most 256
 * colours, the way pngquant does, to keep README images small without another dependency:
 * median-cut over a 5-bit-per-channel histogram, dithered nearest-colour mapping, deflate level 9.
 */
export function toPalettePng(png: Buffer): Buffer {
  const { width, height, rgb } = decodeRgb(png);
  const palette = medianCut(rgb, 256);
  const indices = mapToPalette(rgb, width, palette);
  return encodeIndexed(width, height, palette, indices);
}

type Color = [number, number, number];

const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

function decodeRgb(png: Buffer): { width: number; height: number; rgb: Uint8Array } {
  if (!png.subarray(0, 8).equals(SIGNATURE)) throw new Error("not a PNG");
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString("latin1", offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === "IHDR") {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      const [bitDepth, colorType, , , interlace] = [data[8], data[9], data[10], data[11], data[12]];
      if (bitDepth !== 8 || interlace !== 0 || (colorType !== 2 && colorType !== 6)) {
        throw new Error(`unsupported PNG: bit depth ${bitDepth}, colour type ${colorType}, interlace ${interlace}`);
      }
      channels = colorType === 6 ? 4 : 3;
    } else if (type === "IDAT") idat.push(data);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const current = new Uint8Array(stride);
  const previous = new Uint8Array(stride);
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? current[x - channels]! : 0;
      const up = previous[x]!;
      const upLeft = x >= channels ? previous[x - channels]! : 0;
      const predictor = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][filter];
      if (predictor === undefined) throw new Error(`bad PNG filter ${filter}`);
      current[x] = (line[x]! + predictor) & 0xff;
    }
    for (let x = 0; x < width; x++) rgb.set(current.subarray(x * channels, x * channels + 3), (y * width + x) * 3);
    previous.set(current);
  }
  return { width, height, rgb };
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Median cut over a 32x32x32 histogram; each box's colour is the mean of its pixels. */
function medianCut(rgb: Uint8Array, size: number): Color[] {
  const histogram = new Map<number, { count: number; sum: Color }>();
  for (let i = 0; i < rgb.length; i += 3) {
    const key = ((rgb[i]! >> 3) << 10) | ((rgb[i + 1]! >> 3) << 5) | (rgb[i + 2]! >> 3);
    const bucket = histogram.get(key) ?? { count: 0, sum: [0, 0, 0] };
    bucket.count++;
    bucket.sum[0] += rgb[i]!;
    bucket.sum[1] += rgb[i + 1]!;
    bucket.sum[2] += rgb[i + 2]!;
    histogram.set(key, bucket);
  }
  type Entry = { color: Color; count: number; sum: Color };
  const entries: Entry[] = [...histogram.values()].map(({ count, sum }) => ({
    count,
    sum,
    color: [sum[0] / count, sum[1] / count, sum[2] / count],
  }));
  const boxes: Entry[][] = [entries];
  while (boxes.length < size) {
    // Split the box whose widest channel, weighted by its pixel count, is largest.
    let best = -1;
    let bestScore = 0;
    let bestChannel = 0;
    boxes.forEach((box, index) => {
      if (box.length < 2) return;
      const pixels = box.reduce((n, e) => n + e.count, 0);
      for (let channel = 0; channel < 3; channel++) {
        const values = box.map((e) => e.color[channel]!);
        const score = (Math.max(...values) - Math.min(...values)) * Math.sqrt(pixels);
        if (score > bestScore) [best, bestScore, bestChannel] = [index, score, channel];
      }
    });
    if (best < 0) break;
    const box = boxes[best]!.sort((a, b) => a.color[bestChannel]! - b.color[bestChannel]!);
    const half = box.reduce((n, e) => n + e.count, 0) / 2;
    let seen = 0;
    let cut = 1;
    for (; cut < box.length - 1; cut++) {
      seen += box[cut - 1]!.count;
      if (seen >= half) break;
    }
    boxes.splice(best, 1, box.slice(0, cut), box.slice(cut));
  }
  return boxes.map((box) => {
    const pixels = box.reduce((n, e) => n + e.count, 0);
    const sum = box.reduce<Color>((s, e) => [s[0] + e.sum[0], s[1] + e.sum[1], s[2] + e.sum[2]], [0, 0, 0]);
    return [Math.round(sum[0] / pixels), Math.round(sum[1] / pixels), Math.round(sum[2] / pixels)];
  });
}

/**
 * Each pixel takes its nearest palette colour; part of the error spreads to the neighbours
 * (Floyd–Steinberg), so gradients stay smooth instead of banding.
 */
function mapToPalette(rgb: Uint8Array, width: number, palette: Color[]): Uint8Array {
  const DIFFUSION = 0.8;
  const pixels = rgb.length / 3;
  const work = Float32Array.from(rgb);
  const indices = new Uint8Array(pixels);
  const nearest = new Map<number, number>();
  const spread = (p: number, channel: number, amount: number) => {
    if (p < pixels) work[p * 3 + channel] = work[p * 3 + channel]! + amount;
  };
  for (let p = 0; p < pixels; p++) {
    const x = p % width;
    const color = [0, 1, 2].map((c) => Math.max(0, Math.min(255, Math.round(work[p * 3 + c]!)))) as Color;
    const key = (color[0] << 16) | (color[1] << 8) | color[2];
    let index = nearest.get(key);
    if (index === undefined) {
      let bestDistance = Infinity;
      index = 0;
      for (let i = 0; i < palette.length; i++) {
        const [pr, pg, pb] = palette[i]!;
        const distance = (pr - color[0]) ** 2 + (pg - color[1]) ** 2 + (pb - color[2]) ** 2;
        if (distance < bestDistance) [bestDistance, index] = [distance, i];
      }
      nearest.set(key, index);
    }
    indices[p] = index;
    for (let c = 0; c < 3; c++) {
      const error = (color[c]! - palette[index]![c]!) * DIFFUSION;
      if (x + 1 < width) spread(p + 1, c, (error * 7) / 16);
      if (x > 0) spread(p + width - 1, c, (error * 3) / 16);
      spread(p + width, c, (error * 5) / 16);
      if (x + 1 < width) spread(p + width + 1, c, error / 16);
    }
  }
  return indices;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function encodeIndexed(width: number, height: number, palette: Color[], indices: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 3; // colour type: palette
  const raw = Buffer.alloc(height * (width + 1));
  for (let y = 0; y < height; y++) raw.set(indices.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  return Buffer.concat([
    SIGNATURE,
    chunk("IHDR", header),
    chunk("PLTE", Buffer.from(palette.flat())),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
