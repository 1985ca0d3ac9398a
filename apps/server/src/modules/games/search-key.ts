import { foldForSearch } from "@lotus/contracts";

/**
 * What lobby search compares against (`game.search_key`): the product's one folding rule
 * (packages/contracts/src/search-fold.ts), which the web lobby applies to the names it downloads.
 */
export const searchKey = (text: string): string => foldForSearch(text);
