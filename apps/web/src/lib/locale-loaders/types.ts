/** A catalogue chunk, and the map from a catalogue's path to its chunk (see lib/i18n.ts). */
export type Catalogue = { default: Record<string, unknown> };
export type CatalogueLoaders = Record<string, () => Promise<Catalogue>>;
