/** Settings node of the whitelabel tree (spec §3); enabled '1' is on. */
export type SettingNode = { modId: string; enabled: "0" | "1"; childrenNodes: SettingNode[] };

/** modIds of spec §3. */
export const SETTING_MOD_IDS = [
  "MOBILENUMREG3",
  "REGMOBVERF3",
  "MOBILENUMPASSREG3",
  "USERNAMEREG3",
  "FREEPLAY3",
  "PWDEXPFORCECHANGE3",
  "MOBILEVERCODELOGIN3",
  "DIRECTREG3",
] as const;
export type SettingModId = (typeof SETTING_MOD_IDS)[number];

/** True when the node with this modId exists anywhere in the tree and is on. */
export function isSettingEnabled(tree: readonly SettingNode[], modId: string): boolean {
  return findSetting(tree, modId)?.enabled === "1";
}

function findSetting(tree: readonly SettingNode[], modId: string): SettingNode | undefined {
  for (const node of tree) {
    if (node.modId === modId) return node;
    const found = findSetting(node.childrenNodes, modId);
    if (found) return found;
  }
  return undefined;
}

/** Registration fields (spec §3). */
export const REGISTER_FIELDS = [
  "username",
  "password",
  "confirmPassword",
  "payeeName",
  "email",
  "qqNum",
  "mobileNum",
  "nickname",
  "recommenderId",
  "captcha",
  "verificationCode",
  "affiliateCode",
  "paymentPassword",
  "birthday",
  "line",
  "whatsapp",
  "facebook",
  "telegram",
  "zalo",
  "wechat",
  "idNumber",
  "referralCode",
] as const;
