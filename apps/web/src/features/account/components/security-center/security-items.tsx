import { useId, useRef, useState, type ReactNode, type Ref } from "react";
import { useTranslation } from "react-i18next";
import type { SecurityOverview } from "@lotus/contracts/web";
import { Card } from "../../../../components/ui/card";
import { Icon, MailIcon, PhoneIcon, type IconProps } from "../../../../components/ui/icons";
import { cn } from "../../../../components/ui/cn";
import { openAccountDialog } from "../../../../lib/account-dialogs";
import { openCustomerService } from "../../../../lib/customer-service";
import { usePermissionValue } from "../../../../lib/queries/permission";
import { formatDateTime } from "../../../../lib/date-time";
import { PROTECTION_TOTAL, protectionCount, protectionLevel } from "../../utils/protection";
import { BindEmailForm, BindMobileForm } from "./contact-forms";
import { PayeeNameForm, PaymentPasswordForm } from "./payment-forms";
import { TotpDisableForm, TotpEnrolForm } from "./totp-forms";

type Editor = "mobile" | "email" | "payee" | "totpOn" | "totpOff" | "paymentPassword";

const icons = {
  password: (p: IconProps) => (
    <Icon {...p}>
      <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v2" />
    </Icon>
  ),
  mobile: PhoneIcon,
  email: MailIcon,
  payee: (p: IconProps) => (
    <Icon {...p}>
      <rect x="3" y="5" width="18" height="14" rx="2.5" />
      <circle cx="9" cy="11" r="2.2" />
      <path d="M5.8 16c.6-1.6 1.8-2.5 3.2-2.5s2.6.9 3.2 2.5M14.5 10h4M14.5 13.5h3" />
    </Icon>
  ),
  totp: (p: IconProps) => (
    <Icon {...p}>
      <circle cx="12" cy="13" r="8" />
      <path d="M12 9v4l2.5 2.5M9.5 2.5h5" />
    </Icon>
  ),
  paymentPassword: (p: IconProps) => (
    <Icon {...p}>
      <rect x="3" y="6" width="18" height="13" rx="2.5" />
      <path d="M7 12.5h.01M10.5 12.5h.01M14 12.5h.01M17.5 12.5h.01" strokeWidth="2.6" />
    </Icon>
  ),
};

function SecurityLevel({ overview }: { overview: SecurityOverview }) {
  const { t } = useTranslation("member");
  const count = protectionCount(overview);
  const level = protectionLevel(count);
  const colour = { low: "bg-danger", medium: "bg-gold-fill", high: "bg-jade-fill" }[level];
  return (
    <div className="grid gap-2 sm:min-w-52">
      <p className="text-sm text-fg-muted">
        {t("security.level")}: <span className="font-semibold text-fg">{t(`security.levels.${level}`)}</span>
      </p>
      <div
        role="meter"
        aria-label={t("security.level")}
        aria-valuemin={0}
        aria-valuemax={PROTECTION_TOTAL}
        aria-valuenow={count}
        aria-valuetext={t("security.levelText", { n: count, total: PROTECTION_TOTAL })}
        className="flex gap-1"
      >
        {Array.from({ length: PROTECTION_TOTAL }, (_, i) => (
          <span key={i} className={cn("h-1.5 flex-1 rounded-full", i < count ? colour : "bg-surface-2")} />
        ))}
      </div>
    </div>
  );
}

function Item({
  icon,
  title,
  status,
  done,
  action,
  editor,
  buttonRef,
}: {
  icon: keyof typeof icons;
  title: string;
  status: ReactNode;
  done: boolean;
  action?: { label: string; expanded?: boolean; onClick: () => void; controls?: string };
  editor?: ReactNode;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  const ItemIcon = icons[icon];
  return (
    <li className="rounded-xl border border-line bg-surface">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 p-3.5 sm:flex-nowrap sm:gap-4 sm:p-4">
        <span
          className={cn(
            "grid size-10 shrink-0 place-items-center rounded-full",
            done ? "bg-jade/15 text-jade" : "bg-surface-2 text-fg-muted",
          )}
        >
          <ItemIcon />
        </span>
        <div className="min-w-32 flex-1 basis-0">
          <p className="font-semibold text-fg">{title}</p>
          <div className="text-sm wrap-anywhere text-fg-muted">{status}</div>
        </div>
        {action && (
          <button
            ref={buttonRef}
            type="button"
            onClick={action.onClick}
            aria-expanded={action.expanded}
            aria-controls={action.expanded ? action.controls : undefined}
            className={cn(
              // On a narrow phone the button goes under the text rather than squeezing it.
              "ml-13 inline-flex h-9 shrink-0 cursor-pointer items-center rounded-full border px-4 text-sm font-semibold sm:ml-0",
              action.expanded
                ? "border-gold bg-gold/15 text-fg"
                : "border-line bg-surface-2 text-fg hover:border-gold/60",
            )}
          >
            {action.label}
          </button>
        )}
      </div>
      {editor}
    </li>
  );
}

function EditorPanel({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} className="border-t border-line px-3.5 py-4 sm:px-4">
      {children}
    </div>
  );
}

