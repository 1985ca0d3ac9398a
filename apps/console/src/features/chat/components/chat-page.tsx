import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { MINOR_UNITS_PER_DONG, type ChatSettings, type ConsoleChatMessage } from "@lotus/contracts/web";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { FormDialog } from "../../../components/ui/form-dialog";
import { SelectField, TextField, inputClasses } from "../../../components/ui/field";
import { PageHeader, Panel } from "../../../components/ui/page";
import { QueryStates } from "../../../components/ui/states";
import { DataTable, SearchForm, TableStates } from "../../../components/ui/table-parts";
import { errorText } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/i18n";
import { formatVnd, parseVndInput } from "../../../lib/money";
import { notify } from "../../../lib/notify";
import {
  useBannedWords,
  useChatMessages,
  useChatMutes,
  useChatRooms,
  useChatSettings,
  useDeleteMessage,
  useMuteMember,
  useMuteRoom,
  useSaveBannedWords,
  useSaveChatSettings,
  useUnmuteMember,
} from "../api/chat";

/** Mute lengths offered (minutes; null = for good). */
const MUTE_CHOICES: readonly (number | null)[] = [10, 60, 1_440, 10_080, null];

/**
 * Chat room moderation (issue 16): rooms (mute a whole room), the messages with delete and mute
 * (for a time or for good), the members muted now, the gating rule and the banned words. Every
 * change is audited on the server and reaches the members' rooms at once.
 */
