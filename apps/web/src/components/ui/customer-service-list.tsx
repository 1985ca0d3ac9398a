import type { CustomerService } from "@lotus/contracts/web";
import { openCustomerService } from "../../lib/customer-service";
import { HeadsetIcon } from "./icons";

/** The customer-service channels as buttons; each opens its channel in the 440x500 popup (spec §2). */
export function CustomerServiceList({ channels }: { channels: readonly CustomerService[] }) {
  return (
    <ul className="grid gap-2">
      {channels.map((channel) => (
        <li key={channel.csType}>
          <button
            type="button"
            onClick={() => openCustomerService(channel.path)}
            className="flex w-full cursor-pointer items-center gap-3 rounded-xl border border-line bg-surface px-4 py-3 text-left text-sm font-medium text-fg hover:border-gold/60"
          >
            <span className="grid size-9 place-items-center rounded-full bg-gold-soft/15 text-gold">
              <HeadsetIcon className="size-5" />
            </span>
            {channel.title}
          </button>
        </li>
      ))}
    </ul>
  );
}
