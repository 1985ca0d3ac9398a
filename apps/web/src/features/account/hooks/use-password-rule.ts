import { usePermissionValue } from "../../../lib/queries/permission";
import { withPasswordFloor, type Rule } from "../utils/field-rules";

/** The operator's password rule (spec §5), never below the security floor: every new password follows it. */
export function usePasswordRule(): Rule {
  const { register } = usePermissionValue();
  const rule = register.find((r) => r.field === "password" && r.enabled);
  return withPasswordFloor(rule);
}
