/** Rows per page of the deposit and withdrawal queues. */
export const QUEUE_PAGE_SIZE = 20;
/** A queue refreshes itself this often while its page is open (new transfers arrive all day). */
export const QUEUE_REFRESH_MS = 10_000;
