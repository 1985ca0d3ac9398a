import type { MemberEvent } from "@lotus/contracts";

/**
 * Member signals (architecture.md §6): after a commit that changes a member's money the service
 * calls `notify`; every open socket of that member receives the event and refetches through the
 * normal calls. In-process here; with REDIS_URL the realtime plugin fans out across processes.
 */
export type MemberListener = (event: MemberEvent) => void;

export interface RealtimeHub {
  /** Signals a member's open tabs (never throws: a lost signal only delays a refetch). */
  notify(memberId: bigint, event: MemberEvent): Promise<void>;
  /** Listens for one member's events; returns the unsubscribe function. */
  subscribe(memberId: bigint, listener: MemberListener): () => void;
  close(): Promise<void>;
}

/** Delivers to the listeners of this process. */
export class LocalHub implements RealtimeHub {
  private readonly listeners = new Map<string, Set<MemberListener>>();

  async notify(memberId: bigint, event: MemberEvent): Promise<void> {
    this.deliver(memberId.toString(), event);
  }

  /** Delivers an event that arrived from elsewhere (the Redis fan-out) to this process's sockets. */
  deliver(memberId: string, event: MemberEvent): void {
    for (const listener of this.listeners.get(memberId) ?? []) {
      try {
        listener(event);
      } catch {
        // One broken socket must not stop the others.
      }
    }
  }

  subscribe(memberId: bigint, listener: MemberListener): () => void {
    const key = memberId.toString();
    let set = this.listeners.get(key);
    if (!set) this.listeners.set(key, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(key);
    };
  }

  /** Open subscriptions (tests, health). */
  get size(): number {
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
