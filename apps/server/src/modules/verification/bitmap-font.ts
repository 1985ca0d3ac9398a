/**
 * A 5x7 bitmap font for the image captcha, limited to characters that cannot be mistaken for one
 * another (no 0/O/Q/D, 1/I/L/J, 2/Z, 5/S, 6/G, 8/B): the captcha should stop scripts, not people.
 */
export const GLYPH_WIDTH = 5;
export const GLYPH_HEIGHT = 7;

const GLYPHS: Record<string, string> = {
  A: ".###. #...# #...# ##### #...# #...# #...#",
  C: ".###. #...# #.... #.... #.... #...# .###.",
  E: "##### #.... #.... ####. #.... #.... #####",
  F: "##### #.... #.... ####. #.... #.... #....",
  H: "#...# #...# #...# ##### #...# #...# #...#",
  K: "#...# #..#. #.#.. ##... #.#.. #..#. #...#",
  M: "#...# ##.## #.#.# #.#.# #...# #...# #...#",
  N: "#...# ##..# ##..# #.#.# #..## #..## #...#",
  P: "####. #...# #...# ####. #.... #.... #....",
  R: "####. #...# #...# ####. #.#.. #..#. #...#",
  T: "##### ..#.. ..#.. ..#.. ..#.. ..#.. ..#..",
  U: "#...# #...# #...# #...# #...# #...# .###.",
  V: "#...# #...# #...# #...# #...# .#.#. ..#..",
  W: "#...# #...# #...# #.#.# #.#.# ##.## #...#",
  X: "#...# #...# .#.#. ..#.. .#.#. #...# #...#",
  Y: "#...# #...# .#.#. ..#.. ..#.. ..#.. ..#..",
  "3": "##### ....# ...#. ..##. ....# #...# .###.",
  "4": "...#. ..##. .#.#. #..#. ##### ...#. ...#.",
  "7": "##### ....# ...#. ..#.. .#... .#... .#...",
  "9": ".###. #...# #...# .#### ....# ...#. .##..",
};

export const CAPTCHA_ALPHABET = Object.keys(GLYPHS).join("");

/** The glyph's rows, each a string of '#' (ink) and '.' (paper). */
export function glyph(char: string): string[] {
  const rows = GLYPHS[char];
  if (!rows) throw new Error(`no captcha glyph for ${char}`);
  return rows.split(" ");
}
