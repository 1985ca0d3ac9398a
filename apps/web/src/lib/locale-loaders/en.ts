import type { Catalogue, CatalogueLoaders } from "./types";

/** Every namespace of this language, one chunk each (see lib/i18n.ts: the first page carries only its own language's map). */
const loaders: CatalogueLoaders = import.meta.glob<Catalogue>("../../locales/en/*.json");
export default loaders;
