import type { DbClient } from "../../db/pool.ts";

export type VendorRow = {
  account_type_id: number;
  vassalage: string;
  display_name: string;
  category: string;
  small_icon: string;
  is_hot: boolean;
  game_count: number;
};

export async function listEnabledVendors(db: DbClient): Promise<VendorRow[]> {
  const { rows } = await db.query<VendorRow>(
    `select account_type_id, vassalage, display_name, category, small_icon, is_hot, game_count
       from game_vendor where enabled order by sort, account_type_id`,
  );
  return rows;
}