export function ChatPage({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation();
  const [muting, setMuting] = useState<{ account: string; nickname: string } | null>(null);
  return (
    <>
      <PageHeader title={t("nav.chat")} description={canChange ? t("chat.description") : t("chat.readOnly")} />
      <div className="space-y-4">
        <RoomsPanel canChange={canChange} />
        <MessagesPanel canChange={canChange} onMute={setMuting} />
        <MutesPanel canChange={canChange} onMute={() => setMuting({ account: "", nickname: "" })} />
        <SettingsPanel canChange={canChange} />
        <BannedWordsPanel canChange={canChange} />
      </div>
      {muting && <MuteDialog initial={muting} onClose={() => setMuting(null)} />}
    </>
  );
}

function RoomsPanel({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation();
  const query = useChatRooms();
  const muteRoom = useMuteRoom();
  const rooms = query.data ?? [];
  async function toggle(room: string, muted: boolean) {
    try {
      await muteRoom.mutateAsync({ room, muted });
      notify("success", t(muted ? "chat.rooms.muted" : "chat.rooms.opened"));
    } catch (failure) {
      notify("error", errorText(failure, t));
    }
  }
  return (
    <Panel title={t("chat.rooms.title")}>
      <TableStates query={query} isEmpty={rooms.length === 0} emptyTitle={t("chat.rooms.empty")}>
        {() => (
          <DataTable
            caption={t("chat.rooms.title")}
            columns={[
              t("chat.col.room"),
              t("chat.col.state"),
              { label: t("chat.col.today"), num: true },
              canChange && "",
            ]}
          >
            <tbody>
              {rooms.map((room) => (
                <tr key={room.id}>
                  <td>{room.name}</td>
                  <td>
                    {room.muted ? (
                      <Badge tone="warn">{t("chat.state.roomMuted")}</Badge>
                    ) : (
                      <Badge tone="success">{t("chat.state.open")}</Badge>
                    )}
                  </td>
                  <td className="num">{room.messagesToday}</td>
                  {canChange && (
                    <td className="text-right">
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={muteRoom.isPending}
                        onClick={() => void toggle(room.id, !room.muted)}
                        data-testid={`chat-room-toggle-${room.id}`}
                      >
                        {room.muted ? t("chat.rooms.open") : t("chat.rooms.mute")}
                      </Button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </TableStates>
    </Panel>
  );
}

function MessagesPanel({
  canChange,
  onMute,
}: {
  canChange: boolean;
  onMute: (member: { account: string; nickname: string }) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rooms = useChatRooms();
  const [room, setRoom] = useState("");
  const [account, setAccount] = useState("");
  const query = useChatMessages({ room, account });
  const remove = useDeleteMessage();
  const messages = query.data?.pages.flatMap((page) => page.list) ?? [];
  const roomNames = new Map((rooms.data ?? []).map((r) => [r.id, r.name]));

  async function deleteMessage(message: ConsoleChatMessage) {
    try {
      await remove.mutateAsync(message.id);
      notify("success", t("chat.messages.deleted"));
    } catch (failure) {
      notify("error", errorText(failure, t));
    }
  }

  return (
    <Panel title={t("chat.messages.title")}>
      <div className="flex flex-wrap items-end gap-2 border-b border-line p-3">
        <SelectField
          label={t("chat.col.room")}
          value={room}
          onChange={(event) => setRoom(event.target.value)}
          className="w-48"
        >
          <option value="">{t("chat.messages.allRooms")}</option>
          {(rooms.data ?? []).map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </SelectField>
        <div className="min-w-0 flex-1">
          <SearchForm
            label={t("chat.messages.account")}
            name="account"
            value={account}
            placeholder={t("chat.messages.accountPlaceholder")}
            onSearch={setAccount}
          />
        </div>
      </div>
      <TableStates query={query} isEmpty={messages.length === 0} emptyTitle={t("chat.messages.empty")}>
        {() => (
          <>
            <DataTable
              caption={t("chat.messages.title")}
              columns={[
                t("chat.col.time"),
                t("chat.col.room"),
                t("chat.col.member"),
                t("chat.col.text"),
                t("chat.col.state"),
                canChange && "",
              ]}
            >
              <tbody>
                {messages.map((message) => (
                  <tr key={message.id} data-testid="console-chat-message">
                    <td className="whitespace-nowrap">{formatDateTime(message.at, language)}</td>
                    <td>{roomNames.get(message.room) ?? message.room}</td>
                    <td>
                      <div className="font-medium">{message.account}</div>
                      <div className="text-xs text-fg-muted">
                        {message.nickname}
                        {message.vip > 0 && ` · VIP${message.vip}`}
                      </div>
                    </td>
                    <td className="max-w-md break-words">
                      {message.text}
                      {message.ticket && (
                        <div className="text-xs text-fg-muted">
                          {t("chat.messages.ticket", {
                            game: message.ticket.gameName,
                            issue: message.ticket.issue,
                            numbers: message.ticket.numbers.join(" "),
                            stake: formatVnd(message.ticket.stake, language),
                          })}
                        </div>
                      )}
                    </td>
                    <td>
                      {message.deletedAt ? (
                        <Badge tone="danger">{t("chat.state.deletedBy", { operator: message.deletedBy ?? "" })}</Badge>
                      ) : (
                        <Badge>{t("chat.state.shown")}</Badge>
                      )}
                    </td>
                    {canChange && (
                      <td className="text-right whitespace-nowrap">
                        {!message.deletedAt && (
                          <Button
                            size="sm"
                            variant="secondary"
                            disabled={remove.isPending}
                            onClick={() => void deleteMessage(message)}
                          >
                            {t("chat.messages.delete")}
                          </Button>
                        )}{" "}
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => onMute({ account: message.account, nickname: message.nickname })}
                          data-testid={`chat-mute-${message.account}`}
                        >
                          {t("chat.messages.mute")}
                        </Button>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </DataTable>
            {query.hasNextPage && (
              <div className="p-3 text-center">
                <Button
                  variant="secondary"
                  disabled={query.isFetchingNextPage}
                  onClick={() => void query.fetchNextPage()}
                >
                  {t("chat.messages.older")}
                </Button>
              </div>
            )}
          </>
        )}
      </TableStates>
    </Panel>
  );
}

function MuteDialog({ initial, onClose }: { initial: { account: string; nickname: string }; onClose: () => void }) {
  const { t } = useTranslation();
  const mute = useMuteMember();
  const [account, setAccount] = useState(initial.account);
  const [minutes, setMinutes] = useState<string>("60");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  async function submit() {
    setError(null);
    try {
      await mute.mutateAsync({
        account: account.trim(),
        minutes: minutes === "forever" ? null : Number(minutes),
        reason,
      });
      notify("success", t("chat.mute.done", { account: account.trim() }));
      onClose();
    } catch (failure) {
      setError(errorText(failure, t));
    }
  }
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t("chat.mute.title")}
      busy={mute.isPending}
      submitLabel={t("chat.mute.submit")}
      submitVariant="danger"
      onSubmit={() => void submit()}
      error={error}
      testId="chat-mute-dialog"
    >
      <TextField
        label={t("chat.messages.account")}
        value={account}
        onChange={(event) => setAccount(event.target.value)}
        maxLength={64}
        required
      />
      <SelectField label={t("chat.mute.length")} value={minutes} onChange={(event) => setMinutes(event.target.value)}>
        {MUTE_CHOICES.map((choice) => (
          <option key={String(choice)} value={choice === null ? "forever" : String(choice)}>
            {choice === null ? t("chat.mute.forever") : t(`chat.mute.minutes.${choice}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t("chat.mute.reason")}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={200}
      />
    </FormDialog>
  );
}

function MutesPanel({ canChange, onMute }: { canChange: boolean; onMute: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useChatMutes();
  const unmute = useUnmuteMember();
  const mutes = query.data ?? [];
  async function lift(memberId: string, account: string) {
    try {
      await unmute.mutateAsync(memberId);
      notify("success", t("chat.mutes.lifted", { account }));
    } catch (failure) {
      notify("error", errorText(failure, t));
    }
  }
  return (
    <Panel
      title={t("chat.mutes.title")}
      actions={
        canChange && (
          <Button size="sm" onClick={onMute}>
            {t("chat.mutes.add")}
          </Button>
        )
      }
    >
      <TableStates query={query} isEmpty={mutes.length === 0} emptyTitle={t("chat.mutes.empty")}>
        {() => (
          <DataTable
            caption={t("chat.mutes.title")}
            columns={[
              t("chat.col.member"),
              t("chat.col.until"),
              t("chat.col.reason"),
              t("chat.col.operator"),
              canChange && "",
            ]}
          >
            <tbody>
              {mutes.map((mute) => (
                <tr key={mute.memberId}>
                  <td>
                    <div className="font-medium">{mute.account}</div>
                    <div className="text-xs text-fg-muted">{mute.nickname}</div>
                  </td>
                  <td>
                    {mute.forever ? (
                      <Badge tone="danger">{t("chat.mute.forever")}</Badge>
                    ) : (
                      formatDateTime(mute.until, language)
                    )}
                  </td>
                  <td>{mute.reason || "—"}</td>
                  <td>{mute.operator}</td>
                  {canChange && (
                    <td className="text-right">
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={unmute.isPending}
                        onClick={() => void lift(mute.memberId, mute.account)}
                      >
                        {t("chat.mutes.lift")}
                      </Button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </TableStates>
    </Panel>
  );
}

const dong = (minor: string) => (BigInt(minor) / BigInt(MINOR_UNITS_PER_DONG)).toString();

function SettingsPanel({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation();
  const query = useChatSettings();
  return (
    <Panel title={t("chat.settings.title")}>
      <QueryStates query={query} rows={2}>
        {(settings) => <SettingsForm key={JSON.stringify(settings)} settings={settings} canChange={canChange} />}
      </QueryStates>
    </Panel>
  );
}

function SettingsForm({ settings, canChange }: { settings: ChatSettings; canChange: boolean }) {
  const { t } = useTranslation();
  const save = useSaveChatSettings();
  const [draft, setDraft] = useState({
    minDeposit: dong(settings.minDeposit),
    minValidBet: dong(settings.minValidBet),
    match: settings.match,
    maxLength: String(settings.maxLength),
  });
  const [error, setError] = useState<string | null>(null);
  const amount = (text: string) => {
    if (text.trim() === "" || text.trim() === "0") return "0";
    const parsed = parseVndInput(text);
    return parsed.ok ? parsed.minor : null;
  };
  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const minDeposit = amount(draft.minDeposit);
    const minValidBet = amount(draft.minValidBet);
    if (minDeposit === null || minValidBet === null) return setError(t("chat.settings.amountInvalid"));
    try {
      await save.mutateAsync({ minDeposit, minValidBet, match: draft.match, maxLength: Number(draft.maxLength) });
      notify("success", t("chat.settings.saved"));
    } catch (failure) {
      setError(errorText(failure, t));
    }
  }
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4 p-4">
      <fieldset disabled={!canChange} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          label={t("chat.settings.minDeposit")}
          inputMode="numeric"
          value={draft.minDeposit}
          onChange={(event) => setDraft({ ...draft, minDeposit: event.target.value })}
        />
        <TextField
          label={t("chat.settings.minValidBet")}
          inputMode="numeric"
          value={draft.minValidBet}
          onChange={(event) => setDraft({ ...draft, minValidBet: event.target.value })}
        />
        <SelectField
          label={t("chat.settings.match")}
          value={draft.match}
          onChange={(event) => setDraft({ ...draft, match: event.target.value as ChatSettings["match"] })}
        >
          <option value="any">{t("chat.settings.any")}</option>
          <option value="all">{t("chat.settings.all")}</option>
        </SelectField>
        <TextField
          label={t("chat.settings.maxLength")}
          hint={t("chat.settings.maxLengthHint")}
          inputMode="numeric"
          value={draft.maxLength}
          onChange={(event) => setDraft({ ...draft, maxLength: event.target.value })}
        />
      </fieldset>
      <p className="text-xs text-fg-muted">{t("chat.settings.rules")}</p>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      {canChange && (
        <Button type="submit" disabled={save.isPending}>
          {t("chat.settings.save")}
        </Button>
      )}
    </form>
  );
}

function BannedWordsPanel({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation();
  const query = useBannedWords();
  return (
    <Panel title={t("chat.words.title")}>
      <QueryStates query={query} rows={2}>
        {(value) => <BannedWordsForm key={value.words.join("\n")} words={value.words} canChange={canChange} />}
      </QueryStates>
    </Panel>
  );
}

function BannedWordsForm({ words, canChange }: { words: string[]; canChange: boolean }) {
  const { t } = useTranslation();
  const save = useSaveBannedWords();
  const [text, setText] = useState(words.join("\n"));
  const [error, setError] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      const list = text
        .split("\n")
        .map((w) => w.trim())
        .filter(Boolean);
      await save.mutateAsync(list);
      notify("success", t("chat.words.saved"));
    } catch (failure) {
      setError(errorText(failure, t));
    }
  }
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3 p-4">
      <label htmlFor="chat-banned-words" className="block text-sm font-medium">
        {t("chat.words.label")}
      </label>
      <textarea
        id="chat-banned-words"
        value={text}
        onChange={(event) => setText(event.target.value)}
        disabled={!canChange}
        rows={6}
        className={`${inputClasses} h-auto py-2`}
        aria-describedby="chat-banned-words-hint"
      />
      <p id="chat-banned-words-hint" className="text-xs text-fg-muted">
        {t("chat.words.hint")}
      </p>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      {canChange && (
        <Button type="submit" disabled={save.isPending}>
          {t("chat.words.save")}
        </Button>
      )}
    </form>
  );
}
