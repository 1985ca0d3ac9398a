import { randomInt } from "node:crypto";
import { PNG } from "pngjs";
import { CAPTCHA_ALPHABET, GLYPH_HEIGHT, GLYPH_WIDTH, glyph } from "./bitmap-font.ts";

export const CAPTCHA_LENGTH = 4;
const WIDTH = 140;
const HEIGHT = 48;
const SCALE = 4;

type Rgb = [number, number, number];

export function randomCaptchaText(): string {
  let text = "";
  for (let i = 0; i < CAPTCHA_LENGTH; i++) text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return text;
}

/**
 * Draws `text` into a PNG with pure JavaScript (no native canvas): each glyph scaled, sheared and
 * shifted by a random amount, in its own dark colour on a light background, crossed by lines and
 * sprinkled with dots, so that the characters cannot be cut out by position or colour alone.
 */
export function renderCaptcha(text: string): Buffer {
  const png = new PNG({ width: WIDTH, height: HEIGHT });
  const set = (x: number, y: number, [r, g, b]: Rgb) => {
    if (x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT) return;
    const i = (y * WIDTH + x) * 4;
    png.data[i] = r;
    png.data[i + 1] = g;
    png.data[i + 2] = b;
    png.data[i + 3] = 255;
  };
  const light = (): Rgb => [randomInt(215, 256), randomInt(215, 256), randomInt(215, 256)];
  const dark = (): Rgb => [randomInt(10, 120), randomInt(10, 120), randomInt(10, 120)];
  const mid = (): Rgb => [randomInt(90, 190), randomInt(90, 190), randomInt(90, 190)];

  const [r0, g0, b0] = light();
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      // A faint vertical gradient, so the background is never one flat colour.
      const shade = Math.round((y / HEIGHT) * 18);
      set(x, y, [r0 - shade, g0 - shade, b0 - shade]);
    }
  }

  // Lines behind the glyphs confuse segmentation; the thin ones drawn over them afterwards
  // confuse template matching. Neither may hide a glyph from a person.
  for (let n = 0; n < 3; n++) {
    drawLine(set, randomInt(0, WIDTH), randomInt(0, HEIGHT), randomInt(0, WIDTH), randomInt(0, HEIGHT), mid(), 2);
  }
  const cell = Math.floor((WIDTH - 12) / text.length);
  [...text].forEach((char, index) => {
    const rows = glyph(char);
    const colour = dark();
    const shear = randomInt(-2, 3) / 10;
    const left = 6 + index * cell + randomInt(0, Math.max(1, cell - GLYPH_WIDTH * SCALE - 2));
    const top = randomInt(2, HEIGHT - GLYPH_HEIGHT * SCALE - 1);
    for (let gy = 0; gy < GLYPH_HEIGHT; gy++) {
      for (let gx = 0; gx < GLYPH_WIDTH; gx++) {
        if (rows[gy]![gx] !== "#") continue;
        for (let dy = 0; dy < SCALE; dy++) {
          const y = top + gy * SCALE + dy;
          // Italic by up to ±0.2 px per pixel row: slanted enough to vary, never enough to break a glyph.
          const slant = Math.round((shear * (GLYPH_HEIGHT * SCALE)) / 2 - shear * (gy * SCALE + dy));
          for (let dx = 0; dx < SCALE; dx++) set(left + gx * SCALE + dx + slant, y, colour);
        }
      }
    }
  });

  for (let n = 0; n < 2; n++) {
    drawLine(set, randomInt(0, WIDTH), randomInt(0, HEIGHT), randomInt(0, WIDTH), randomInt(0, HEIGHT), mid(), 1);
  }
  for (let n = 0; n < 200; n++) set(randomInt(0, WIDTH), randomInt(0, HEIGHT), n % 2 ? dark() : mid());
  return PNG.sync.write(png);
}

function drawLine(
  set: (x: number, y: number, c: Rgb) => void,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  colour: Rgb,
  thickness: number,
) {
  const dx = Math.abs(x1 - x0);
  const dy = -Math.abs(y1 - y0);
  const sx = x0 < x1 ? 1 : -1;
  const sy = y0 < y1 ? 1 : -1;
  let error = dx + dy;
  for (;;) {
    for (let t = 0; t < thickness; t++) set(x0, y0 + t, colour);
    if (x0 === x1 && y0 === y1) return;
    const e2 = 2 * error;
    if (e2 >= dy) {
      error += dy;
      x0 += sx;
    }
    if (e2 <= dx) {
      error += dx;
      y0 += sy;
    }
  }
}