/** The account's protections, each with its change flow opening in place (one at a time). */
export function SecurityItems({ overview }: { overview: SecurityOverview }) {
  const { t, i18n } = useTranslation("member");
  const { customerService } = usePermissionValue();
  const [editor, setEditor] = useState<Editor | null>(null);
  const panelId = useId();
  const buttons = useRef<Partial<Record<string, HTMLButtonElement | null>>>({});
  const buttonRef = (item: string) => (node: HTMLButtonElement | null) => {
    buttons.current[item] = node;
  };
  // A finished or cancelled flow gives focus back to the button that opened it, not to the page.
  const close = () => {
    const item = editor?.startsWith("totp") ? "totp" : editor;
    setEditor(null);
    if (item) requestAnimationFrame(() => buttons.current[item]?.focus());
  };
  const toggle = (next: Editor) => () => setEditor(editor === next ? null : next);
  const panel = (key: Editor, form: ReactNode) =>
    editor === key ? <EditorPanel id={`${panelId}-${key}`}>{form}</EditorPanel> : null;
  const notBound = <span>{t("security.notBound")}</span>;
  const changed = formatDateTime(overview.passwordChangedAt, i18n.language);
  const method = overview.secondVerificationMethod;

  return (
    <Card className="p-4 sm:p-5">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h3 className="text-lg font-semibold text-fg">{t("security.title")}</h3>
          {method && (
            <p className="mt-1 text-sm text-fg-muted">
              {t("security.secondVerification", { method: t(`security.methods.${method}`) })}
            </p>
          )}
        </div>
        <SecurityLevel overview={overview} />
      </div>
      <ul className="grid gap-3">
        <Item
          icon="password"
          title={t("security.password")}
          done
          status={changed ? t("security.passwordChanged", { date: changed }) : t("security.passwordSet")}
          action={{
            label: t("actions.change"),
            onClick: () => openAccountDialog({ kind: "changePassword", forced: false }),
          }}
        />
        <Item
          icon="mobile"
          buttonRef={buttonRef("mobile")}
          title={t("security.mobile")}
          done={overview.mobile !== ""}
          status={overview.mobile ? <span className="font-mono">{overview.mobile}</span> : notBound}
          action={{
            label: overview.mobile ? t("actions.change") : t("actions.bind"),
            expanded: editor === "mobile",
            controls: `${panelId}-mobile`,
            onClick: toggle("mobile"),
          }}
          editor={panel("mobile", <BindMobileForm onDone={close} onCancel={close} />)}
        />
        <Item
          icon="email"
          buttonRef={buttonRef("email")}
          title={t("security.email")}
          done={overview.email !== ""}
          status={overview.email ? <span className="font-mono">{overview.email}</span> : notBound}
          action={{
            label: overview.email ? t("actions.change") : t("actions.bind"),
            expanded: editor === "email",
            controls: `${panelId}-email`,
            onClick: toggle("email"),
          }}
          editor={panel("email", <BindEmailForm onDone={close} onCancel={close} />)}
        />
        <Item
          icon="payee"
          buttonRef={buttonRef("payee")}
          title={t("security.payee")}
          done={overview.payeeName !== ""}
          status={
            overview.payeeName ? (
              <span className="grid gap-0.5">
                <span className="font-medium text-fg">{overview.payeeName}</span>
                <span>{t("payee.locked")}</span>
              </span>
            ) : (
              t("payee.once")
            )
          }
          action={
            overview.payeeName
              ? customerService[0]
                ? {
                    label: t("payee.contact"),
                    onClick: () => openCustomerService(customerService[0]!.path),
                  }
                : undefined
              : {
                  label: t("actions.set"),
                  expanded: editor === "payee",
                  controls: `${panelId}-payee`,
                  onClick: toggle("payee"),
                }
          }
          editor={panel("payee", <PayeeNameForm onDone={close} onCancel={close} />)}
        />
        <Item
          icon="totp"
          buttonRef={buttonRef("totp")}
          title={t("security.totp")}
          done={overview.totpEnabled}
          status={
            overview.totpEnabled ? (
              <span className="font-semibold text-jade">{t("security.on")}</span>
            ) : (
              t("security.totpOff")
            )
          }
          action={
            overview.totpEnabled
              ? {
                  label: t("totp.disable"),
                  expanded: editor === "totpOff",
                  controls: `${panelId}-totpOff`,
                  onClick: toggle("totpOff"),
                }
              : {
                  label: t("totp.setUp"),
                  expanded: editor === "totpOn",
                  controls: `${panelId}-totpOn`,
                  onClick: toggle("totpOn"),
                }
          }
          editor={
            panel("totpOn", <TotpEnrolForm onDone={close} onCancel={close} />) ??
            panel("totpOff", <TotpDisableForm onDone={close} onCancel={close} />)
          }
        />
        <Item
          icon="paymentPassword"
          buttonRef={buttonRef("paymentPassword")}
          title={t("security.paymentPassword")}
          done={overview.paymentPasswordSet}
          status={overview.paymentPasswordSet ? t("security.paymentPasswordSet") : t("security.paymentPasswordNotSet")}
          action={{
            label: overview.paymentPasswordSet ? t("actions.change") : t("actions.set"),
            expanded: editor === "paymentPassword",
            controls: `${panelId}-paymentPassword`,
            onClick: toggle("paymentPassword"),
          }}
          editor={panel("paymentPassword", <PaymentPasswordForm onDone={close} onCancel={close} />)}
        />
      </ul>
    </Card>
  );
}
