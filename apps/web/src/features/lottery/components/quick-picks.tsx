import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { CON_GIAP_KEYS, conGiap, numberSet, parseNumberList, permutations } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { inputClasses } from "../../../components/ui/form-parts";
import { cn } from "../../../components/ui/cn";
import { lotteryKey } from "./lottery-parts";

const SETS = ["chan", "le", "tai", "xiu"] as const;

/**
 * Quick picks: đảo (every ordering of typed digits), the chẵn / lẻ / tài / xỉu sets and the con
 * giáp of 2-digit numbers, a pasted list, and clear. Each adds to the pick (numbers of `digits`).
 */
export function QuickPicks({
  digits,
  onAdd,
  onClear,
}: {
  digits: number;
  onAdd: (numbers: number[]) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation("lottery");
  const id = useId();
  const [reverse, setReverse] = useState("");
  const [pasted, setPasted] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  const addReversed = () => {
    const numbers = permutations(reverse.trim()).filter((n) => reverse.trim().length === digits && n < 10 ** digits);
    if (numbers.length === 0) {
      setProblem(t("quick.reverseInvalid", { digits }));
      return;
    }
    setProblem(null);
    onAdd(numbers);
    setReverse("");
  };
  const addPasted = () => {
    const { numbers, invalid } = parseNumberList(pasted, digits);
    setProblem(invalid.length > 0 ? t("quick.pasteInvalid", { pieces: invalid.slice(0, 5).join(", ") }) : null);
    if (numbers.length > 0) onAdd(numbers);
    if (invalid.length === 0) setPasted("");
  };

  return (
    <div className="grid gap-3 rounded-xl border border-line bg-surface-2/40 p-3" data-testid="quick-picks">
      <h3 className="text-sm font-semibold text-fg">{t("quick.title")}</h3>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <label htmlFor={`${id}-reverse`} className="text-xs font-medium text-fg-muted">
            {t("quick.reverse")}
          </label>
          <div className="flex gap-2">
            <input
              id={`${id}-reverse`}
              inputMode="numeric"
              maxLength={digits}
              value={reverse}
              onChange={(e) => setReverse(e.target.value.replace(/[^0-9]/g, ""))}
              onKeyDown={(e) => e.key === "Enter" && addReversed()}
              placeholder={"1234".slice(0, digits)}
              className={cn(inputClasses, "h-9 w-24")}
              data-testid="quick-reverse-input"
            />
            <Button size="sm" variant="secondary" onClick={addReversed} data-testid="quick-reverse">
              {t("quick.reverseAdd")}
            </Button>
          </div>
        </div>
        {digits === 2 && (
          <>
            <div className="flex flex-wrap gap-1.5" role="group" aria-label={t("quick.sets")}>
              {SETS.map((kind) => (
                <Button
                  key={kind}
                  size="sm"
                  variant="secondary"
                  onClick={() => onAdd(numberSet(kind, 2))}
                  data-testid={`quick-set-${kind}`}
                >
                  {t(`quick.set.${kind}`)}
                </Button>
              ))}
            </div>
            <div className="grid gap-1">
              <label htmlFor={`${id}-animal`} className="text-xs font-medium text-fg-muted">
                {t("quick.animal")}
              </label>
              <select
                id={`${id}-animal`}
                className={cn(inputClasses, "h-9 w-36")}
                value=""
                onChange={(e) => {
                  if (e.target.value !== "") onAdd(conGiap(Number(e.target.value)));
                }}
                data-testid="quick-animal"
              >
                <option value="">{t("quick.animalChoose")}</option>
                {CON_GIAP_KEYS.map((key, index) => (
                  <option key={key} value={index}>
                    {t(lotteryKey(key))}
                  </option>
                ))}
              </select>
            </div>
          </>
        )}
        <Button size="sm" variant="ghost" onClick={onClear} data-testid="quick-clear">
          {t("quick.clear")}
        </Button>
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-paste`} className="text-xs font-medium text-fg-muted">
          {t("quick.paste", { digits })}
        </label>
        <div className="flex flex-wrap gap-2">
          <textarea
            id={`${id}-paste`}
            rows={2}
            value={pasted}
            onChange={(e) => setPasted(e.target.value)}
            className={cn(inputClasses, "h-auto min-h-16 flex-1 basis-56 py-2")}
            placeholder={digits === 2 ? "27, 72 38 83" : "123 456"}
            data-testid="quick-paste-input"
          />
          <Button size="sm" variant="secondary" onClick={addPasted} className="self-start" data-testid="quick-paste">
            {t("quick.pasteAdd")}
          </Button>
        </div>
      </div>
      {problem && (
        <p role="alert" className="text-xs text-danger">
          {problem}
        </p>
      )}
    </div>
  );
}
