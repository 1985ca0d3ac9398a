import { useTranslation } from "react-i18next";
import { CopyButton } from "../../../components/ui/copy-button";
import { PageHeader, Panel } from "../../../components/ui/page";
import { RefreshButton } from "../../../components/ui/refresh-button";
import { DataTable, TableStates } from "../../../components/ui/table-parts";
import { formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/i18n";
import { useLotteryChains } from "../api/lottery";
import { formatCount } from "../utils/odds";

/**
 * The published terminal hash of every game's seed chain: committed before the chain's first draw,
 * it binds every later draw's seed (each seed hashes to the one before, the first to this hash).
 */
export function LotteryChainsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useLotteryChains();
  const list = query.data ?? [];
  return (
    <>
      <PageHeader
        title={t("nav.lotteryChains")}
        description={t("lottery.chains.description")}
        actions={<RefreshButton query={query} />}
      />
      <Panel>
        <p className="border-b border-line px-4 py-3 text-sm">{t("lottery.chains.proves")}</p>
        <div aria-busy={query.isFetching}>
          <TableStates query={query} isEmpty={list.length === 0} emptyTitle={t("lottery.chains.none")} errorHidesData>
            {() => (
              <DataTable
                caption={t("nav.lotteryChains")}
                columns={[
                  t("lottery.col.game"),
                  { label: t("lottery.col.chainNo"), num: true },
                  { label: t("lottery.col.length"), num: true },
                  t("lottery.col.terminalHash"),
                  t("lottery.col.createdAt"),
                ]}
              >
                <tbody>
                  {list.map((chain) => (
                    <tr key={`${chain.gameCode}:${chain.chainNo}`} data-testid={`lottery-chain-${chain.gameCode}`}>
                      <th scope="row" data-label={t("lottery.col.game")} className="font-mono">
                        {chain.gameCode}
                      </th>
                      <td data-label={t("lottery.col.chainNo")} className="num">
                        {chain.chainNo}
                      </td>
                      <td data-label={t("lottery.col.length")} className="num">
                        {formatCount(chain.length, language)}
                      </td>
                      <td data-label={t("lottery.col.terminalHash")} className="wide">
                        <span className="flex items-start gap-1">
                          <code className="min-w-0 font-mono text-xs break-all">{chain.terminalHash}</code>
                          <CopyButton
                            value={chain.terminalHash}
                            label={t("lottery.chains.hashOf", { game: chain.gameCode, chain: chain.chainNo })}
                          />
                        </span>
                      </td>
                      <td data-label={t("lottery.col.createdAt")} className="text-xs whitespace-nowrap">
                        {formatDateTime(chain.createdAt, language)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </DataTable>
            )}
          </TableStates>
        </div>
      </Panel>
    </>
  );
}
